import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    struct Plot: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Chart every animated property of a scene against time, and each animator's timing curve, as a PNG or an SVG.",
            discussion: """
                One panel per view and property: a line of its value every frame, axes in seconds and the property's \
                unit, green and red lines where the animators moving the view start and end, violet ticks at keyframes.
                  animview plot assets/scenes/dance.json --out dance-plot.png
                  animview plot springs --duration 1.5 --format svg --out springs.svg
                  animview plot keyframes --property center.x,alpha --view linear --out linear.png
                """)

        @Argument(help: "A scene file (.json) or a demo's name.")
        var scene: SceneSource

        @Option(
            parsing: .unconditional,
            help: "How many seconds to chart (default: the scene's length, until every animator has ended; at most 60 s).")
        var duration: Double?

        @Option(help: "The file to write.")
        var out: String

        @Option(help: "png or svg (vector, text as text). By default the one --out's extension names, else png.")
        var format: ChartFormat?

        @Option(help: "Only these properties, by comma: center.x, center.y, bounds.width, bounds.height, alpha, scale, rotation.")
        var property: String?

        @Option(help: "Only the views with these names (or ids), by comma.")
        var view: String?

        var properties: Set<String> { Set((property ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }

        @OptionGroup var timing: TimingOptions

        func validate() throws {
            if let contradiction = ChartFormat.contradiction(format, out: out) { throw ValidationError(contradiction) }
            let known = Set(PropertyChart.propertyNames + ["x", "y", "width", "height", "opacity"])
            if let unknown = properties.first(where: { !known.contains($0) }) {
                throw ValidationError(
                    "--property: no property \(unknown); there are \(PropertyChart.propertyNames.joined(separator: ", ")).")
            }
            if let duration, !(duration > 0 && duration.isFinite && duration <= 600) {
                throw ValidationError("--duration must be between 0 and 600 seconds.")
            }
        }

        func run() throws {
            let destination = try LongJob.outputFile(out)
            try LongJob.run {
                try MainActor.assumeIsolated {
                    let playback = try ScenePlayback(framesPerSecond: timing.fps) { try scene.build() }
                    defer { playback.end() }
                    let duration = try self.duration ?? playback.lengthToFollow()
                    let views = Set((view ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                    let chart = try PropertyChart(
                        playback, title: "\(scene.title): animated properties over \(String(format: "%.3g", duration)) s",
                        duration: duration,
                        properties: properties, views: views)
                    switch ChartFormat.resolved(format, out: out, fallback: .png) {
                    case .svg:
                        try destination.write(Data(chart.svg().utf8))
                    case .png:
                        let host = try OffscreenHost(root: chart.makeView())
                        try host.render()
                        try host.writePNG(to: destination)
                    }
                    try StandardOutput.line("wrote \(destination.path)")
                }
            }
        }
    }
}

/// What `plot --format` writes.
enum ChartFormat: String, FileFormat, ExpressibleByArgument {
    case png, svg
}
