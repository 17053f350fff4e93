import AnimKit
import Foundation

/// Writes one ``FrameSample`` per frame as a JSON line: the time, the input handled, every live animator, and the scene's presentation values.
///
/// Only the scene is traced — the previewer's overlays never appear — so a trace
/// shows exactly what the animations did, frame by frame.
@MainActor
final class TraceWriter {
    private let file: LogFile

    init(file: OutputFile) throws(OutputError) {
        self.file = try file.openForAppending()
    }

    /// Appends the frame's line; a full disk throws, with the lines before it whole.
    func write(frame: Int, time: TimeInterval, engine: AnimationEngine?, scene: View?, events: [String]) throws(OutputError) {
        let sample = FrameSample(frame: frame, time: time, engine: engine, root: scene, events: events)
        try file.append(sample.jsonLine + "\n")
    }
}
