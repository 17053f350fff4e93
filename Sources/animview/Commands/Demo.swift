import AnimKit
import ArgumentParser
import Foundation

extension AnimView {
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a demo scene.",
            discussion: """
                Plays a scene on the manual clock and prints its frames as text: the newest \
                live animator's state and fractionComplete, and the scene's main view's \
                presentation values. `animview demo --list` names the scenes.
                """)

        @Argument(help: "The scene to play.")
        var scene: String = "dance"

        @Flag(help: "List the scenes, one line each.")
        var list = false

        @Option(help: "Frames per second of the manual clock.")
        var fps: Double = 60

        @Option(help: "Print every Nth frame.")
        var every: Int = 6

        func validate() throws {
            guard fps > 0, fps.isFinite, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000.") }
            guard every > 0 else { throw ValidationError("--every must be at least 1.") }
            let known = MainActor.assumeIsolated { DemoGallery.scene(named: scene) != nil }
            guard list || known else {
                let names = MainActor.assumeIsolated { DemoGallery.scenes.map { $0.name }.joined(separator: ", ") }
                throw ValidationError("There is no scene named '\(scene)'. Scenes: \(names).")
            }
        }

        func run() throws {
            MainActor.assumeIsolated {
                if list {
                    for scene in DemoGallery.scenes { print("\(scene.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(scene.summary)") }
                    return
                }
                guard let sceneType = DemoGallery.scene(named: scene) else { return }
                let clock = ManualClock(framesPerSecond: fps)
                AnimationEngine.shared = AnimationEngine(clock: clock)
                let demo = sceneType.init()
                demo.start()
                print("animview demo \(sceneType.name): \(sceneType.summary)")
                TerminalTimeline(engine: AnimationEngine.shared, clock: clock)
                    .play(seconds: sceneType.playTime, every: every, focus: demo.focus) { print($0) }
                print("canvas background: \(demo.canvas.backgroundColor?.description ?? "none")")
            }
        }
    }
}
