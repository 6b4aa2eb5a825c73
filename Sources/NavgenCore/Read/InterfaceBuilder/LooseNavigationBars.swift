/// A `UINavigationBar` dropped into a view, with its own navigation item (an action extension's Done bar, an iPad
/// sheet of the iOS 6 years), rather than a navigation controller's bar: navgen models the bars of navigation
/// controllers, so it says once per document that it passes such bars over, where the screen's bar would otherwise
/// look planned.
enum LooseNavigationBars {
    static func report(in root: XMLElement, format: DocumentFormat, log: inout DiagnosticLog) {
        var bars: [XMLElement] = []
        root.forEachDescendant { element in
            if element.name == "navigationBar", element.attribute("key") != "navigationBar" { bars.append(element) }
        }
        guard let first = bars.first else { return }
        let these = bars.count == 1 ? "a navigation bar placed in a view" : "\(bars.count) navigation bars placed in views, the first here,"
        log.report(.unsupported, at: first.location, """
            this \(format.rawValue) holds \(these) rather than in a navigation controller; navgen models the bars of \
            navigation controllers, so it does not read or plan \(bars.count == 1 ? "it" : "them"); where such a bar stands \
            in for a navigation controller's, embed its screen in a navigation controller (Editor ▸ Embed In) for navgen to \
            check the bar
            """)
    }
}
