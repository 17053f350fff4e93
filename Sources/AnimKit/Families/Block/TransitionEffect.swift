import Foundation

/// How a transition turns old content away and new content in, as changes of the view's transform and alpha (a flip's
/// squeeze is drawn as a turn in perspective: ``TransitionTurn``).
///
/// The first half moves the view's presentation to the edge-on look and back to its
/// model at the very end (a keyframe there and back), so the model never leaves what
/// the code set; the second half starts at the edge-on look and animates back.
@MainActor
struct TransitionEffect {
    let kind: Int
    /// The curve of each half, from the options.
    let timing: CubicTimingParameters
    /// The options' curve bits alone, for the blocks of the halves.
    let curveOptions: AnimationOptions
    /// Where the code asked for the transition: both halves' animators were made there.
    let site: CallSite?

    init(options: AnimationOptions, site: CallSite?) {
        self.site = site
        kind = options.transitionKind
        timing = CubicTimingParameters(animationCurve: options.curve)
        curveOptions = AnimationOptions(rawValue: options.rawValue & (0x7 << 16))
    }

    /// The out half, showing `cover` (the old look) until it ends, then the in half; `completion` gets whether both ran to their end.
    func run(on view: View, duration: TimeInterval, cover: TransitionCover?, completion: @escaping (Bool) -> Void) {
        let half = kind == 0 ? 0 : duration / 2
        let rest = (transform: view.transform, alpha: view.alpha)
        let away = awayLook(of: view, rest: rest)
        var out: PropertyAnimator?
        out = View.runBlock(
            duration: half, delay: 0, options: curveOptions, timing: timing,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    (view.transform, view.alpha) = (away.transform, away.alpha)
                }
                View.addKeyframe(withRelativeStartTime: 1, relativeDuration: 0) {
                    (view.transform, view.alpha) = (rest.transform, rest.alpha)
                }
            },
            completion: { firstFinished in
                if let out, view.transitionCover?.animator === out { view.transitionCover = nil }
                turnIn(view, duration: half) { completion(firstFinished && $0) }
            },
            arrange: { View.joinKeyframes($0, mode: .linear) }, family: "UIView.transition", site: site)
        if var cover, let out {
            cover.animator = out
            view.transitionCover = cover
        }
        if let direction = turnDirection {
            view.transitionTurn = TransitionTurn(direction: direction, span: .halves, rest: rest.transform, firstHalf: out)
        }
    }

    /// Which way a flip turns; `nil` for the other effects.
    private var turnDirection: TransitionTurn.Direction? {
        switch kind {
        case 1: .fromLeft
        case 2: .fromRight
        case 6: .fromTop
        case 7: .fromBottom
        default: nil
        }
    }

    /// From the edge-on look back to how the view is now.
    private func turnIn(_ view: View, duration: TimeInterval, completion: @escaping (Bool) -> Void) {
        let rest = (transform: view.transform, alpha: view.alpha)
        let away = awayLook(of: view, rest: rest)
        View.performWithoutAnimation { (view.transform, view.alpha) = (away.transform, away.alpha) }
        View.runBlock(
            duration: duration, delay: 0, options: curveOptions, timing: timing,
            animations: { (view.transform, view.alpha) = (rest.transform, rest.alpha) },
            completion: { finished in
                view.transitionTurn = nil
                completion(finished)
            },
            family: "UIView.transition", site: site)
    }

    /// The look at the midpoint: edge-on for a flip, rolled to an edge for a curl, transparent for a dissolve.
    private func awayLook(of view: View, rest: (transform: CGAffineTransform, alpha: CGFloat)) -> (
        transform: CGAffineTransform, alpha: CGFloat
    ) {
        let thin = TransitionTurn.edgeOn
        let height = view.bounds.height
        switch kind {
        case 1, 2: // flip from left / right: squeezed to the vertical axis (drawn as a turn, see TransitionTurn)
            return (CGAffineTransform(scaleX: thin, y: 1).concatenating(rest.transform), rest.alpha)
        case 6, 7: // flip from top / bottom
            return (CGAffineTransform(scaleX: 1, y: thin).concatenating(rest.transform), rest.alpha)
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
