import Foundation

extension CGContext {
    /// Lays `ghosts` (in user space) over what is drawn, through the clip, in one pass: onion skin's ghost frames
    /// (``GhostDrawing``). Drawn `.normal`, at the context's alpha.
    package func drawGhosts(_ ghosts: GhostDrawing) {
        guard !clipsEverything, !ghosts.isEmpty, state.alpha > 0 else { return }
        items.append(DrawnItem(paint: .ghosts(ghosts, alpha: state.alpha, ctm: state.ctm), clips: state.clips))
    }
}
