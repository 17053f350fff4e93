import AnimKit
import AnimKitSDL
import AnimviewBenchmarks
import ArgumentParser
import CBenchmarkSupport
import Foundation

extension AnimView {
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure the engine's speed and memory.",
            discussion: """
                Build with -c release for meaningful figures:
                  swift run -c release animview bench engine
                Each N runs in its own process, pinned to one CPU, so peak RSS is that N's own \
                and the caches stay warm; the time is that of the median tick.
                """,
            subcommands: [Engine.self, Render.self, Seek.self, Pacing.self, Layout.self, Scale.self, Play.self, Tune.self])
    }
}

extension AnimView.Bench {
    struct Engine: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Tick N animators of five properties each at 1/60 s, started together on one curve (or --staggered).")

        @Option(name: .customLong("count"), parsing: .upToNextOption, help: "The numbers of views to animate.")
        var counts: [Int] = [1_000, 10_000, 100_000]

        @Option(help: "How many ticks to time (in windows of 100, as the peers' repetitions).")
        var ticks = 700

        @Flag(help: "Give each animator its own duration (2–2.5 s), so that no two runs share a solve.")
        var staggered = false

        @Flag(help: "Then tick every demo scene: the cost and heap allocations of its steady ticks (no animator starting or ending).")
        var scenes = false

        @Flag(help: "Then N layers moving the same five properties by Core Animation, beside the animators in the same run.")
        var layers = false

        @Flag(help: .hidden)
        var inProcess = false

        @Flag(help: .hidden)
        var layersInProcess = false

        @Flag(help: .hidden)
        var scenesInProcess = false

        func validate() throws {
            guard counts.allSatisfy({ (1...1_000_000).contains($0) }) else {
                throw ValidationError("Each --count must be between 1 and 1000000.")
            }
            guard (1...100_000).contains(ticks) else { throw ValidationError("--ticks must be between 1 and 100000.") }
        }

        func run() throws {
            if scenesInProcess {
                try MainActor.assumeIsolated {
                    let benchmark = SceneTickBenchmark(frames: ticks)
                    for scene in DemoGallery.benchmarkScenes {
                        try StandardOutput.line(benchmark.run(scene, countAllocations: AllocationCounter.isActive))
                    }
                }
                return
            }
            if layersInProcess {
                _ = benchmark_pin_to_current_cpu()
                let line = MainActor.assumeIsolated {
                    LayerEngineBenchmark(layerCount: counts[0], ticks: ticks).run(countAllocations: AllocationCounter.isActive)
                }
                try StandardOutput.line(line)
                return
            }
            if inProcess {
                _ = benchmark_pin_to_current_cpu()
                let result = MainActor.assumeIsolated {
                    EngineBenchmark(viewCount: counts[0], ticks: ticks, staggered: staggered).run(
                        countAllocations: AllocationCounter.isActive)
                }
                try StandardOutput.line(result.line)
                return
            }
            for count in counts {
                try runChild(["--count", String(count), "--in-process"] + (staggered ? ["--staggered"] : []))
            }
            if layers {
                for count in counts { try runChild(["--count", String(count), "--layers-in-process"]) }
            }
            if scenes { try runChild(["--scenes-in-process"]) }
        }

        /// Runs one N, or the scenes, in a fresh process, so its peak RSS is its own.
        private func runChild(_ arguments: [String]) throws {
            let child = Process()
            let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            child.executableURL = executable
            child.arguments = ["bench", "engine", "--ticks", String(ticks)] + arguments
            child.environment = AllocationCounter.preloadEnvironment(beside: executable)
            try child.run()
            child.waitUntilExit()
            guard child.terminationStatus == 0 else { throw ExitCode(child.terminationStatus) }
        }
    }
}

