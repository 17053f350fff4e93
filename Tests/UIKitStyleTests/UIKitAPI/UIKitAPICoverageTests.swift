import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// The README's compatibility table, kept honest: every entry of the UIKit API list that AnimKit calls supported or
/// approximated is used, with UIKit's exact signature, by code in this folder that compiles and runs.
@MainActor
@Suite("UIKit API coverage")
struct UIKitAPICoverageTests {
    /// This folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The list: key → status.
    static func listed() throws -> [(key: String, status: String)] {
        let text = try String(contentsOf: folder.appendingPathComponent("uikit-animation-api.txt"), encoding: .utf8)
        // Comments start "# " or "##"; a key may start with "#" (#colorLiteral).
        return text.split(separator: "\n").filter { !$0.hasPrefix("# ") && !$0.hasPrefix("##") && !$0.isEmpty }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (fields[0], fields.count > 1 ? fields[1] : "")
        }
    }

    /// The keys of the `// api:` lines of this folder's Swift files.
    static func checked() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter {
            $0.pathExtension == "swift" && $0.lastPathComponent != "UIKitAPICoverageTests.swift"
        }
        return try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.hasPrefix("// api: ") ? String(trimmed.dropFirst("// api: ".count)) : nil
            }
        }
    }

    @Test("every supported or approximated entry is used with its exact signature; every use is listed; coverage printed")
    func everySupportedEntryCompiles() throws {
        let listed = try Self.listed(), checked = Set(try Self.checked())
        let statuses = Set(listed.map(\.status))
        #expect(statuses.isSubset(of: ["supported", "approximated", "not-yet", "not-possible"]), "\(statuses)")
        #expect(Set(listed.map(\.key)).count == listed.count, "a key is listed twice")
        let claimed = listed.filter { $0.status == "supported" || $0.status == "approximated" }.map(\.key)
        let unchecked = claimed.filter { !checked.contains($0) }
        #expect(unchecked.isEmpty, "listed as working but used nowhere here: \(unchecked)")
        let unlisted = checked.subtracting(listed.map(\.key))
        #expect(unlisted.isEmpty, "used here but not in the list: \(unlisted.sorted())")
        let supported = listed.filter { $0.status == "supported" }.count
        let approximated = listed.filter { $0.status == "approximated" }.count
        print(
            "UIKit API coverage: \(supported) supported + \(approximated) approximated of \(listed.count) listed "
                + String(format: "(%.0f %%)", 100 * Double(supported + approximated) / Double(listed.count)))
        #expect(listed.count >= 300)
    }

    @Test("the README and the compatibility article quote the list's figures as they are")
    func quotedFigures() throws {
        let listed = try Self.listed()
        let (supported, approximated) = (
            listed.filter { $0.status == "supported" }.count, listed.filter { $0.status == "approximated" }.count
        )
        let root = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // Read with line breaks as spaces: the README wraps its sentences.
        func text(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        }
        let readme = try text("README.md")
        #expect(
            readme.contains(
                "lists \(listed.count) declarations of UIKit's animation-relevant API from Apple's documentation, of which "
                    + "\(supported) are supported and \(approximated) approximated"))
        let article = try text("Sources/AnimKit/AnimKit.docc/UIKitCompatibility.md")
        #expect(article.contains("\(supported) supported and \(approximated) approximated of \(listed.count)"))
    }

    @Test("the uses run on an engine of their own without a crash or a refused call")
    func usesRun() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        useViewAPI()
        useMoreViewAPI()
        useAnimationAPI()
        useControlAPI()
        useGestureAPI()
        useTypesAndAppAPI()
        useListAPI()
        useCollectionAPI()
        useOutlineAPI()
        useBackgroundAPI()
        useSheetDetentAPI()
        useTextViewInputAPI()
        useCollectionControllerAPI()
        useDragAndDropAPI()
        useDragInteractionAPI()
        useSwipeAPI()
        useHeaderFooterAPI()
        useEditingAPI()
        useDynamicsAPI(layout: UICollectionViewFlowLayout())
        fixture.run(seconds: 1)
        #expect(fixture.errorReasons.isEmpty, "\(fixture.errorReasons)")
    }
}
