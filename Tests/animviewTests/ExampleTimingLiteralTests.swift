import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import animview

/// Every timing number written at a call site in `Examples/` and in the gallery is a literal `play`'s window can drag — a design-time value
/// keyed at its call — and is written back in its own characters.
@Suite("play: every timing literal of the examples and the gallery is draggable and written back")
struct ExampleTimingLiteralTests {
    @Test(
        "each timing argument written as a number has a design-time key, and writing it changes that number alone",
        arguments: [("Examples", 36), ("Sources/animview/Demos", 58)])
    func everyTimingLiteral(folder: String, atLeast: Int) throws {
        var numbers = 0, draggable = 0
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for (url, isMain) in TimingLiterals.files(in: root.appendingPathComponent(folder)) {
            let text = try String(contentsOf: url, encoding: .utf8)
            let scan = try LiteralScan(text, isMain: isMain)
            for argument in TimingLiterals.numbers(in: TunableCalls.make(files: [url], scans: [scan])) {
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
        // The examples give 36 timing numbers as literals today, the gallery 58 (counts that only grow with them); the
        // benchmark counts them the same way.
        #expect(numbers >= atLeast, "\(numbers)")
        #expect(draggable == numbers, "\(draggable)/\(numbers)")
        let reader = try #require(
            try PlayReader.prepare(cache: PlayProject.cache(environment: ProcessInfo.processInfo.environment), animviewRoot: root))
        let counted = try TimingLiterals.count(in: root.appendingPathComponent(folder), reader: reader)
        #expect(counted.numbers == numbers && counted.draggable == draggable)
    }
}
