import AnimKitSDL
import Foundation
import PlayWire

/// The timing numbers written at call sites in the Swift files of a folder — durations, delays, keyframes' starts and
/// lengths, springs, curves' control points — and how many of them `play`'s window can drag: those `play` compiles as
/// design-time literals, keyed at their call.
enum TimingLiterals {
    /// The labels of the arguments the window's handles change.
    static let labels: Set<String> = [
        "withDuration", "duration", "springDuration", "relativeDuration", "delay", "afterDelay", "withRelativeStartTime",
        "usingSpringWithDamping",
        "dampingRatio", "bounce", "perceptualDuration", "mass", "stiffness", "damping", "controlPoints",
    ]

    /// The timing arguments of `calls` written as numbers: labelled ones, and a curve's control points
    /// (`CGPoint(x:y:)`'s parts, the three numbers after `controlPoints:`).
    static func numbers(in calls: [TunableCall]) -> [TunableCall.Argument] {
        let arguments: [TunableCall.Argument] = calls.flatMap { call -> [TunableCall.Argument] in
            let curve = call.arguments.contains { $0.label == "controlPoints" }
            let timing: [TunableCall.Argument] = call.arguments.filter { labels.contains($0.label) || (curve && $0.label.hasPrefix("_")) }
            let points: [TunableCall.Argument] = call.arguments.filter { $0.label.hasPrefix("controlPoint") }.flatMap(\.parts)
            return timing + points
        }
        return arguments.filter { Double($0.text.replacingOccurrences(of: "_", with: "")) != nil }
    }

    /// The Swift files under `folder`, in order, each with whether it is a program's `main.swift`.
    static func files(in folder: URL) -> [(url: URL, isMain: Bool)] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.map { ($0, $0.lastPathComponent == "main.swift") }
    }

    /// How many timing numbers the files under `folder` write, and how many the window can drag, read by `reader`.
    static func count(in folder: URL, reader: PlayReader) throws -> (draggable: Int, numbers: Int) {
        var draggable = 0, numbers = 0
        for (url, isMain) in files(in: folder) {
            let text = try PlayProject.source(of: url)
            let scan = LiteralScan(text, found: try reader.read(url, isMain: isMain))
            let found = self.numbers(in: TunableCalls.make(files: [url], scans: [scan]))
            numbers += found.count
            draggable += found.filter { $0.key != nil && $0.number != nil }.count
        }
        return (draggable, numbers)
    }
}
