import Foundation

extension View {
    /// Changes `view`'s content with a transition effect from `options` (flip, curl, cross dissolve), as UIKit's `transition(with:)`.
    ///
    /// `animations` runs inside the call, as in UIKit: the model changes at once, so
    /// code right after the call reads the new text, image or frame. What shows is the
    /// effect: the view's old look (frozen when the call is made) turns away over the
    /// first half of `duration`, and the new content turns in over the second, each half
    /// on the curve in `options`. A flip is drawn as a turn about the axis in perspective
    /// (its presentation's transform is a squeeze to the axis and back, which the turn is
    /// drawn from), a curl as a roll to an edge and back; a cross dissolve is, as in UIKit,
    /// a `CATransition` fade on the view's layer, the old look and the new dissolving at
    /// once. The compatibility table says how each differs from UIKit. With
    /// `.allowAnimatedContent` nothing is frozen: the changes animate over the whole
    /// transition while the effect runs. `completion` gets `true` when the effect ran to
    /// its end.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite.inCode(file: file, line: line, column: column)
        let effect = TransitionEffect(options: options, site: site)
        if options.contains(.allowAnimatedContent) {
            if let animations {
                runBlock(
                    duration: duration, delay: 0, options: effect.curveOptions, timing: effect.timing, animations: animations,
                    completion: nil, family: "UIView.transition", site: site)
            }
            effect.run(on: view, duration: duration, cover: nil) { completion?($0) }
        } else if effect.kind == AnimationOptions.transitionCrossDissolve.transitionKind {
            dissolve(view, duration: duration, curve: options.curve, site: site, animations: animations, completion: completion)
        } else {
            let cover = TransitionCover(freezing: view)
            performWithoutAnimation { animations?() }
            effect.run(on: view, duration: duration, cover: cover) { completion?($0) }
        }
    }

    /// A cross dissolve as UIKit makes one: a `CATransition` fade on the view's layer, added before the changes so that
    /// it freezes the old look, which the new content then dissolves over, both at once, on the options' curve.
    private static func dissolve(
        _ view: View, duration: TimeInterval, curve: AnimationCurve, site: CallSite?, animations: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        let (first, second) = (curve.bezier.controlPoint1, curve.bezier.controlPoint2)
        fade.timingFunction = CAMediaTimingFunction(controlPoints: Float(first.x), Float(first.y), Float(second.x), Float(second.y))
        fade.delegate = completion.map(TransitionCompletion.init)
        view.layer.add(
            fade, forKey: kCATransition, file: site?.file ?? #filePath, line: site?.line ?? #line, column: site?.column ?? #column)
        performWithoutAnimation { animations?() }
    }

    /// Replaces `fromView` with `toView` in its superview, with a transition effect from `options`.
    ///
    /// As in UIKit, the views change places inside the call (`fromView` is taken out
    /// of its superview and `toView` put where it was — or, with
    /// `.showHideTransitionViews`, one hidden and the other shown), and the effect is a
    /// transition of their superview: the whole container turns, its old look away and
    /// its new one in. Without a superview, `toView` alone turns in.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let parent = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent, toView !== fromView {
                let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
                parent.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }
        let frozen = AnimationOptions(rawValue: options.rawValue & ~AnimationOptions.allowAnimatedContent.rawValue)
        transition(
            with: parent ?? toView, duration: duration, options: frozen, animations: swap, completion: completion, file: file, line: line,
            column: column)
    }
}

/// Hands a `UIView.transition` completion whether its Core Animation transition ran to its end.
@MainActor
private final class TransitionCompletion: CAAnimationDelegate {
    let completion: (Bool) -> Void

    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { completion(flag) }
}
