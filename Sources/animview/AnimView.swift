import AnimKit
import ArgumentParser
import Foundation

@main
struct AnimView: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animview",
        abstract: "UIKit-style property animation on the Linux desktop.",
        subcommands: [Demo.self, SceneCommand.self, Play.self, Port.self, Render.self, Sample.self, Diff.self, Plot.self, Bench.self],
        defaultSubcommand: Demo.self)

    /// Protects the standard streams, then parses the command line and runs the command.
    static func main() {
        StandardOutput.protectAtStart()
        StandardOutput.requireDescriptors()
        // Every command's ticks, windowed or headless, are this process's main thread's: they run the scene's tasks.
        MainActor.assumeIsolated { SceneTasks.runsMainQueue = true }
        main(nil)
    }
}