extension AnimView.Bench {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Draw N rotated, half-transparent rectangles headless at 1280×800, square and rounded; a blurred material over them; N progress rings and N perspective cards beside cairo from C; a 10 000-row table flicked; the demo scenes."
        )

        @Option(name: .customLong("count"), parsing: .upToNextOption, help: "The numbers of rectangles to draw.")
        var counts: [Int] = [100, 1_000, 10_000]

        @Option(help: "How many frames to time (in windows of 60, as the drawing floor's repetitions).")
        var frames = 300

        @Option(
            help: ArgumentHelp(
                "A directory to write the rings and cards the cairo floor drew into (rings-N.scene, cards3d-N.scene), for scripts/bench/run_cairo_floor.sh.",
                valueName: "dir"))
        var floorScenes: String?

        func validate() throws {
            if let floorScenes {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: floorScenes, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw ValidationError("--floor-scenes must be an existing directory: \(floorScenes)")
                }
                // Scene files are written, never written over: one already there may be someone's.
                let names = counts.filter { $0 <= 10_000 }.flatMap { ["rings-\($0).scene", "cards3d-\($0).scene"] }
                if let taken = names.first(where: {
                    FileManager.default.fileExists(atPath: (floorScenes as NSString).appendingPathComponent($0))
                }) {
                    throw ValidationError("--floor-scenes: \(taken) is already in \(floorScenes); give a folder without it")
                }
            }
            guard counts.allSatisfy({ (1...100_000).contains($0) }) else {
                throw ValidationError("Each --count must be between 1 and 100000.")
            }
            guard (1...10_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 10000.") }
        }

        func run() throws {
            _ = benchmark_pin_to_current_cpu()
            try MainActor.assumeIsolated {
                // Square first, as the side-by-side script reads the first line of each N.
                let squares = try counts.map { count in try RenderBenchmark(viewCount: count, frames: frames).run() }
                for square in squares { try StandardOutput.line(square.line) }
                for (count, square) in zip(counts, squares) {
                    try StandardOutput.line(
                        RenderBenchmark(viewCount: count, frames: frames).runRounded(squareMilliseconds: square.milliseconds))
                }
                try StandardOutput.line(BlurBenchmark(frames: frames).run())
                for count in counts where count <= 10_000 {
                    let layers = LayerRenderBenchmark(
                        count: count, frames: frames, floorScenes: floorScenes.map { URL(fileURLWithPath: $0, isDirectory: true) })
                    try StandardOutput.line(layers.runRings())
                    try StandardOutput.line(layers.runCards())
                }
                try StandardOutput.line(TableBenchmark(frames: frames).run())
                for sceneType in DemoGallery.scenes {
                    let session = AnimationSession(clock: ManualClock())
                    session.begin()
                    defer { session.end() }
                    let demo = sceneType.init()
                    let size = demo.canvas.bounds.size
                    let milliseconds = try RenderBenchmark.millisecondsPerFrame(
                        root: demo.canvas, width: Int(size.width), height: Int(size.height), frames: frames)
                    try StandardOutput.line(String(format: "render scene=%@ ms_per_frame=%.2f", sceneType.name, milliseconds))
                }
                try StandardOutput.line(OverlayBenchmark(frames: frames) { try SceneSource(naming: "stress").build() }.runOnion())
                try StandardOutput.line(OverlayBenchmark(frames: frames) { try SceneSource(naming: "keyframes").build() }.runGraph())
            }
        }
    }
}

extension AnimView.Bench {
    struct Pacing: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Summarise a window's frame log: missed frames and |actual − target| percentiles.",
            discussion: """
                Record one under Xvfb, then summarise it:
                  xvfb-run -a timeout 60 animview demo spin --frame-log frames.log
                  animview bench pacing frames.log
                """)

        @Argument(help: "The frame log written by animview demo --frame-log.")
        var log: String

        func run() throws {
            guard let text = try? String(contentsOfFile: log, encoding: .utf8) else {
                throw failure("cannot read the frame log \(log)", code: ExitStatus.noInput)
            }
            do {
                try StandardOutput.line(FrameLogStatistics(log: text).line)
            } catch {
                throw failure("\(log): \(error)", code: ExitStatus.dataError)
            }
        }
    }
}

extension DemoGallery {
    /// Every demo scene, as the benchmarks play it.
    @MainActor
    static var benchmarkScenes: [BenchmarkScene] {
        scenes.map { type in
            BenchmarkScene(name: type.name) {
                let demo = type.init()
                return ScenePlayback.Built(canvas: demo.canvas) { demo.start() }
            }
        }
    }
}
