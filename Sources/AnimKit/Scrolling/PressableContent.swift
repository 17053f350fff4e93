import Foundation

/// Content a finger presses: a table's rows, a collection view's items — highlighted when a finger comes down on
/// one, selected when it lifts there.
@MainActor
protocol PressableContent {
    /// A finger came down at `point` (in the content); whether it landed on a row or item, which now shows pressed.
    func touchDown(at point: CGPoint) -> Bool
    /// The finger lifted at `point` (`selects`), or a drag took the touch; whether a row or item was pressed.
    func touchUp(at point: CGPoint, selects: Bool) -> Bool
}
