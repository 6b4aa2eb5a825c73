import Foundation
import XCTest

/// The manifest as SwiftPM evaluates it on this machine (`swift package dump-package`): libxml2 is the system
/// library `CLibXML2`, found through pkg-config on Linux only (a Mac takes the SDK's, on the default paths), offered
/// by apt and yum and never by Homebrew, with no flags that would keep navgen from being used as a dependency.
final class ManifestTests: XCTestCase {
    func testLibxml2IsTheSystemsFoundByPkgConfigOnLinuxOnly() throws {
        // A scratch folder of its own: the package's .build is the running test's.
        let scratch = try TestSupport.temporaryFolder(self).path
        let dump = try TestSupport.toolchain("swift", ["package", "--scratch-path", scratch, "dump-package"], in: TestSupport.packageRoot)
        XCTAssertEqual(dump.status, 0, dump.output)
        let json = String(dump.output.drop { $0 != "{" })
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], dump.output)
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        let libxml2 = try XCTUnwrap(targets.first { $0["name"] as? String == "CLibXML2" })
        XCTAssertEqual(libxml2["type"] as? String, "system")
        XCTAssertEqual(libxml2["path"] as? String, "Sources/CLibXML2")
        #if os(Linux)
        XCTAssertEqual(libxml2["pkgConfig"] as? String, "libxml-2.0")
        #else
        XCTAssertNil(libxml2["pkgConfig"])
        #endif
        let providers = try XCTUnwrap(libxml2["providers"] as? [[String: Any]])
        XCTAssertEqual(providers.map { $0.mapValues { $0 as? [[String]] } }, [["apt": [["libxml2-dev"]]], ["yum": [["libxml2-devel"]]]])
        // unsafeFlags would keep any package from depending on navgen; a header search path must be inside the package.
        for target in targets {
            let settings = target["settings"] as? [[String: Any]] ?? []
            XCTAssertFalse(String(describing: settings).contains("unsafeFlags"), "\(target["name"] ?? "?") has unsafe flags")
        }
        XCTAssertEqual((libxml2["settings"] as? [Any])?.count, 0)
    }
}
