/// Draws the flow diagram's edges so that none crosses a screen box: every route runs in the channels between the
/// grid's rows and columns, which hold no box. An edge leaves its screen's box by the side facing where it goes,
/// runs along the channel there, and when it must change rows by more than one, along the channel between two
/// columns; each channel gets a lane per route that shares a stretch of it, and grows to hold its lanes.
struct FlowRouter {
    struct Point: Hashable {
        var x: Int
        var y: Int
    }

    static let boxWidth = 180, boxHeight = 96, margin = 24, gap = 56, laneSpacing = 10
    /// Room above a horizontal channel's first lane for its label.
    static let labelRoom = 16

    /// The left edge of each column's boxes and the top edge of each row's.
    private(set) var columnX: [Int] = []
    private(set) var rowY: [Int] = []
    private(set) var width = 0
    private(set) var height = 0
    /// Each requested edge's route, in order: the first point on its source box, the last on its target box.
    private(set) var routes: [[Point]] = []

    private enum Side { case top, bottom }

    /// One side of one box: where routes meet.
    private struct BoxSide: Hashable {
        var column: Int
        var row: Int
        var side: Side
    }

    /// One edge's way through the grid: channels are numbered by the row or column boundary they run along (the
    /// horizontal channel `k` is above row `k`, the vertical channel `j` left of column `j`).
    private struct Plan {
        var from: FlowLayout.Position
        var to: FlowLayout.Position
        var exit: Side
        var entry: Side
        var first: Int
        var vertical: Int?
        var second: Int?
        var exitPort = 0.5
        var entryPort = 0.5
    }

    init(columns: Int, rows: Int, edges: [(from: FlowLayout.Position, to: FlowLayout.Position)]) {
        let (columns, rows) = (max(columns, 1), max(rows, 1))
        var verticalLoad = [Int](repeating: 0, count: columns + 1)
        var plans = edges.map { edge in Self.plan(edge.from, edge.to, load: &verticalLoad) }
        Self.assignPorts(&plans)
        // Lanes are assigned in the grid's own order-preserving units (column `c`'s boxes span 2c+1…2c+2, channel
        // `j` sits at 2j), so which stretches overlap is known before any channel's size is.
        var horizontal = [[(start: Double, end: Double, route: Int, part: Int)]](repeating: [], count: rows + 1)
        var vertical = [[(start: Double, end: Double, route: Int, part: Int)]](repeating: [], count: columns + 1)
        for (index, plan) in plans.enumerated() {
            let exitX = Double(2 * plan.from.column + 1) + plan.exitPort
            let entryX = Double(2 * plan.to.column + 1) + plan.entryPort
            if let channel = plan.vertical, let second = plan.second {
                let channelX = Double(2 * channel)
                horizontal[plan.first].append((min(exitX, channelX), max(exitX, channelX), index, 0))
                vertical[channel].append((Double(2 * min(plan.first, second)), Double(2 * max(plan.first, second)), index, 1))
                horizontal[second].append((min(entryX, channelX), max(entryX, channelX), index, 2))
            } else {
                horizontal[plan.first].append((min(exitX, entryX), max(exitX, entryX), index, 0))
            }
        }
        let horizontalLanes = horizontal.map(Self.lanes)
        let verticalLanes = vertical.map(Self.lanes)
        func size(_ lanes: [Int], outer: Bool) -> Int {
            max(outer ? Self.margin : Self.gap, ((lanes.max() ?? -1) + 2) * Self.laneSpacing)
        }
        let channelWidths = verticalLanes.indices.map { size(verticalLanes[$0], outer: $0 == 0 || $0 == columns) }
        let channelHeights = horizontalLanes.indices.map { size(horizontalLanes[$0], outer: $0 == rows) + Self.labelRoom }
        (columnX, width) = Self.starts(channels: channelWidths, box: Self.boxWidth)
        (rowY, height) = Self.starts(channels: channelHeights, box: Self.boxHeight)
        // A lane's place in its channel: lane 0 nearest the channel's start, evenly spaced.
        let channelTop = (0...rows).map { $0 == 0 ? 0 : rowY[$0 - 1] + Self.boxHeight }
        let channelLeft = (0...columns).map { $0 == 0 ? 0 : columnX[$0 - 1] + Self.boxWidth }
        var laneOf: [Int: [Int: Int]] = [:]
        for (channel, stretches) in horizontal.enumerated() {
            for (stretch, lane) in zip(stretches, horizontalLanes[channel]) { laneOf[stretch.route, default: [:]][stretch.part] = lane }
        }
        for (channel, stretches) in vertical.enumerated() {
            for (stretch, lane) in zip(stretches, verticalLanes[channel]) { laneOf[stretch.route, default: [:]][stretch.part] = lane }
        }
        routes = plans.enumerated().map { index, plan in
            let lanes = laneOf[index] ?? [:]
            let exitX = columnX[plan.from.column] + Int((Double(Self.boxWidth) * plan.exitPort).rounded())
            let entryX = columnX[plan.to.column] + Int((Double(Self.boxWidth) * plan.entryPort).rounded())
            let exitY = rowY[plan.from.row] + (plan.exit == .bottom ? Self.boxHeight : 0)
            let entryY = rowY[plan.to.row] + (plan.entry == .bottom ? Self.boxHeight : 0)
            let firstY = channelTop[plan.first] + Self.labelRoom + Self.laneSpacing * (lanes[0] ?? 0)
            var points = [Point(x: exitX, y: exitY), Point(x: exitX, y: firstY)]
            if let channel = plan.vertical, let second = plan.second {
                let channelX = channelLeft[channel] + Self.laneSpacing * (1 + (lanes[1] ?? 0))
                let secondY = channelTop[second] + Self.labelRoom + Self.laneSpacing * (lanes[2] ?? 0)
                points += [Point(x: channelX, y: firstY), Point(x: channelX, y: secondY), Point(x: entryX, y: secondY)]
            } else {
                points.append(Point(x: entryX, y: firstY))
            }
            points.append(Point(x: entryX, y: entryY))
            return Self.simplified(points)
        }
    }

