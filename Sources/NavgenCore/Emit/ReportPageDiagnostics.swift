/// A page's diagnostics, each linked to the screen declared where it points: the last controller or named appearance
/// whose element starts at or before its place in its file, when that is a screen of the page. A diagnostic in a token
/// file, or in the declaration of a container, a split view, a storyboard reference or an appearance, belongs to no one
/// screen.
struct ReportPageDiagnostics {
    /// Per file, the declarations in order of place, each with its screen's position on the page (nil for the others).
    private let anchors: [String: [(location: SourceLocation, screen: Int?)]]

    init(model: NavigationModel, screens: [String: Int]) {
        var anchors: [String: [(location: SourceLocation, screen: Int?)]] = [:]
        for file in model.files {
            for start in file.controllerStarts { anchors[start.location.file, default: []].append((start.location, screens[start.id])) }
        }
        for declaration in model.declarations.bars {
            guard case .appearance = declaration.owner, let first = declaration.locations.values.min() else { continue }
            anchors[first.file, default: []].append((first, nil))
        }
        self.anchors = anchors.mapValues { $0.sorted { $0.location < $1.location } }
    }

    func entries(_ diagnostics: [Diagnostic], places: inout ReportPagePlaces) -> [ReportPageContext.DiagnosticEntry] {
        diagnostics.map { diagnostic in
            ReportPageContext.DiagnosticEntry(severity: diagnostic.severity.rawValue, rule: diagnostic.rule, place: places.place(diagnostic.location),
                                              message: diagnostic.message, screen: screen(at: diagnostic.location))
        }
    }

    /// The screen of the last declaration at or before `location`, by binary search.
    func screen(at location: SourceLocation) -> Int? {
        guard let declarations = anchors[location.file] else { return nil }
        var (low, high) = (0, declarations.count)
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].location <= location { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : declarations[low - 1].screen
    }
}
