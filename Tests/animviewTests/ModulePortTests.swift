import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// `play-reader port`, the step the PortiOSFiles build-tool plugin runs before a target with iOS files compiles.
@Suite("The PortiOSFiles plugin's step: play's reader ports a module's iOS files")
struct ModulePortTests {
    /// play's Swift reader, built for this toolchain into the user's cache if it is not there yet.
    static func preparedReader() throws -> PlayReader? {
        let environment = ProcessInfo.processInfo.environment
        return try PlayReader.prepare(
            cache: PlayProject.cache(environment: environment), animviewRoot: PlayProject.animviewRoot(environment: environment))
    }

    /// The reader's executable.
    static func reader() throws -> URL {
        try #require(try preparedReader()).executable
    }

    @Test(
        "the reader's port writes a module's files (the plugin's step): Name.ported.swift under the original's #sourceLocation, no previews, written again only when it changes"
    )
    func portIntoAFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Card.swift", PortEditsTests.screen)
        let folder = scratch.path("Ported")
        let run = try runProgram(Self.reader(), ["port", "--output-directory", folder, "--animkit-imports", file])
        #expect(run.status == 0 && run.standardOutput.isEmpty, "\(run.standardError)")
        let copy = folder + "/Card.ported.swift"
        let ported = try String(contentsOfFile: copy, encoding: .utf8)
        #expect(ported.hasPrefix("#sourceLocation(file: \(String(reflecting: file)), line: 1)\nimport AnimKit\n"))
        #expect(ported.hasSuffix("\n#sourceLocation()\n") && !ported.contains("__animviewShowPreviews"))
        #expect(ported.contains("action: Selector(\"didTap(_:)\", CardViewController.didTap(_:)))"))
        #expect(ported.contains("extension CardDelegate { func cardDidFinish(_ card: CardViewController) {} }"))
        // The same files again: the copy is not written (the build does not compile it again).
        let written = try FileManager.default.attributesOfItem(atPath: copy)[.modificationDate] as? Date
        usleep(20_000)
        #expect(try runProgram(Self.reader(), ["port", "--output-directory", folder, "--animkit-imports", file]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: copy)[.modificationDate] as? Date == written)
        // What only Objective-C's runtime could do: the error at the user's line and column, status 65.
        let bad = try scratch.write("Bad.swift", "import UIKit\nlet a = #selector(getter: UIView.alpha)\n")
        let refused = try runProgram(Self.reader(), ["port", "--output-directory", folder, bad])
        #expect(refused.status == 65)
        #expect(refused.standardError.contains("\(bad):2:9: error: #selector(getter: …) names a property's getter"))
        #expect(try String(contentsOfFile: folder + "/Bad.ported.swift", encoding: .utf8).contains("\nimport UIKit\n"))
    }

    @Test("--animkit-imports reads iOS's own modules, submodules and attributed imports as AnimKit, and nothing else")
    func animKitImports() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let source = """
            import UIKit
            @preconcurrency import QuartzCore
              import UIKit.UIGestureRecognizerSubclass  // for touchesBegan
            import CoreGraphics
            import ObjectiveC
            import Foundation
            import UIKitExtras
            let note = "import UIKit"
            """
        let file = try scratch.write("Imports.swift", source)
        let run = try runProgram(Self.reader(), ["port", "--output-directory", scratch.path("out"), "--animkit-imports", file])
        #expect(run.status == 0, "\(run.standardError)")
        let ported = try String(contentsOfFile: scratch.path("out/Imports.ported.swift"), encoding: .utf8)
        #expect(
            ported.split(separator: "\n").dropFirst().prefix(8).joined(separator: "\n") == """
                import AnimKit
                @preconcurrency import AnimKit
                  import AnimKit  // for touchesBegan
                import AnimKit
                import AnimKit
                import Foundation
                import UIKitExtras
                let note = "import UIKit"
                """)
    }
}
