import Foundation

extension View {
    /// Changes `view`'s content with a transition effect from `options` (flip, curl, cross dissolve), as UIKit's `transition(with:)`.
    ///
    /// The effect runs in two halves of `duration / 2`, on the curve in `options`:
    /// the old content turns away, `animations` runs at the midpoint, and the new content
    /// turns in. A flip is drawn as a squeeze to the axis and back (the window has no
    /// perspective), a curl as a roll to an edge and back, a cross dissolve as a fade out
    /// and in; the README's compatibility table says how each differs from UIKit. With
    /// `.allowAnimatedContent` the changes in `animations` animate over the second half;
    /// otherwise they happen at once. `completion` gets `true` when both halves ran to the end.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        TransitionEffect(options: options).run(on: view, duration: duration, options: options) {
            if options.contains(.allowAnimatedContent) {
                animations?()
            } else {
                performWithoutAnimation { animations?() }
            }
        } completion: { finished in
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in its superview, with a transition effect from `options`.
    ///
    /// `fromView` turns away, is taken out of its superview (or hidden, with
    /// `.showHideTransitionViews`), and `toView` takes its place (or is shown) and turns in.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let effect = TransitionEffect(options: options)
        effect.half(.out, of: fromView, duration: duration / 2, options: options) { firstFinished in
            performWithoutAnimation {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let parent = fromView.superview, toView !== fromView {
                    let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
                    parent.insertSubview(toView, at: index)
                    fromView.removeFromSuperview()
                }
            }
            effect.half(.in, of: toView, duration: duration / 2, options: options) { completion?(firstFinished && $0) }
        }
    }
}

/// How a transition turns old content away and new content in, as changes of the view's transform and alpha.
@MainActor
struct TransitionEffect {
    enum Half { case out, `in` }

    let kind: Int

    init(options: AnimationOptions) {
        kind = options.transitionKind
    }

    /// The out half, `change` at the midpoint, then the in half.
    func run(
        on view: View, duration: TimeInterval, options: AnimationOptions, change: @escaping () -> Void,
        completion: @escaping (Bool) -> Void
    ) {
        half(.out, of: view, duration: duration / 2, options: options) { firstFinished in
            if options.contains(.allowAnimatedContent) {
                half(.in, of: view, duration: duration / 2, options: options, alongside: change) { completion(firstFinished && $0) }
            } else {
                change()
                half(.in, of: view, duration: duration / 2, options: options) { completion(firstFinished && $0) }
            }
        }
    }

    /// Turns `view` away (`.out`, from how it is to the edge-on look) or in (`.in`, from the edge-on look back), then calls `completion`.
    func half(
        _ half: Half, of view: View, duration: TimeInterval, options: AnimationOptions, alongside: @escaping () -> Void = {},
        completion: @escaping (Bool) -> Void
    ) {
        let rest = (transform: view.transform, alpha: view.alpha)
        let away = awayLook(of: view, rest: rest)
        if half == .in { View.performWithoutAnimation { (view.transform, view.alpha) = (away.transform, away.alpha) } }
        let end = half == .out ? away : rest
        let curve = AnimationOptions(rawValue: options.rawValue & (0x7 << 16))
        View.runBlock(
            duration: kind == 0 ? 0 : duration, delay: 0, options: curve, timing: CubicTimingParameters(animationCurve: options.curve),
            animations: {
                view.transform = end.transform
                view.alpha = end.alpha
                alongside()
            },
            completion: { finished in
                // The out half leaves the view edge-on only for the in half to start from: put its look back.
                if half == .out { View.performWithoutAnimation { (view.transform, view.alpha) = (rest.transform, rest.alpha) } }
                completion(finished)
            }, family: "UIView.transition")
    }

    /// The look at the midpoint: edge-on for a flip, rolled to an edge for a curl, transparent for a dissolve.
    private func awayLook(of view: View, rest: (transform: CGAffineTransform, alpha: CGFloat)) -> (
        transform: CGAffineTransform, alpha: CGFloat
    ) {
        let thin: CGFloat = 0.002
        let height = view.bounds.height
        switch kind {
        case 1, 2: // flip from left / right: squeezed to the vertical axis, a little taller, as the near edge would look
            return (CGAffineTransform(scaleX: thin, y: 1.06).concatenating(rest.transform), rest.alpha)
        case 6, 7: // flip from top / bottom
            return (CGAffineTransform(scaleX: 1.06, y: thin).concatenating(rest.transform), rest.alpha)
        case 3: // curl up: rolled up to the top edge
            return (
                CGAffineTransform(scaleX: 1, y: thin).translatedBy(x: 0, y: -height / 2 * (1 - thin) / thin).concatenating(rest.transform),
                rest.alpha
            )
        case 4: // curl down: rolled down to the bottom edge
            return (
                CGAffineTransform(scaleX: 1, y: thin).translatedBy(x: 0, y: height / 2 * (1 - thin) / thin).concatenating(rest.transform),
                rest.alpha
            )
        case 5:
            return (rest.transform, 0)
        default:
            return rest
        }
    }
}
