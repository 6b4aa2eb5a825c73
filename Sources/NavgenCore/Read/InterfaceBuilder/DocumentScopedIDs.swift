/// Interface Builder ids are unique within their document only. Xcode writes the same ids into every file made from one
/// of its templates (`BYZ-38-t0r` is the app template's first scene, `Y6W-OH-hqX` a new storyboard's view controller), so
/// an app's storyboards, or two apps' in one repository, share ids; navgen keys controllers by id across every input.
///
/// A controller id that a navigation map or an earlier Interface Builder document (in path order) already uses is
/// qualified in the later document with the shortest end of its path that no other document shares
/// (`Third.storyboard:Y6W-OH-hqX`), wherever the document names it. The first use keeps the id as written, so
/// diagnostics and reports quote the file's own id wherever nothing clashes. Navigation maps keep theirs: an id
/// defined twice among them is a `duplicate-id` error, as before. Documents the model leaves out are left alone.
enum DocumentScopedIDs {
    static func separate(_ documents: inout [SourceDocument]) {
        var used = Set(documents.filter { $0.format == .navigationMap }.flatMap { $0.controllers.map(\.id) })
        let scoped = documents.indices.filter { isScoped(documents[$0]) }
        let names = distinctEnds(of: scoped.map { documents[$0].path })
        for (index, name) in zip(scoped, names) {
            var renamed: [String: String] = [:]
            for controller in documents[index].controllers where !used.insert(controller.id).inserted {
                renamed[controller.id] = "\(name):\(controller.id)"
            }
            guard !renamed.isEmpty else { continue }
            rename(&documents[index], renamed)
            used.formUnion(renamed.values)
        }
    }

    private static func isScoped(_ document: SourceDocument) -> Bool {
        [.storyboard, .xib].contains(document.format) && document.isModelled
    }

    private static func rename(_ document: inout SourceDocument, _ renamed: [String: String]) {
        for index in document.controllers.indices {
            document.controllers[index].id = renamed[document.controllers[index].id] ?? document.controllers[index].id
        }
        for index in document.segues.indices {
            document.segues[index].source = renamed[document.segues[index].source] ?? document.segues[index].source
            document.segues[index].destination = renamed[document.segues[index].destination] ?? document.segues[index].destination
        }
        document.initialController = document.initialController.map { renamed[$0] ?? $0 }
    }

    /// For each path, its shortest end (file name, then folder and file name…) that ends no other of `paths`.
    static func distinctEnds(of paths: [String]) -> [String] {
        let split = paths.map { $0.split(separator: "/").map(String.init) }
        return split.map { components in
            for count in 1..<max(components.count, 1) {
                let end = components.suffix(count)
                if split.filter({ $0.count >= count && $0.suffix(count) == end }).count == 1 { return end.joined(separator: "/") }
            }
            return components.joined(separator: "/")
        }
    }
}
