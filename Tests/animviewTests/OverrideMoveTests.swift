import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// iOS code overrides UIKit's methods from extensions (`extension Drawer: UIGestureRecognizerDelegate { override func
/// gestureRecognizerShouldBegin … }`), which Swift allows only for what the Objective-C runtime dispatches: `play` moves
/// such members into their class, keeping the lines and columns the user wrote.
@Suite("play: overrides in extensions, negative literals")
struct OverrideMoveTests {
    static let drawer = """
        import UIKit
        class Drawer: UIView {
            var isOpen = false
        }
        extension Drawer: UIGestureRecognizerDelegate {
            override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
                print("inside", #line, 7)
                return isOpen && recognizer.view === self
            }
            @objc func close() { isOpen = false }
            override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) }
        }
        let drawer = Drawer(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        print("asks", drawer.gestureRecognizerShouldBegin(UIPanGestureRecognizer()), drawer.intrinsicContentSize.height)
        print("after", #line, 15)

        """

    @Test("the overrides go before the class's closing brace, between #sourceLocation lines; the rest of the extension stays")
    func moved() throws {
        let scan = try LiteralScan(Self.drawer, isMain: true, named: "Drawer.swift", path: "/work/Drawer.swift")
        let ported = scan.ported.components(separatedBy: "\n")
        let expected = [
            "import UIKit",
            "class Drawer: UIView {",
            "    var isOpen = false",
            "",
            "#sourceLocation(file: \"/work/Drawer.swift\", line: 6)",
            "    override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {",
            "        print(\"inside\", #line, 7)",
            "        return isOpen && recognizer.view === self",
            "    }",
            "#sourceLocation(file: \"/work/Drawer.swift\", line: 11)",
            "    override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) }",
            "#sourceLocation(file: \"/work/Drawer.swift\", line: 4)",
            "}",
            "extension Drawer: UIGestureRecognizerDelegate {",
            "    ",
            "#sourceLocation(file: \"/work/Drawer.swift\", line: 9)",
            "     ",
            "          func close() { isOpen = false }",
            "    ",
            "#sourceLocation(file: \"/work/Drawer.swift\", line: 11)",
            "                                                                               ",
            "}",
            "let drawer = Drawer(frame: CGRect(x: 0, y: 0, width: 40, height: 30))",
        ]
        #expect(Array(ported.prefix(expected.count)) == expected, "\(scan.ported)")
        // The moved member's literal (7) is compiled as written — a change to it rebuilds; the others stay values.
        #expect(!scan.literals.contains { $0.text == "7" })
        #expect(scan.literals.contains { $0.text == "15" })
        #expect(!scan.rewritten(file: 0).contains("fallback: 7)"))
    }

    @Test("play runs it: #line inside and after the moved member, and an error in it, read as the user's lines")
    func played() async throws {
        try await sharedPlayBuildsReady()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Drawer.swift", Self.drawer)
        let run = try runAnimview(["play", file, "--headless", "--at", "0", "--out", scratch.path("frame.png")])
        #expect(run.standardOutput.contains("inside 7 7"), "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("asks false 20.0"))
        #expect(run.standardOutput.contains("after 15 15"))
        #expect(!(run.standardOutput + run.standardError).contains("did not compile"), "\(run.standardOutput)")
        let broken = try scratch.write("Broken.swift", Self.drawer.replacingOccurrences(of: "return isOpen", with: "return isShut"))
        let refused = try runAnimview(["play", broken, "--headless", "--at", "0", "--out", scratch.path("broken.png")])
        #expect(refused.standardError.contains("\(broken):8:16: error: cannot find 'isShut' in scope"), "\(refused.standardError)")
    }

    @Test("a negative number is one literal: a lookup in its place types as the number did (`y > 0 ? -1 : 1`)")
    func negativeLiterals() async throws {
        try await sharedPlayBuildsReady()
        let source = "let y = 2.5\nlet step = y > 0 ? -1 : 1\nlet scale = -0.5\nlet gap = 3 - 1\nprint(step, scale, gap)\n"
        let scan = try LiteralScan(source, isMain: true)
        #expect(scan.literals.map(\.text) == ["2.5", "0", "-1", "1", "-0.5", "3", "1"])
        #expect(scan.rewritten(file: 0).contains("? __designTimeInteger(\"0:2\", fallback: -1) :"))
        // The fast path reads an edit to a sign as the parser does; after an operator's characters it leaves it to the parser.
        let flipped = source.replacingOccurrences(of: "-0.5", with: "0.5")
        #expect(scan.edited(to: flipped) == (try LiteralScan(flipped, isMain: true)))
        let glued = "let x=5\n"
        #expect(try LiteralScan(glued, isMain: true).edited(to: "let x=-5\n") == nil)

        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Step.swift", source)
        let run = try runAnimview(["play", file, "--headless", "--at", "0", "--out", scratch.path("frame.png")])
        #expect(run.standardOutput.contains("-1 -0.5 2"), "\(run.standardOutput)\(run.standardError)")
        #expect(!(run.standardOutput + run.standardError).contains("did not compile"), "\(run.standardOutput)")
    }

    @Test("a literal in a public function's default argument is a design-time value too, as library code writes its timings")
    func publicDefaults() async throws {
        try await sharedPlayBuildsReady()
        // 14 of the 40 corpus sources lost every design-time value to one default like these (compiled into the callers,
        // where an SPI cannot be named).
        let source = """
            import UIKit
            open class Toaster {
                public init() {}
                open func show(duration: TimeInterval = 0.3, animated: Bool = true, count: Int = 2) -> String {
                    "\\(duration) \\(animated) \\(count)"
                }
            }
            print(Toaster().show())

            """
        let scan = try LiteralScan(source, isMain: true)
        #expect(scan.literals.map(\.text) == ["0.3", "true", "2"])
        #expect(scan.rewritten(file: 0).contains("duration: TimeInterval = __designTimeFloat("))
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Toaster.swift", source)
        let run = try runAnimview(["play", file, "--headless", "--at", "0", "--out", scratch.path("frame.png")])
        #expect(run.standardOutput.contains("0.3 true 2"), "\(run.standardOutput)\(run.standardError)")
        #expect(!(run.standardOutput + run.standardError).contains("did not compile"), "\(run.standardOutput)")
    }
}
