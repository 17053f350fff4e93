import AnimKit
import AnimKitSDL
import AnimviewBenchmarks
import ArgumentParser
import CBenchmarkSupport
import Foundation

extension AnimView.Bench {
    struct Seek: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Seek to random times in every gallery scene and in a stress scene, as dragging the playhead does.",
            discussion: """
                Each scene's length is measured first (60 s at most); the seeks land at times drawn \
                from a fixed seed over that length, backwards as well as forwards. Prints the median \
                and the 95th percentile of the seek alone.
                """)

        @Option(help: "How many seeks per scene.")
        var seeks = 200

        @Option(help: "Views in the stress scene.")
        var stressViews = 10_000

        func validate() throws {
            guard (1...100_000).contains(seeks) else { throw ValidationError("--seeks must be between 1 and 100000.") }
            guard (1...100_000).contains(stressViews) else { throw ValidationError("--stress-views must be between 1 and 100000.") }
        }

        func run() throws {
            _ = benchmark_pin_to_current_cpu()
            try MainActor.assumeIsolated {
                try OffscreenHost.prepareText()
                let benchmark = SeekBenchmark(seeks: seeks)
                for scene in DemoGallery.benchmarkScenes { try StandardOutput.line(benchmark.run(scene)) }
                try StandardOutput.line(benchmark.run(SeekBenchmark.stressScene(count: stressViews)))
            }
        }
    }
}