    /// Where each box starts along one axis, channels and boxes taking turns, and the length of it all.
    private static func starts(channels: [Int], box: Int) -> (starts: [Int], length: Int) {
        var position = 0
        var starts: [Int] = []
        for channel in channels.dropLast() {
            position += channel
            starts.append(position)
            position += box
        }
        return (starts, position + channels.last!)
    }

    /// Which sides and channels an edge uses, from its ends' rows: next row down or the same row in the channel
    /// between them, one row up likewise; further, or to itself, by way of a column channel (the least used one
    /// between the two columns).
    private static func plan(_ from: FlowLayout.Position, _ to: FlowLayout.Position, load: inout [Int]) -> Plan {
        let (fromRow, toRow) = (from.row, to.row)
        var plan: Plan
        switch toRow - fromRow {
        case 1: plan = Plan(from: from, to: to, exit: .bottom, entry: .top, first: toRow)
        case 0 where from.column != to.column: plan = Plan(from: from, to: to, exit: .top, entry: .top, first: fromRow)
        case -1: plan = Plan(from: from, to: to, exit: .top, entry: .bottom, first: fromRow)
        case let rise where rise < 0: plan = Plan(from: from, to: to, exit: .top, entry: .bottom, first: fromRow, second: toRow + 1)
        default: plan = Plan(from: from, to: to, exit: .bottom, entry: .top, first: fromRow + 1, second: toRow)
        }
        if plan.second != nil {
            let candidates = from.column == to.column ? [from.column + 1]
                : Array(from.column < to.column ? (from.column + 1)...to.column : (to.column + 1)...from.column)
            let channel = candidates.min { load[$0] < load[$1] }!
            load[channel] += 1
            plan.vertical = channel
        }
        return plan
    }

    /// Spreads the routes that meet one side of one box along it, ordered by where each heads, so they do not cross there.
    private static func assignPorts(_ plans: inout [Plan]) {
        var sides: [BoxSide: [(route: Int, isExit: Bool, toward: Double)]] = [:]
        for (index, plan) in plans.enumerated() {
            let exitToward = plan.vertical.map { Double(2 * $0) } ?? Double(2 * plan.to.column + 1)
            let entryToward = plan.vertical.map { Double(2 * $0) } ?? Double(2 * plan.from.column + 1)
            sides[BoxSide(column: plan.from.column, row: plan.from.row, side: plan.exit), default: []].append((index, true, exitToward))
            sides[BoxSide(column: plan.to.column, row: plan.to.row, side: plan.entry), default: []].append((index, false, entryToward))
        }
        for ends in sides.values {
            let ordered = ends.sorted { ($0.toward, $0.route, $0.isExit ? 0 : 1) < ($1.toward, $1.route, $1.isExit ? 0 : 1) }
            for (position, end) in ordered.enumerated() {
                let port = Double(position + 1) / Double(ordered.count + 1)
                if end.isExit { plans[end.route].exitPort = port } else { plans[end.route].entryPort = port }
            }
        }
    }

    /// The lane of each stretch (in the order given): the lowest whose stretches so far all end before it starts.
    private static func lanes(_ stretches: [(start: Double, end: Double, route: Int, part: Int)]) -> [Int] {
        let order = stretches.indices.sorted { (stretches[$0].start, stretches[$0].end, $0) < (stretches[$1].start, stretches[$1].end, $1) }
        var ends: [Double] = []
        var lanes = [Int](repeating: 0, count: stretches.count)
        for index in order {
            let stretch = stretches[index]
            if let free = ends.firstIndex(where: { $0 < stretch.start }) {
                lanes[index] = free
                ends[free] = stretch.end
            } else {
                lanes[index] = ends.count
                ends.append(stretch.end)
            }
        }
        return lanes
    }

    /// Without repeated points and without points in the middle of a straight run.
    private static func simplified(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        for point in points where result.last != point {
            if result.count >= 2 {
                let (a, b) = (result[result.count - 2], result[result.count - 1])
                if (a.x == b.x && b.x == point.x) || (a.y == b.y && b.y == point.y) { result.removeLast() }
            }
            result.append(point)
        }
        return result
    }
}
