import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import PlayWire
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
        #expect(animate.site == SourceSite(file: "/work/Card.swift", line: 4, column: column))
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

    static let curves = """
        import UIKit
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let a = 1; let slide = UIViewPropertyAnimator(duration: 0.6, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: .init(x: 0.8, y: 1))
        let fade = CAMediaTimingFunction(controlPoints: 0.36, 0, 0.66, -0.56)

        """

    @Test(
        "a control point written as a call keeps that call's literals and site; unlabelled arguments are _1, _2…; a minus is the literal's")
    func curveArguments() throws {
        let scan = try LiteralScan(Self.curves, isMain: true)
        let calls = TunableCalls.make(files: [URL(fileURLWithPath: "/work/Card.swift")], scans: [scan])
        let compiled = scan.rewritten(file: 0)
        let slide = try #require(calls.first { $0.arguments.first?.label == "duration" })
        let points = slide.arguments.filter { $0.label.hasPrefix("controlPoint") }
        #expect(points.map { $0.parts.map(\.label) } == [["x", "y"], ["x", "y"]])
        #expect(
            points.map { $0.parts.compactMap(\.number) } == [[0.2, 0], [0.8, 1]]
                && points.allSatisfy { $0.parts.allSatisfy { $0.key != nil } })
        // Each point's site: its own parenthesis, in the text compiled (the literals before it on the line are lookups).
        #expect(
            points[0].partsSite == SourceSite(file: "/work/Card.swift", line: 3, column: try Self.column(of: "(x: ", line: 3, in: compiled))
        )
        #expect(points[1].partsSite?.column == (try Self.column(of: "init(", line: 3, in: compiled)) + 4)
        let fade = try #require(calls.first { $0.arguments.first?.label == "controlPoints" })
        #expect(fade.arguments.map(\.label) == ["controlPoints", "_1", "_2", "_3"])
        #expect(fade.arguments.map(\.number) == [0.36, 0, 0.66, -0.56])

        // Written back: the minus goes with the number it belonged to, nothing else moves.
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let url = URL(fileURLWithPath: try scratch.write("Card.swift", Self.curves))
        let key = try #require(fade.arguments[3].key)
        let outcome = try LiteralWriteBack.write(TunedLiteral(key: key, value: .float(0.2)), files: [url], scans: [scan], compiled: [scan])
        #expect(outcome.written, "\(outcome)")
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.curves.replacingOccurrences(of: "0.66, -0.56)", with: "0.66, 0.2)"))
        // An integer literal given a fraction (the `0` of a CGFloat): the scan as written keeps the literal the design-time
        // value it was compiled as — the same skeleton, so the save that follows is one of literals, and no build.
        let written = try #require(outcome.scan)
        let zero = try #require(fade.arguments[1].key)
        let second = try LiteralWriteBack.write(
            TunedLiteral(key: zero, value: .float(0.25)), files: [url], scans: [written], compiled: [scan])
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == Self.curves.replacingOccurrences(of: "0.36, 0, 0.66, -0.56)", with: "0.36, 0.25, 0.66, 0.2)"))
        #expect(second.scan?.source == text && second.scan?.skeleton == scan.skeleton)
        #expect(second.scan.map { $0.changes(since: scan, file: 0).map(\.value) } == [.float(0.25), .float(0.2)])
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
        #expect(outcome.written && outcome.sentence == "wrote 0.45 at Card.swift:4 (was 0.6)")
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
