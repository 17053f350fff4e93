import Foundation

/// UIKit's older begin/commit animation API, which NoEscapeAnimation and older code use.
///
/// ```swift
/// UIView.beginAnimations("fade", context: nil)
/// UIView.setAnimationDuration(0.5)
/// UIView.setAnimationCurve(.easeOut)
/// label.alpha = 0
/// UIView.commitAnimations()
/// ```
///
/// Settings apply to the innermost open bracket; brackets nest, and the
/// outermost commit starts them all. A setting or commit with no open bracket is ignored.
extension View {
    /// Opens a bracket: changes until the matching ``commitAnimations()`` are animated.
    public static func beginAnimations(
        _ animationID: String?, context: UnsafeMutableRawPointer?, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite.inCode(file: file, line: line, column: column)
        AnimationTransaction.open.append(AnimationTransaction(animationID: animationID, context: context, site: site))
    }

    /// Closes the innermost bracket; the outermost commit starts every bracket's animation.
    public static func commitAnimations() {
        guard let transaction = AnimationTransaction.open.popLast() else { return }
        AnimationRecorder.close(transaction.recorder)
        transaction.tracks = transaction.recorder.tracks
        if let parent = AnimationTransaction.open.last {
            parent.committedChildren.append(transaction)
            return
        }
        for child in transaction.allCommitted { child.schedule() }
    }

    /// The duration of the innermost bracket's animation, in seconds (UIKit's default is 0.2).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        AnimationTransaction.open.last?.duration = duration
    }

    /// How long the innermost bracket's animation waits before starting, in seconds.
    public static func setAnimationDelay(_ delay: TimeInterval) {
        AnimationTransaction.open.last?.delay = delay
    }

    /// The timing curve of the innermost bracket's animation.
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        AnimationTransaction.open.last?.curve = curve
    }

    /// How many times the innermost bracket's animation repeats (fractions allowed) — or, called inside a `UIView.animate` block, that block's.
    ///
    /// In a block, as in UIKit, it applies to the whole block wherever it is called:
    /// `UIView.animate(withDuration: 1, options: .autoreverse) { UIView.setAnimationRepeatCount(3); … }`
    /// makes three round trips in six seconds.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        if let block = innermostBlock {
            block.repeatCountOverride = Double(repeatCount)
        } else {
            AnimationTransaction.open.last?.repeatCount = Double(repeatCount)
        }
    }

    /// Whether the innermost bracket's animation — or, called inside a `UIView.animate` block, that block's — runs back after each forward run.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        if let block = innermostBlock {
            block.autoreversesOverride = repeatAutoreverses
        } else {
            AnimationTransaction.open.last?.repeatAutoreverses = repeatAutoreverses
        }
    }

    /// The recorder of the animation block running now, unless the innermost context is a begin/commit bracket.
    private static var innermostBlock: AnimationRecorder? {
        guard let current = AnimationRecorder.current else { return nil }
        if let bracket = AnimationTransaction.open.last, bracket.recorder === current { return nil }
        return current
    }

    /// Accepted for UIKit code; AnimKit always starts from what is on screen (animations are additive).
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        AnimationTransaction.open.last?.beginsFromCurrentState = fromCurrentState
    }

    /// The object told when the innermost bracket's animation stops (held weakly, as UIKit does).
    public static func setAnimationDelegate(_ delegate: (any AnimationTransactionDelegate)?) {
        AnimationTransaction.open.last?.delegate = delegate
    }
}

extension AnimationTransaction {
    /// This bracket and every bracket committed inside it, innermost first.
    var allCommitted: [AnimationTransaction] {
        committedChildren.flatMap(\.allCommitted) + [self]
    }
}
