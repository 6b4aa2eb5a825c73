/// Grid positions for the flow diagram. Each stack is a block (a column per screen of its widest push depth, a row
/// per depth), as is each screen outside any stack; blocks go left to right in model order and wrap into bands of
/// at most `bandColumns` columns, so that fifty screens make a page rather than a strip.
struct FlowLayout {
    struct Position: Hashable {
        var column: Int
        var row: Int
    }

    /// A band is no wider than this, unless one block is.
    static let bandColumns = 8

    private(set) var positions: [String: Position] = [:]
    private(set) var columns = 0
    private(set) var rows = 0

    init(model: NavigationModel) {
        var pushes: [String: [String]] = [:]
        var roots: [String] = []
        for edge in model.edges {
            switch edge.operation {
            case .push: pushes[edge.from, default: []].append(edge.to)
            case .root: roots.append(edge.to)
            default: break
            }
        }
        var placed: Set<String> = []
        var blocks: [[[String]]] = []
        for root in roots + model.screens.map(\.id) where !placed.contains(root) {
            blocks.append(Self.levels(from: root, pushes: pushes, placed: &placed))
        }
        var (bandColumn, bandRow, bandRows) = (0, 0, 0)
        for levels in blocks {
            let width = levels.map(\.count).max() ?? 1
            if bandColumn > 0, bandColumn + width > Self.bandColumns {
                (bandColumn, bandRow, bandRows) = (0, bandRow + bandRows, 0)
            }
            for (depth, level) in levels.enumerated() {
                for (index, screen) in level.enumerated() {
                    positions[screen] = Position(column: bandColumn + index, row: bandRow + depth)
                }
            }
            bandColumn += width
            bandRows = max(bandRows, levels.count)
            columns = max(columns, bandColumn)
            rows = max(rows, bandRow + bandRows)
        }
    }

    /// Breadth-first down one stack: the screens of each push depth, each screen at the first depth it is found.
    private static func levels(from root: String, pushes: [String: [String]], placed: inout Set<String>) -> [[String]] {
        placed.insert(root)
        var levels: [[String]] = []
        var level = [root]
        while !level.isEmpty {
            levels.append(level)
            var next: [String] = []
            for screen in level {
                for child in pushes[screen] ?? [] where placed.insert(child).inserted { next.append(child) }
            }
            level = next
        }
        return levels
    }
}
