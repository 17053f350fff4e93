import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView.Bench {
    struct Tune: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Drag every handle of a pasted screen in play's window, timing each step to its frame; check what is written.",
            discussion: """
                Writes a view controller (or a copy of --file: yours is never written) to a folder of its own and opens it \
                with `animview play` (on a display: run it \
                under xvfb-run -a where there is none). The window then drags, by itself and through its own event path, \
                a bar's end and start, a keyframe's start and end, a curve's control point and a spring, --steps steps each, a step \
                a frame, and times each step from its event to the frame drawn with the new value. Then: every literal \
                the window tuned must have been written, the file must differ from the original in numbers alone, and \
                the file as written, built from scratch and played headless, must show at five times what the tuned \
                window showed. Ends with one line a script reads: \
                tune drag_p95_ms=… writes=W/W literal_only=yes|no rebuilt_equal=K/5
                """)

        @Option(help: "Steps of each drag.")
        var steps = 100

        @Option(help: "A Swift file to tune in place of the built-in screen: a copy is tuned, the file itself is never written.")
        var file: String?

        func validate() throws {
            guard (4...1000).contains(steps) else { throw ValidationError("--steps must be between 4 and 1000.") }
            if let file, !file.hasSuffix(".swift") { throw ValidationError("--file takes a .swift file, not \(file).") }
        }

        func run() throws {
            try LongJob.run {
                do {
                    try MainActor.assumeIsolated { try OpenWindowDeadline.connect() }
                    if let file {
                        let url = URL(fileURLWithPath: file)
                        try TuneBenchmark(source: try PlayProject.source(of: url), name: url.lastPathComponent).run(steps: steps)
                    } else {
                        try TuneBenchmark().run(steps: steps)
                    }
                } catch let error as PlayError {
                    throw failure(error.description, code: error.code)
                }
            }
        }
    }
}
