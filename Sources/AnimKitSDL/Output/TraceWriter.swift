import AnimKit
import Foundation

/// Writes one ``FrameSample`` per frame as a JSON line: the time, the input handled, every live animator, and the scene's presentation values.
///
/// Only the scene is traced — the previewer's overlays never appear — so a trace
/// shows exactly what the animations did, frame by frame.
@MainActor
final class TraceWriter {
    private let handle: FileHandle

    init(file: OutputFile) throws(OutputError) {
        handle = try file.openForAppending()
    }

    func write(frame: Int, time: TimeInterval, engine: AnimationEngine, scene: View?, events: [String]) {
        let sample = FrameSample(frame: frame, time: time, engine: engine, root: scene, events: events)
        handle.write(Data((sample.jsonLine + "\n").utf8))
    }
}
