/// A `UINavigationBar` dropped into a view, with its own navigation item (an action extension's Done bar, an iPad
/// sheet of the iOS 6 years), rather than a navigation controller's bar: navgen models the bars of navigation
/// controllers, so it says once per document that it passes such bars over, where the screen's bar would otherwise
/// look planned, with advice that fits where the first one is: a screen in no stack, a screen a navigation controller
/// already shows (whose own bar navgen checks), a view controller's own xib, or a view with no screen at all.
enum LooseNavigationBars {
    static func report(in root: XMLElement, format: DocumentFormat, segues: [SourceSegue], filesOwner: String?,
                       log: inout DiagnosticLog) {
        var bars: [(bar: XMLElement, owner: String?)] = []
        collect(in: root, owner: nil, into: &bars)
        guard let first = bars.first else { return }
        let these = bars.count == 1 ? "a navigation bar placed in a view" : "\(bars.count) navigation bars placed in views, the first here,"
        let stacked = Set(segues.filter { $0.effect == .root || $0.effect == .push }.map(\.destination))
        let advice = switch first.owner {
        case nil:
            filesOwner.map {
                "it is in the view of the xib's File's Owner, '\($0)', whose navigation controller's bar navgen checks where "
                    + "a storyboard or navigation map shows it"
            } ?? "it is in no screen, so there is no screen's bar to check"
        case let owner? where stacked.contains(owner):
            "its screen is in a navigation controller already, whose bar navgen checks; this one is drawn beside it"
        case _?:
            "where such a bar stands in for a navigation controller's, embed its screen in a navigation controller "
                + "(Editor ▸ Embed In) for navgen to check the bar"
        }
        log.report(.unsupported, at: first.bar.location, """
            this \(format.rawValue) holds \(these) rather than in a navigation controller; navgen models the bars of \
            navigation controllers, so it does not read or plan \(bars.count == 1 ? "it" : "them"); \(advice)
            """)
    }

    /// The loose bars under `element`, each with the id of the controller whose scene holds it.
    private static func collect(in element: XMLElement, owner: String?, into bars: inout [(bar: XMLElement, owner: String?)]) {
        for child in element.children {
            if child.name == "navigationBar", child.attribute("key") != "navigationBar" {
                bars.append((child, owner))
                continue
            }
            let isController = child.name.hasSuffix("Controller") && element.name == "objects"
            collect(in: child, owner: isController ? child.attribute("id") : owner, into: &bars)
        }
    }
}
