import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import animview

/// Every timing number written at a call site in `Examples/` is a literal `play`'s window can drag — a design-time value
/// keyed at its call — and is written back in its own characters.
@Suite("play: every timing literal of the examples is draggable and written back")
struct ExampleTimingLiteralTests {
    /// The labels of the arguments the window's handles change.
    static let timingLabels: Set<String> = [
        "withDuration", "duration", "springDuration", "relativeDuration", "delay", "withRelativeStartTime", "usingSpringWithDamping",
        "dampingRatio", "bounce", "perceptualDuration", "mass", "stiffness", "damping", "controlPoints",
    ]

    /// The Swift files of `Examples/`, each with whether it is a program's `main.swift`.
    static func exampleFiles() throws -> [(url: URL, isMain: Bool)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples")
        let found = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.map { ($0, $0.lastPathComponent == "main.swift") }
    }

    @Test("each timing argument written as a number has a design-time key, and writing it changes that number alone")
    func everyTimingLiteral() throws {
        var numbers = 0, draggable = 0
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (url, isMain) in try Self.exampleFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            let scan = try LiteralScan(text, isMain: isMain)
            let calls = TunableCalls.make(files: [url], scans: [scan])
            // The labelled timing arguments; a curve's control points (`CGPoint(x:y:)`'s parts, `controlPoints:`'s three more).
            let arguments = calls.flatMap { call in
                let curve = call.arguments.contains { $0.label == "controlPoints" }
                return call.arguments.filter { Self.timingLabels.contains($0.label) || (curve && $0.label.hasPrefix("_")) }
                    + call.arguments.filter { $0.label.hasPrefix("controlPoint") }.flatMap(\.parts)
            }
            for argument in arguments where Double(argument.text.replacingOccurrences(of: "_", with: "")) != nil {
                numbers += 1
                guard let key = argument.key, let value = argument.number else {
                    Issue.record("\(url.lastPathComponent): \(argument.label): \(argument.text) is not draggable")
                    continue
                }
                draggable += 1
                // Written into a copy: only the number changes.
                let copy = URL(fileURLWithPath: try scratch.write(url.lastPathComponent, text))
                let outcome = try LiteralWriteBack.write(
                    TunedLiteral(key: key, value: .float(value + 0.25)), files: [copy], scans: [scan], compiled: [scan])
                #expect(outcome.written, "\(url.lastPathComponent): \(outcome.sentence)")
                let written = try String(contentsOf: copy, encoding: .utf8)
                #expect(TuneBenchmark.tokens(written) == TuneBenchmark.tokens(text) && written != text, "\(url.lastPathComponent)")
            }
        }
        // The examples give 36 timing numbers as literals today (a count that only grows with them).
        #expect(numbers >= 36, "\(numbers)")
        #expect(draggable == numbers, "\(draggable)/\(numbers)")
    }
}
