import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    struct Plot: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Chart every animated property of a scene against time, and each animator's timing curve, as a PNG.",
            discussion: """
                  animview plot assets/scenes/dance.json --out dance-plot.png
                  animview plot springs --duration 1.5 --out springs.png
                """)

        @Argument(help: "A scene file (.json) or a demo's name.")
        var scene: SceneSource

        @Option(help: "How many seconds to chart.")
        var duration: Double = 3

        @Option(help: "The PNG file to write.")
        var out: String

        @OptionGroup var timing: TimingOptions

        func validate() throws {
            guard duration > 0, duration.isFinite, duration <= 600 else {
                throw ValidationError("--duration must be between 0 and 600 seconds.")
            }
        }

        func run() throws {
            let destination = try LongJob.outputFile(out)
            try LongJob.run {
                try MainActor.assumeIsolated {
                    let playback = try ScenePlayback(framesPerSecond: timing.fps) { try scene.build() }
                    defer { playback.end() }
                    let chart = try PropertyChart(playback, duration: duration).makeView()
                    let host = try OffscreenHost(root: chart)
                    try host.render()
                    try host.writePNG(to: destination)
                    print("wrote \(destination.path)")
                }
            }
        }
    }
}
