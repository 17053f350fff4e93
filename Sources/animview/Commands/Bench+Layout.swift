import AnimviewBenchmarks
import ArgumentParser
import Foundation

extension AnimView.Bench {
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Solve a grid screen of N constraints (N/4 views) from scratch and after one constant changes, beside kiwi.",
            discussion: """
                kiwi (the C++ Cassowary behind Python's kiwisolver) solves the very same system in the same run; \
                install it with apt-get install python3-kiwisolver. Times are CPU medians; \
                ratio lines divide animview's time by kiwi's. pass_ms is a constant changed on the \
                screen built from views and anchors, then layoutIfNeeded().
                """)

        @Option(name: .customLong("constraints"), parsing: .upToNextOption, help: "The numbers of constraints (4 per view).")
        var counts: [Int] = [100, 800, 1_000, 10_000]

        func validate() throws {
            guard counts.allSatisfy({ (4...100_000).contains($0) }) else {
                throw ValidationError("Each --constraints must be between 4 and 100000.")
            }
        }

        func run() throws {
            for count in counts {
                let screen = LayoutBenchmarkScreen(constraintCount: count)
                // Fewer repetitions where one solve is long, so the largest size ends in seconds.
                let scratchRepetitions = count > 5_000 ? 3 : count > 500 ? 9 : 31
                let solver = SolverBenchmark(screen: screen)
                let scratch = try solver.scratch(repetitions: scratchRepetitions)
                let resolve = try solver.resolve(repetitions: 201)
                let pass = MainActor.assumeIsolated { LayoutPassBenchmark(screen: screen).pass(repetitions: count > 5_000 ? 21 : 101) }
                var line = String(
                    format: "layout constraints=%d views=%d scratch_ms=%.3f", screen.constraintCount, screen.viewCount, scratch.milliseconds
                )
                do {
                    let kiwi = try KiwiPeer.run(screen, scratchRepetitions: scratchRepetitions, resolveRepetitions: 201)
                    let difference = zip(kiwi.values, scratch.values).map { abs($0 - $1) }.max() ?? .nan
                    line += String(
                        format: " kiwi_scratch_ms=%.3f resolve_ms=%.4f kiwi_resolve_ms=%.4f pass_ms=%.4f max_difference=%.2g",
                        kiwi.scratchMilliseconds, resolve, kiwi.resolveMilliseconds, pass, difference)
                    try StandardOutput.line(line)
                    try StandardOutput.line(
                        String(
                            format: "ratio layout constraints=%d scratch=%.2fx resolve=%.2fx (animview ÷ kiwi)", screen.constraintCount,
                            scratch.milliseconds / kiwi.scratchMilliseconds, resolve / kiwi.resolveMilliseconds))
                } catch let unavailable as KiwiPeer.Unavailable {
                    line += String(
                        format: " kiwi_scratch_ms=unavailable resolve_ms=%.4f kiwi_resolve_ms=unavailable pass_ms=%.4f", resolve, pass)
                    try StandardOutput.line(line)
                    FileHandle.standardError.write(Data("animview: kiwi not measured: \(unavailable)\n".utf8))
                }
            }
        }
    }
}
