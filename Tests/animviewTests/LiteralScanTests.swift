import AnimKitSDL
import Foundation
import PlayWire
import Synchronization
import Testing

@testable import animview

extension LiteralScan {
    /// `source` as `play` reads it: through the reader built against the toolchain's SwiftParser (once, in the cache).
    init(_ source: String, isMain: Bool, named name: String? = nil, path: String? = nil, others: [URL] = []) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("literal-scan-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let found = try Self.reader.withLock { reader in
            if reader == nil {
                let environment = ProcessInfo.processInfo.environment
                reader = try PlayReader.prepare(
                    cache: PlayProject.cache(environment: environment), animviewRoot: try PlayProject.animviewRoot(environment: environment)
                )
            }
            return try #require(reader).read(file, isMain: isMain, named: name, path: path, others: others)
        }
        self.init(source, found: found)
    }

    /// The tests' reader, prepared once and kept running between reads as `play` keeps it between saves: a reader
    /// prepared a scan (the toolchain asked where its SwiftParser is, a server started and stopped) took most of the
    /// scan's time, and the suite makes hundreds.
    private static let reader = Mutex<PlayReader?>(nil)
}

extension String {
    /// A program's text as `play` compiles it without the function appended after its last line that takes its globals
    /// before it runs again (``PortMeaningTests/takenGlobals()``).
    var withoutTakenGlobals: String {
        guard let range = range(of: "final class __AnimviewTakenGlobals") else { return self }
        var text = String(self[..<range.lowerBound])
        // The blank lines that keep it out of the compiler's excerpts go with it.
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }
}

/// `play`'s literal edits: which literals become design-time lookups, how they are keyed, and when two versions of a
/// file differ in literal values only.
@Suite("play: literals as design-time values")
struct LiteralScanTests {
    @Test("reading in a process that does not adopt orphans (a test's) leaves that process's other children alone")
    func readerLeavesSiblingsAlone() throws {
        let sibling = Process()
        sibling.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sibling.arguments = ["30"]
        try sibling.run()
        defer { sibling.terminate() }
        _ = try LiteralScan("let a = 1\n", isMain: true)
        // play's sweep of what its programs left would have stopped every process below this one, a display among them.
        #expect(sibling.isRunning)
    }

    @Test("integers (decimal, hex, with underscores), floats, strings and Booleans are taken, in order, keyed file:index")
    func kinds() throws {
        let scan = try LiteralScan("let a = 12\nlet b = 0.5\nlet s = \"hi\"\nlet t = true\nlet h = 0x1F\nlet u = 1_000\n", isMain: true)
        #expect(scan.literals.map(\.value) == [.integer(12), .float(0.5), .string("hi"), .boolean(true), .integer(31), .integer(1000)])
        #expect(
            scan.rewritten(file: 2).withoutTakenGlobals == """
                let a = __designTimeInteger("2:0", fallback: 12)
                let b = __designTimeFloat("2:1", fallback: 0.5)
                let s = __designTimeString("2:2", fallback: "hi")
                let t = __designTimeBoolean("2:3", fallback: true)
                let h = __designTimeInteger("2:4", fallback: 0x1F)
                let u = __designTimeInteger("2:5", fallback: 1_000)

                """)
    }

    @Test("a file of 20 000 literals is rewritten in one pass: every lookup keyed in order, the text between them kept")
    func manyLiterals() throws {
        let count = 20_000
        let source = (0..<count).map { "let v\($0) = \($0)\n" }.joined()
        let scan = try LiteralScan(source, isMain: true)
        #expect(scan.literals.count == count)
        let expected = (0..<count).map { "let v\($0) = __designTimeInteger(\"0:\($0)\", fallback: \($0))\n" }.joined()
        #expect(scan.rewritten(file: 0).withoutTakenGlobals == expected)
        #expect(scan.skeleton == (0..<count).map { "let v\($0) = \u{1}__designTimeInteger\u{1}\n" }.joined())
    }

    @Test("literals the compiler needs, or that run once per process, stay as written")
    func leftAlone() throws {
        let source = """
            enum Kind: Int { case a = 1 }
            @available(iOS 15, *) func f() {}
            #if swift(>=5.9)
            let inside = 7
            #endif
            let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            switch 3 { case 4: break; default: break }
            let path = \\[Int].[0]
            struct S { static let shared = 9; let each = 10 }
            let text = "a\\(inside)b"
            let escaped = "a\\nb"
            let raw = #"r"#
            let pair = (1, 2).0

            """
        let scan = try LiteralScan(source, isMain: true)
        // Taken: 7 (in the #if's body), 3 (the switch's subject), each = 10, and the pair's 1 and 2.
        #expect(scan.literals.map(\.value) == [.integer(7), .integer(3), .integer(10), .integer(1), .integer(2)])
        // A global of a file other than the first is initialised lazily, once: left as written.
        #expect(try LiteralScan("let g = 3\nfunc h() -> Int { 4 }\n", isMain: false).literals.map(\.value) == [.integer(4)])
    }

    @Test("a #Preview's body is the program's own code: its literals are taken, its name is not")
    func previewBodies() throws {
        let source = """
            import UIKit
            #Preview("Card") {
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
                UIView.animate(withDuration: 0.6) { card.alpha = 0.5 }
                return card
            }

            """
        let scan = try LiteralScan(source, isMain: true)
        #expect(scan.literals.map(\.text) == ["0", "0", "120", "80", "0.6", "0.5"])
        // The head the reader turns into a function's, with the literals inside it as lookups: no edit overlaps another.
        let rewritten = scan.rewritten(file: 0)
        #expect(rewritten.contains("@MainActor func __animviewPreview_"))
        #expect(rewritten.contains("withDuration: __designTimeFloat(\"0:4\", fallback: 0.6)"))
    }

    @Test("an edit of literal values keeps the skeleton and lists what changed; a literal's kind or any other token changes it")
    func skeletons() throws {
        let compiled = try LiteralScan("let a = 12\nlet b = \"x\"\nlet c = 0.5\n", isMain: true)
        let edited = try LiteralScan("let a = 13\nlet b = \"x\"\nlet c = 0.75\n", isMain: true)
        #expect(edited.skeleton == compiled.skeleton)
        #expect(
            edited.changes(since: compiled, file: 0)
                == [DesignTimeValue(key: "0:0", value: .integer(13)), DesignTimeValue(key: "0:2", value: .float(0.75))])
        #expect(try LiteralScan("let a = 12.5\nlet b = \"x\"\nlet c = 0.5\n", isMain: true).skeleton != compiled.skeleton)
        #expect(try LiteralScan("let a = 12\nlet b = \"x\"\nlet c = 0.5\nlet d = a\n", isMain: true).skeleton != compiled.skeleton)
        // A minus sign is part of its literal: `-0.5` is a new value, not a new token.
        let negative = try LiteralScan("let a = 12\nlet b = \"x\"\nlet c = -0.5\n", isMain: true)
        #expect(negative.skeleton == compiled.skeleton)
        #expect(negative.changes(since: compiled, file: 0) == [DesignTimeValue(key: "0:2", value: .float(-0.5))])
    }

    @Test("the rewrite keeps every line where it was")
    func lines() throws {
        let source = "let frame = CGRect(x: 10, y: 20,\n    width: 30, height: 40)\nlet label = \"hello\"\n"
        let rewritten = try LiteralScan(source, isMain: true).rewritten(file: 0).withoutTakenGlobals
        #expect(
            rewritten.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(rewritten.split(separator: "\n")[2].hasPrefix("let label = __designTimeString"))
    }
}

