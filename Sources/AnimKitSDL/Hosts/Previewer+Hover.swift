import AnimKit
import Foundation

extension Previewer {
    /// Moves the scene's hover recognizers (`UIHoverGestureRecognizer`) and pointer interactions (`UIPointerInteraction`)
    /// with the mouse, no button held: whether a recognizer began, changed or ended or an interaction entered or left a
    /// region. Either takes the scene off its timeline and sets it going, as a touch does, so that what its handler
    /// animates plays out; the frame is then drawn again.
    func hoverScene(at point: CGPoint) -> Bool {
        guard let canvas = playback?.built.canvas else { return false }
        if gestures?.root !== canvas { gestures = PointerDispatcher(root: canvas) }
        let inside = point.x < canvasSize.width && point.y < canvasSize.height
        // Off the canvas (over the inspector or the bar), the pointer is over no view of the scene.
        guard gestures?.pointerHovered(at: inside ? point : CGPoint(x: -1, y: -1), time: sceneTime) == true else { return false }
        goLive(playing: true)
        return true
    }
}
