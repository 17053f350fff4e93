import AnimKitSDL
import AnimviewBenchmarks
import ArgumentParser
import Foundation

extension AnimView.Bench {
    struct Scale: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Inputs far past any real screen, each at two sizes: how the cost grows with the input.",
            discussion: """
                100 000 sibling views animated and drawn, 10 000 constraints laid out, a label of 10 MB \
                wrapped and drawn — each beside the same work at a tenth of the size, in the same run. \
                growth is the large time over the small; linear is the sizes' ratio, which growth \
                matches when the cost is linear.
                """)

        func run() throws {
            try MainActor.assumeIsolated {
                try OffscreenHost.prepareText()
                for measurement in try ScaleBenchmark.all() { try StandardOutput.line(measurement.line) }
            }
        }
    }
}