extension LiteralScanTests {
    static let screen = """
        let avatar = UIView(frame: CGRect(x: 10, y: 20, width: 96, height: 96))
        avatar.backgroundColor = UIColor(red: 0.35, green: 0.55, blue: 0.95, alpha: 1)
        avatar.isHidden = false
        label.text = "Taylor"
        UIView.animate(withDuration: 0.8, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: []) {
            avatar.center.x = 0x10 + 1_000
        }

        """

    @Test("an edit inside one literal is read without the parser exactly as the parser reads it; any other edit is left to the parser")
    func editsAgreeWithTheParser() throws {
        let scan = try LiteralScan(Self.screen, isMain: true)
        let variants: [String: [String]] = [
            "integer": ["7", "123", "1_000", "0x1F", "12.5", "-3", "", "7 + 1", "08", "0b101"],
            "float": ["0.25", "1e3", "2", "1.", ".5", "0.5_5", "1.5e-2", "nan"],
            "string": ["\"Hi\"", "\"a\\nb\"", "\"\"", "\"x\" + \"y\"", "\"q\"\""],
            "boolean": ["true", "false", "nil"],
        ]
        var taken = 0, refused = 0
        for literal in scan.literals {
            let kind =
                switch literal.value {
                case .integer: "integer"
                case .float: "float"
                case .string: "string"
                case .boolean: "boolean"
                }
            for variant in variants[kind] ?? [] {
                var bytes = Array(Self.screen.utf8)
                bytes.replaceSubrange(literal.range, with: Array(variant.utf8))
                let edited = String(decoding: bytes, as: UTF8.self)
                let parsed = try LiteralScan(edited, isMain: true)
                if let fast = scan.edited(to: edited) {
                    taken += 1
                    #expect(fast == parsed, "\(literal.text) → \(variant)")
                } else {
                    refused += 1
                    // Refused: the parser finds another skeleton, or a literal the fast path would not vouch for.
                    #expect(
                        parsed.skeleton != scan.skeleton || parsed.literals.count == scan.literals.count, "\(literal.text) → \(variant)")
                }
            }
        }
        // Same-kind edits are taken (most of them), other edits refused.
        #expect(taken >= 60 && refused >= 30, "taken \(taken), refused \(refused)")
        // Edits outside literals, and across two, go to the parser.
        #expect(scan.edited(to: Self.screen.replacingOccurrences(of: "avatar.isHidden", with: "avatar.isOpaque")) == nil)
        #expect(scan.edited(to: Self.screen.replacingOccurrences(of: "0.55, blue: 0.95", with: "0.5, blue: 0.9")) == nil)
    }
}
