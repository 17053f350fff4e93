import AnimKitSDL
import ArgumentParser

/// What `render` and `play --headless` draw over their frames: motion trails, onion skin, the graph pane.
struct OverlayOptions: ParsableArguments {
    @Option(
        help:
            "Draw over the frames: trail (where each followed view's anchor goes, a dot a frame), onion (ghosts before and after), graph (the first followed view's values and speeds), or several (trail,onion,graph)."
    )
    var overlay: String?

    @Option(
        help: "With --overlay: the views to follow, by accessibility identifier, comma-separated (default: every view an animator moves).")
    var select: String?

    @Option(help: "With --overlay onion: ghosts each side of the frame (3 by default).")
    var ghosts: String?

    @Option(name: .customLong("ghost-spacing"), help: "With --overlay onion: frames between ghosts (3 by default).")
    var ghostSpacing: String?

    @Option(
        name: .customLong("ghosts-at"),
        help: "With --overlay onion: frames (apart, by default), keyframes (at their starts) or ends (where animators start and end).")
    var ghostsAt: String?

    /// The request, checked with the words every headless command shares.
    var request: OverlayRequest {
        get throws(HeadlessPreviewError) {
            try OverlayRequest.parse(overlay: overlay, select: select, ghosts: ghosts, ghostSpacing: ghostSpacing, ghostsAt: ghostsAt)
        }
    }

    /// Whether any of the options was given.
    var isGiven: Bool { [overlay, select, ghosts, ghostSpacing, ghostsAt].contains { $0 != nil } }

    /// The options as a preview program's own `--headless` command line takes them.
    var arguments: [String] {
        zip(["--overlay", "--select", "--ghosts", "--ghost-spacing", "--ghosts-at"], [overlay, select, ghosts, ghostSpacing, ghostsAt])
            .flatMap { name, value in value.map { [name, $0] } ?? [] }
    }
}
