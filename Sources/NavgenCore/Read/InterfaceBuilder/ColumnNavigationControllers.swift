/// The navigation controllers a column-style split view controller makes.
///
/// From iOS 14, a split view controller with `style` `doubleColumn` or `tripleColumn` puts a column's view controller
/// that is not a navigation controller in a navigation controller of its own, so its screen shows a bar and its show
/// segues push inside the column. navgen adds that navigation controller between the split view controller and the
/// column's screen, as the app has it at run time; a classic split view controller (no `style`) shows its children as
/// they are. The compact column's controller is left as drawn. A split view controller with a supplementary column is
/// a triple-column one whatever its `style` says: the column "only takes effect when the split view controller's style
/// is tripleColumn" (NetNewsWire's, which Xcode wrote with `allowDoubleColumnStyle` and no `style`).
/// ([UISplitViewController](https://developer.apple.com/documentation/uikit/uisplitviewcontroller),
/// [setViewController(_:for:)](https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)),
/// [Column.supplementary](https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary))
enum ColumnNavigationControllers {
    /// The relationships of the primary, supplementary and secondary columns, with the column each names.
    private static let columns = ["masterViewController": "primary", "supplementaryViewController": "supplementary",
                                  "detailViewController": "secondary"]

    static func add(to documents: inout [SourceDocument]) {
        let roles = Dictionary(documents.flatMap(\.controllers).map { ($0.id, $0.role) }, uniquingKeysWith: { first, _ in first })
        for index in documents.indices {
            let supplemented = Set(documents[index].segues.filter { $0.relationship == "supplementaryViewController" }.map(\.source))
            let splits = Set(documents[index].controllers.filter { controller in
                controller.role == .split
                    && (["doubleColumn", "tripleColumn"].contains(controller.splitStyle) || supplemented.contains(controller.id))
            }.map(\.id))
            guard !splits.isEmpty else { continue }
            for position in documents[index].segues.indices {
                let segue = documents[index].segues[position]
                guard splits.contains(segue.source), segue.kind == "relationship", let column = segue.relationship.flatMap({ columns[$0] }),
                      roles[segue.destination] == .screen else { continue }
                let id = "\(segue.source)/\(column)"
                documents[index].controllers.append(SourceController(id: id, element: "navigationController", role: .navigation, location: segue.location))
                var root = SourceSegue(id: "\(segue.id)/root", kind: "relationship", effect: .root, source: id, destination: segue.destination,
                                       location: segue.location)
                root.relationship = "rootViewController"
                documents[index].segues.append(root)
                documents[index].segues[position].destination = id
            }
        }
    }
}
