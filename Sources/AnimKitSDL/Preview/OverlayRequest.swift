import AnimKit
import Foundation

/// What a headless run draws over its frames: motion trails, onion skins and the graph pane (`--overlay
/// trail,onion,graph`), of the views `--select` names (every view an animator moves by default; the graph shows the
/// first), `--ghosts` a side, `--ghost-spacing` frames apart (or `--ghosts-at keyframes` or `ends`).
/// Frames without `--overlay` are the frames they always were, byte for byte.
public struct OverlayRequest: Equatable, Sendable {
    /// Whether trails are drawn.
    public var trails = false
    /// Ghosts each side of the frame (0: no onion skin).
    public var ghosts = 0
    /// Whether the graph pane (values and speeds of the first view followed) is drawn along the frame's foot.
    public var graph = false
    /// Frames between ghosts.
    public var ghostSpacing = 3
    /// Where the ghosts are: `frames` apart (by default), at `keyframes`, or at animators' `ends`.
    public var ghostsAt = "frames"
    /// The views followed, by accessibility identifier (or `view N`); every view an animator moves when `nil`.
    public var names: [String]?

    /// Nothing drawn over the frames.
    public init() {}

    /// Whether anything is drawn over the frames.
    public var isEmpty: Bool { !trails && ghosts == 0 && !graph }

    /// The overlays the options' values ask for, checked, with the same words for `render` and `--headless`.
    public static func parse(
        overlay: String?, select: String?, ghosts: String?, ghostSpacing: String?, ghostsAt: String? = nil
    ) throws(HeadlessPreviewError) -> OverlayRequest {
        var request = OverlayRequest()
        for kind in (overlay ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch kind {
            case "trail", "trails": request.trails = true
            case "onion": request.ghosts = 3
            case "graph": request.graph = true
            default: throw HeadlessPreviewError("--overlay takes trail, onion, graph or several (trail,onion,graph), not \(kind)")
            }
        }
        if let ghosts {
            guard let count = Int(ghosts), (1...MotionOverlay.ghostLimit).contains(count) else {
                throw HeadlessPreviewError("--ghosts must be a whole number from 1 to \(MotionOverlay.ghostLimit), not \(ghosts)")
            }
            guard request.ghosts > 0 else { throw HeadlessPreviewError("--ghosts goes with --overlay onion") }
            request.ghosts = count
        }
        if let ghostSpacing {
            guard let frames = Int(ghostSpacing), (1...600).contains(frames) else {
                throw HeadlessPreviewError("--ghost-spacing must be a whole number of frames from 1 to 600, not \(ghostSpacing)")
            }
            guard request.ghosts > 0 else { throw HeadlessPreviewError("--ghost-spacing goes with --overlay onion") }
            request.ghostSpacing = frames
        }
        if let ghostsAt {
            guard MotionOverlay.GhostPlacement(rawValue: ghostsAt) != nil else {
                throw HeadlessPreviewError("--ghosts-at takes frames, keyframes or ends, not \(ghostsAt)")
            }
            guard request.ghosts > 0 else { throw HeadlessPreviewError("--ghosts-at goes with --overlay onion") }
            request.ghostsAt = ghostsAt
        }
        if let select {
            let names = select.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw HeadlessPreviewError("--select needs the names of views (accessibility identifiers)") }
            guard !request.isEmpty else { throw HeadlessPreviewError("--select goes with --overlay trail, onion or graph") }
            request.names = names
        }
        return request
    }

    /// Follows the views through `playback`'s scene and draws the overlays over `host`'s frames from now on, each at the
    /// frame's time; nothing when nothing is asked. A view `--select` names that is nowhere in the scene is an error
    /// naming the views there are.
    @MainActor
    package func install(on host: OffscreenHost, playback: ScenePlayback, checkingStop: () throws -> Void = {}) throws {
        guard !isEmpty else { return }
        let paths = try MotionPaths.record(playback, names: names, checkingStop: checkingStop)
        if let names, let missing = paths.notes.first(where: { $0.hasPrefix("no view is named") }) {
            let known = FrameSample.orderedNames(under: playback.built.canvas).filter { !names.contains($0) }.prefix(12)
            throw HeadlessPreviewError("--select: \(missing); the views there are \(known.joined(separator: ", "))")
        }
        for note in paths.notes { FileHandle.standardError.write(Data("animview: \(note)\n".utf8)) }
        let overlay = MotionOverlay(frame: playback.built.canvas.bounds)
        (overlay.showsTrails, overlay.ghosts) = (trails, ghosts)
        if trails || ghosts > 0 { overlay.paths = paths }
        overlay.ghostSpacing = Swift.max(1, ghostSpacing / paths.stride)
        overlay.ghostPlacement = MotionOverlay.GhostPlacement(rawValue: ghostsAt) ?? .frames
        if graph, let name = paths.paths.first?.name {
            overlay.showsGraph = true
            overlay.graph = try MotionGraph.record(playback, view: name, checkingStop: checkingStop)
        }
        host.overlay = overlay
        host.updateOverlay = { overlay.playhead = playback.time }
    }
}
