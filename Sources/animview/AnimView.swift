import ArgumentParser

@main
struct AnimView: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animview",
        abstract: "UIKit-style property animation on the Linux desktop.",
        subcommands: [Demo.self, SceneCommand.self, Play.self, Render.self, Sample.self, Plot.self, Bench.self],
        defaultSubcommand: Demo.self)
}
