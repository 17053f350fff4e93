import Foundation

/// A view is its layer's delegate, as in UIKit: its layer's ``Layer/layoutSublayers()`` lays the view out
/// (``View/layoutSublayers(of:)`` runs ``View/layoutSubviews()``), its drawing is ``View/draw(_:)`` through
/// ``View/draw(_:in:)``, and ``View/action(for:forKey:)`` says how a change of its layer animates: not at all outside
/// an animation block, as the block says inside one. A subclass overrides any of them as in UIKit.
extension View: CALayerDelegate {
    /// ``draw(_:in:)``'s work: the view's ``draw(_:)`` with `ctx` as the current context, in the view's appearance.
    func drawOwnContent(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        // Colours resolved while drawing (`UIColor.label.cgColor`) are the view's appearance's, as in UIKit.
        traitCollection.performAsCurrent { draw(ctx.bounds) }
        UIGraphicsPopContext()
    }

    /// ``action(for:forKey:)``'s answer: `NSNull()` outside an animation block; inside one, an animation of `event`
    /// over the block's duration and curve (a spring's: the default curve), which the block itself runs.
    func blockAction(for layer: Layer, forKey event: String) -> (any CAAction)? {
        guard let recorder = AnimationRecorder.current, !AnimationRecorder.blocksDisabled else { return NSNull() }
        let action = BlockAnimationAction(keyPath: event)
        action.duration = recorder.duration
        if let cubic = recorder.timing.cubicTimingParameters, recorder.timing.springTimingParameters == nil {
            // The curve run: a named curve's control points read `.zero`, as UIKit's do.
            let (first, second) = (cubic.bezier.controlPoint1, cubic.bezier.controlPoint2)
            action.timingFunction = CAMediaTimingFunction(
                controlPoints: Float(first.x), Float(first.y), Float(second.x), Float(second.y))
        }
        return action
    }
}

/// The animation a view's ``View/action(for:forKey:)`` gives for a change inside an animation block: a
/// `CABasicAnimation` a subclass can read (its duration and curve are the block's) and copy for a key of its own; the
/// block animates the view's own keys itself, so this one is not run.
final class BlockAnimationAction: CABasicAnimation {}
