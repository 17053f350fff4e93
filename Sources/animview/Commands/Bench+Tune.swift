import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView.Bench {
    struct Tune: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Drag every handle of a pasted screen in play's window, timing each step to its frame; check what is written.",
            discussion: """
                Writes a view controller (or a copy of --file: yours is never written; or --scene NAME, a gallery scene \
                from this checkout's sources, each in turn with all) to a folder of its own and opens it with \
                `animview play` (on a display: run it under xvfb-run -a where there is none). The window then drags, by itself and through its own event path, \
                a bar's end and start, a keyframe's start and end, a curve's control point and a spring, --steps steps each, a step \
                a frame, and times each step from its event to the frame drawn with the new value. Then: every literal \
                the window tuned must have been written, the file must differ from the original in numbers alone, and \
                the file as written, built from scratch and played headless, must show at five times what the tuned \
                window showed. Ends with one line a script reads (over every scene with all): \
                tune drag_p95_ms=… writes=W/W literal_only=yes|no rebuilt_equal=K/N
                """)

        @Option(help: "Steps of each drag.")
        var steps = 100

        @Option(help: "A Swift file to tune in place of the built-in screen: a copy is tuned, the file itself is never written.")
        var file: String?

        @Option(help: "A gallery scene to tune in place of the built-in screen (its sources from this checkout, copied), or all.")
        var scene: String?

        func validate() throws {
            guard (4...1000).contains(steps) else { throw ValidationError("--steps must be between 4 and 1000.") }
            if let file, !file.hasSuffix(".swift") { throw ValidationError("--file takes a .swift file, not \(file).") }
            if file != nil, scene != nil { throw ValidationError("--file and --scene choose the screen: give one.") }
            let names = MainActor.assumeIsolated { GalleryTuneScreen.names }
            if let scene, scene != "all", !names.contains(scene) {
                throw ValidationError("no gallery scene is called \(scene); the scenes: \(names.joined(separator: ", ")), or all.")
            }
        }

        func run() throws {
            try LongJob.run {
                do {
                    try MainActor.assumeIsolated { try OpenWindowDeadline.connect() }
                    try MainActor.assumeIsolated { try tune() }
                } catch let error as PlayError {
                    throw failure(error.description, code: error.code)
                }
            }
        }

        /// Tunes the screen asked for — or each gallery scene in turn, a line each, then one line for them all.
        @MainActor
        private func tune() throws {
            try TuneBenchmark.prepare()
            guard let scene else {
                let sources = try file.map { file in
                    let url = URL(fileURLWithPath: file)
                    return [(url.lastPathComponent, try PlayProject.source(of: url))]
                }
                let outcome = try (sources.map(TuneBenchmark.init(sources:)) ?? TuneBenchmark()).run(steps: steps)
                try TuneBenchmark.sayEachKind(of: outcome)
                for difference in outcome.differences { try say("rebuilt: " + difference) }
                return try say(outcome.line)
            }
            let root = try PlayProject.animviewRoot(environment: ProcessInfo.processInfo.environment)
            var all = TuneBenchmark.Outcome()
            for name in scene == "all" ? GalleryTuneScreen.names : [scene] {
                let outcome = try TuneBenchmark(sources: try GalleryTuneScreen.sources(of: name, root: root)).run(steps: steps)
                let kinds = TuningDriver.Kind.allCases.filter { outcome.steps[$0.rawValue]?.isEmpty == false }.map(\.rawValue)
                try say(
                    "\(name): " + outcome.line.dropFirst("tune ".count)
                        + " (\(kinds.isEmpty ? "no handle" : kinds.joined(separator: ", ")))")
                for kind in kinds { try say("  " + PlayBenchmark.summary("\(kind) drag steps", outcome.steps[kind] ?? [])) }
                // A handle the scene has but whose value the window cannot tune, and why (a computed duration, say).
                for (kind, why) in outcome.missing.sorted(by: { $0.key < $1.key }) where !why.hasPrefix("the scene has no") {
                    try say("  \(kind): \(why)")
                }
                for difference in outcome.differences { try say("  rebuilt: " + difference) }
                all = all.adding(outcome)
            }
            try say(all.line)
        }
    }
}
