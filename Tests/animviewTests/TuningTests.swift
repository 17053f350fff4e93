import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// A drag in play's window written back: which literal each timing argument of a call is, at the site the build
/// reports for the call, and the file rewritten in that literal's characters only.
@Suite("play: timing tuned in the window, written into the code")
struct TuningTests {
    static let card = """
        import UIKit
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let pace = 0.5
        let a = 1; UIView.animate(withDuration: 0.6, delay: 0.25, options: [.curveLinear]) { card.center.x = 200 }
        UIView.animate(withDuration: pace * 2) { card.alpha = 0 }
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { card.center.y = 90 }

        """

    /// The 1-based UTF-8 column at which `needle` starts on line `line` (1-based) of `text`.
    static func column(of needle: String, line: Int, in text: String) throws -> Int {
        let lines = text.components(separatedBy: "\n")
        let range = try #require(lines[line - 1].range(of: needle))
        return lines[line - 1].utf8.distance(
            from: lines[line - 1].utf8.startIndex, to: range.lowerBound.samePosition(in: lines[line - 1].utf8)!)
            + 1
    }

    @Test("each call's labelled arguments, keyed to their literals; the site's column is the parenthesis's in the text compiled")
    func callsOfABuild() throws {
        let scan = try LiteralScan(Self.card, isMain: true)
        let calls = TunableCalls.make(files: [URL(fileURLWithPath: "/work/Card.swift")], scans: [scan])
        let compiled = scan.rewritten(file: 0)

        // Line 4: a literal before the call on its line moves the parenthesis right in the text compiled.
        let animate = try #require(calls.first { $0.site.line == 4 && $0.arguments.first?.label == "withDuration" })
        let column = try Self.column(of: "(withDuration", line: 4, in: compiled)
        #expect(animate.site == CallSite(file: "/work/Card.swift", line: 4, column: column))
        #expect(column > (try Self.column(of: "(withDuration", line: 4, in: Self.card)))
        // Each literal's key by its text and line.
        let key = { (text: String, line: Int) -> String? in
            scan.literals.indices.first { index in
                let literal = scan.literals[index]
                return literal.text == text && Self.card.utf8.prefix(literal.range.lowerBound).filter { $0 == 10 }.count + 1 == line
            }.map { "0:\($0)" }
        }
        #expect(
            animate.arguments == [
                .init(label: "withDuration", key: key("0.6", 4), text: "0.6", value: .float(0.6)),
                .init(label: "delay", key: key("0.25", 4), text: "0.25", value: .float(0.25)),
                .init(label: "options", key: nil, text: "[.curveLinear]", value: nil),
            ])
        #expect(animate.argument(for: .duration)?.key != nil && animate.argument(for: .delay)?.key != nil)
        // Line 5: a duration computed, not a literal.
        let computed = try #require(calls.first { $0.site.line == 5 })
        #expect(computed.site.column == (try Self.column(of: "(withDuration", line: 5, in: compiled)))
        #expect(computed.argument(for: .duration) == .init(label: "withDuration", key: nil, text: "pace * 2", value: nil))
        #expect(computed.argument(for: .delay) == nil)
        // Line 6: an animator's initializer; `duration: 1` an integer literal.
        let animator = try #require(calls.first { $0.site.line == 6 && $0.arguments.first?.label == "duration" })
        #expect(animator.argument(for: .duration) == .init(label: "duration", key: key("1", 6), text: "1", value: .integer(1)))
        #expect(key("1", 6) != nil && key("1", 6) != key("1", 4))
    }

    @Test("a literal edit moves what follows it: the arguments after it, and the one holding it grows")
    func editedScan() throws {
        let scan = try LiteralScan(Self.card, isMain: true)
        let edited = try #require(scan.edited(to: Self.card.replacingOccurrences(of: "0.6", with: "0.45")))
        #expect(edited.arguments == (try LiteralScan(Self.card.replacingOccurrences(of: "0.6", with: "0.45"), isMain: true)).arguments)
    }

    /// `card` in a scratch folder with `permissions`, as play read it, and the key of its `0.6`.
    static func cardOnDisk(permissions: Int) throws -> (scratch: ScratchFolder, url: URL, scan: LiteralScan, key: String) {
        let scratch = try ScratchFolder()
        let url = URL(fileURLWithPath: try scratch.write("Card.swift", card))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
        let scan = try LiteralScan(card, isMain: true)
        return (scratch, url, scan, "0:\(try #require(scan.literals.firstIndex { $0.text == "0.6" }))")
    }

    @Test("a tuned duration is written in its literal's characters: every other byte and the permissions as they were")
    func writesTheLiteral() throws {
        let card = try Self.cardOnDisk(permissions: 0o640)
        defer { card.scratch.remove() }
        let outcome = try LiteralWriteBack.write(
            TunedLiteral(key: card.key, value: .float(0.45)), files: [card.url], scans: [card.scan], compiled: [card.scan])
        #expect(outcome == .init(written: true, sentence: "wrote 0.45 at Card.swift:4 (was 0.6)"))
        #expect(try String(contentsOf: card.url, encoding: .utf8) == Self.card.replacingOccurrences(of: "0.6", with: "0.45"))
        #expect((try FileManager.default.attributesOfItem(atPath: card.url.path)[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(card.scratch.names() == ["Card.swift"])
    }

    @Test("a file changed since the window's build is not written; the value is said")
    func changedSince() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let url = URL(fileURLWithPath: try scratch.write("Card.swift", Self.card))
        let scan = try LiteralScan(Self.card, isMain: true)
        _ = try scratch.write("Card.swift", Self.card + "// more\n")
        let outcome = try LiteralWriteBack.write(
            TunedLiteral(key: "0:5", value: .float(1.2)), files: [url], scans: [scan], compiled: [scan])
        #expect(outcome == .init(written: false, sentence: "Card.swift changed since the window's build; 1.2 was not written"))
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.card + "// more\n")
        let unknown = try LiteralWriteBack.write(TunedLiteral(key: "3:0", value: .float(1)), files: [url], scans: [scan], compiled: [scan])
        #expect(!unknown.written)
    }

    @Test("a read-only file is left alone, whoever runs play: the value stays in the window and that is said")
    func readOnly() throws {
        let card = try Self.cardOnDisk(permissions: 0o444)
        defer { card.scratch.remove() }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: card.url.path) }
        let outcome = try LiteralWriteBack.write(
            TunedLiteral(key: card.key, value: .float(0.8)), files: [card.url], scans: [card.scan], compiled: [card.scan])
        #expect(outcome == .init(written: false, sentence: "Card.swift is read-only: 0.8 stays in the window, not in the file"))
        #expect(try String(contentsOf: card.url, encoding: .utf8) == Self.card)
        #expect(card.scratch.names() == ["Card.swift"])
    }

    @Test("the text of a tuned value: to the hundredth, a float keeps a decimal, a whole number of an integer literal stays one")
    func literalText() {
        let integer = LiteralScan.Literal(range: 0..<1, text: "1", value: .integer(1))
        let float = LiteralScan.Literal(range: 0..<3, text: "0.6", value: .float(0.6))
        #expect(LiteralWriteBack.text(for: .float(0.45), replacing: float) == "0.45")
        #expect(LiteralWriteBack.text(for: .float(1), replacing: float) == "1.0")
        #expect(LiteralWriteBack.text(for: .float(0.5), replacing: float) == "0.5")
        #expect(LiteralWriteBack.text(for: .float(2), replacing: integer) == "2")
        #expect(LiteralWriteBack.text(for: .float(1.25), replacing: integer) == "1.25")
        #expect(LiteralWriteBack.text(for: .float(0.456), replacing: float) == "0.46")
    }
}
