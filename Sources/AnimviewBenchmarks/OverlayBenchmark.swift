import AnimKit
import AnimKitSDL
import Foundation

/// What motion overlays cost a frame: a scene played frame by frame and drawn with onion skin over it — ghosts of every
/// view an animator moves — beside the same frames drawn plain, in one run.
@MainActor
package struct OverlayBenchmark {
    let frames: Int
    let make: @MainActor () throws -> ScenePlayback.Built

    package init(frames: Int, make: @escaping @MainActor () throws -> ScenePlayback.Built) {
        self.frames = frames
        self.make = make
    }

    /// `render overlay=onion ghosts=G N=… ms_per_frame=… plain_ms=… ratio=…`: the scene's first `frames` frames at 60 a
    /// second with `ghosts` ghosts each side three frames apart, against the same frames with no overlay, the two drawn
    /// in turn at each frame so that the machine's moods fall on both alike (the time to draw a frame only; following
    /// the views, done once, is not counted).
    package func runOnion(ghosts: Int = 10) throws -> String {
        try OffscreenHost.prepareText()
        let playback = try ScenePlayback(framesPerSecond: 60, make: make)
        defer { playback.end() }
        let host = try OffscreenHost(root: playback.built.canvas)
        let paths = try MotionPaths.record(playback, to: Double(frames + 3 * ghosts) / 60)
        let overlay = MotionOverlay(frame: playback.built.canvas.bounds)
        (overlay.paths, overlay.ghosts, overlay.ghostSpacing) = (paths, ghosts, 3)
        try host.render()
        let (onion, plain) = try inTurn(playback, host: host, overlay: overlay)
        return String(
            format: "render overlay=onion ghosts=%d N=%d ms_per_frame=%.2f plain_ms=%.2f ratio=%.2f", ghosts, paths.paths.count, onion,
            plain, onion / plain)
    }

    /// `render overlay=graph properties=P ms_per_frame=…`: what the graph pane adds to a frame, its rows `properties`
    /// copies of the scene's first moving view's own, the playhead moving each frame (the frame with the pane, less the
    /// same frame without it).
    package func runGraph(properties: Int = 20) throws -> String {
        try OffscreenHost.prepareText()
        let playback = try ScenePlayback(framesPerSecond: 60, make: make)
        defer { playback.end() }
        let host = try OffscreenHost(root: playback.built.canvas)
        let name = try MotionPaths.record(playback, to: 0).paths.first?.name ?? "view 1"
        guard var graph = try MotionGraph.record(playback, view: name, to: Double(frames) / 60) else { return "render overlay=graph none" }
        let rows = graph.channels
        graph.channels = (0..<properties).map { rows[$0 % rows.count] }
        let overlay = MotionOverlay(frame: CGRect(x: 0, y: 0, width: playback.built.canvas.bounds.width, height: CGFloat(properties) * 68))
        (overlay.showsGraph, overlay.graph) = (true, graph)
        let (with, without) = try inTurn(playback, host: host, overlay: overlay)
        let added = with - without
        return String(format: "render overlay=graph properties=%d ms_per_frame=%.3f", properties, Swift.max(added, 0))
    }

    /// The milliseconds a frame takes with `overlay` over it and without, drawn in turn at each of the first `frames`
    /// steps of `playback` (which goes first alternating), so that the machine's moods fall on both alike: each a
    /// windowed median.
    private func inTurn(_ playback: ScenePlayback, host: OffscreenHost, overlay: MotionOverlay) throws -> (with: Double, without: Double) {
        var with: [Double] = [], without: [Double] = []
        for index in 0..<frames {
            playback.step()
            for drawsOverlay in [index % 2 == 0, index % 2 != 0] {
                (host.overlay, host.updateOverlay) = drawsOverlay ? (overlay, { overlay.playhead = playback.time }) : (nil, nil)
                let start = CPUTime.nanoseconds()
                try host.render()
                let milliseconds = Double(CPUTime.nanoseconds() - start) / 1e6
                if drawsOverlay { with.append(milliseconds) } else { without.append(milliseconds) }
            }
        }
        let window = Swift.min(RenderBenchmark.window, frames)
        return (WindowedMedian.of(with, window: window), WindowedMedian.of(without, window: window))
    }
}
