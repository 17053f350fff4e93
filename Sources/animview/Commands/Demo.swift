import AnimKit
import ArgumentParser
import Foundation

extension AnimView {
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play the demo scene.",
            discussion: """
                Plays the "dance" scene on the manual clock and prints its frames as text: \
                the animator's state and fractionComplete, and the circle's presentation values.
                """)

        @Option(help: "Frames per second of the manual clock.")
        var fps: Double = 60

        @Option(help: "Print every Nth frame.")
        var every: Int = 6

        func validate() throws {
            guard fps > 0, fps.isFinite, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000.") }
            guard every > 0 else { throw ValidationError("--every must be at least 1.") }
        }

        func run() throws {
            MainActor.assumeIsolated {
                let clock = ManualClock(framesPerSecond: fps)
                let engine = AnimationEngine(clock: clock)
                let scene = DanceDemo()
                let animator = scene.start(on: engine)
                print("animview demo: \"dance\" — a circle grows, moves to the centre and turns blue (ease-in-out, 2 s, after 0.5 s)")
                TerminalTimeline(engine: engine, clock: clock)
                    .play(seconds: 3, every: every, animator: animator, view: scene.circle) { print($0) }
                print("completion ran: canvas background is \(scene.canvas.backgroundColor?.description ?? "none")")
            }
        }
    }
}
