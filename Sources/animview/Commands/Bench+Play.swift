import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView.Bench {
    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Edit a scene in play's window by literals and by lines, timing each save to the first frame that shows it.",
            discussion: """
                Writes a scene to a folder of its own, opens it with `animview play` (on a display: run it under \
                xvfb-run -a where there is none), then saves it again and again: --edits literal edits (a place, \
                a colour, a duration), --edits edits that add a line, then more until --reloads reloads in all. Each \
                is timed from the file's modification to the first frame drawn with the new code, read from what \
                the frame showed; each save comes 0.1 s after the last one was shown, as a person's saves are apart. Prints each step's median and ends with one line a script reads: \
                play literal_median_ms=… literal_p95_ms=… body_median_ms=… body_p95_ms=… first_build_s=… rss_growth_mb=…
                """)

        @Option(help: "Literal edits, and as many body edits, that are timed.")
        var edits = 20

        @Option(help: "Reloads in all, for the previewer's memory growth.")
        var reloads = 200

        func validate() throws {
            guard (1...1000).contains(edits) else { throw ValidationError("--edits must be between 1 and 1000.") }
            guard (1...10_000).contains(reloads) else { throw ValidationError("--reloads must be between 1 and 10000.") }
        }

        func run() throws {
            try LongJob.run {
                do {
                    try MainActor.assumeIsolated { try OpenWindowDeadline.connect() }
                    try PlayBenchmark().run(edits: edits, reloads: reloads)
                } catch let error as PlayError {
                    throw failure(error.description, code: error.code)
                }
            }
        }
    }
}
