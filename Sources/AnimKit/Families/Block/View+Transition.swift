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
    /// drawn from), a curl as a roll to an edge and back, a cross dissolve
    /// as a fade out and in; the README's compatibility table says how each differs from
    /// UIKit. With `.allowAnimatedContent` nothing is frozen: the changes animate over
    /// the whole transition while the effect runs. `completion` gets `true` when both
    /// halves ran to the end.
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
        } else {
            let cover = TransitionCover(freezing: view)
            performWithoutAnimation { animations?() }
            effect.run(on: view, duration: duration, cover: cover) { completion?($0) }
        }
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
