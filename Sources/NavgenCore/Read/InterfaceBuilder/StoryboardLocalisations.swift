/// Copies of one storyboard or xib in several `.lproj` folders: a file localised as a whole, as Xcode made them before
/// base internationalisation and some projects still keep them. UIKit loads the copy for the user's language, else the
/// one in `Base.lproj`; every copy holds the same scenes under the same ids, with its own text.
///
/// navgen reads one copy, the one storyboard references resolve to (`StoryboardReferences.isPreferred`): the one in
/// `Base.lproj`, else the first path in sorted order. The others are marked `localisationOf` and left out of the model.
/// A copy whose controllers or segues differ from the read one's is an `unsupported` warning, since the screens of that
/// language navigate in a way navgen does not check.
enum StoryboardLocalisations {
    static func mark(_ documents: inout [SourceDocument], log: inout DiagnosticLog) {
        var copies: [String: [Int]] = [:]
        for (index, document) in documents.enumerated() where [.storyboard, .xib].contains(document.format) && document.otherPlatform == nil {
            if let shared = pathOutsideLocalisation(document.path) { copies[shared, default: []].append(index) }
        }
        for (_, indices) in copies.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let read = indices.dropFirst().reduce(indices[0]) { StoryboardReferences.isPreferred(documents[$1].path, over: documents[$0].path) ? $1 : $0 }
            for index in indices where index != read {
                documents[index].localisationOf = documents[read].path
                if let difference = firstDifference(of: documents[index], from: documents[read]) {
                    log.report(.unsupported, at: difference, """
                        this localisation of \(documents[read].path) has controllers or segues that one does not, and navgen \
                        reads only that one; localise the storyboard with strings files (Base internationalization) so that \
                        every language navigates alike, or give navgen this copy alone to check it
                        """)
                }
            }
        }
    }

    /// The path with its `.lproj` folder taken out (`App/Main.storyboard` for `App/de.lproj/Main.storyboard`); nil for
    /// a path in no `.lproj` folder.
    static func pathOutsideLocalisation(_ path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 1, let folder = components.dropLast().last, folder.hasSuffix(".lproj") else { return nil }
        return (components.dropLast(2) + [components[components.count - 1]]).joined(separator: "/")
    }

    /// Where `copy` first holds a controller or segue that `read` does not; the file itself when it only lacks one.
    private static func firstDifference(of copy: SourceDocument, from read: SourceDocument) -> SourceLocation? {
        let readControllers = Set(read.controllers.map(\.id)), readSegues = Set(read.segues.map(SegueShape.init))
        if let extra = copy.controllers.first(where: { !readControllers.contains($0.id) }) { return extra.location }
        if let extra = copy.segues.first(where: { !readSegues.contains(SegueShape($0)) }) { return extra.location }
        let same = Set(copy.controllers.map(\.id)) == readControllers && Set(copy.segues.map(SegueShape.init)) == readSegues
        return same ? nil : .file(copy.path)
    }

    /// What a segue does, without where it is written or what it is called.
    private struct SegueShape: Hashable {
        var source: String
        var destination: String
        var effect: SourceSegue.Effect
        var relationship: String?

        init(_ segue: SourceSegue) {
            source = segue.source
            destination = segue.destination
            effect = segue.effect
            relationship = segue.relationship
        }
    }
}
