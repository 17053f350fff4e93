import Foundation

/// A flip's turn, drawn in perspective: how far the view has turned, read from the squeeze that the transition's
/// animators run on its transform, and the 3-D rotation that stands for it on screen.
///
/// The animators move the view's transform to a squeeze to the axis (``edgeOn``) or back, so a flip is scrubbed,
/// reversed, interrupted and completed as any property animation; what is drawn is a rotation about the axis in the
/// same progress, with perspective, the view scaled so that its near edge keeps its size (as UIKit's flip keeps the
/// tallest edge the view's height). UIKit does not document its camera: the eye here is 2.5 times the turning side's
/// length away.
struct TransitionTurn {
    /// How the squeeze maps to a turn.
    enum Span {
        /// `UIView.transition`: one view, a quarter turn away while ``firstHalf`` runs, then a quarter turn back in.
        case halves
        /// A modal flip's view going: a half turn away, its back not shown.
        case away
        /// A modal flip's view coming: from a half turn, its back not shown, to facing.
        case toward
    }

    /// Which way the view turns: about its vertical axis (from the left or the right) or its horizontal one.
    enum Direction {
        case fromLeft, fromRight, fromTop, fromBottom
    }

    let direction: Direction
    let span: Span
    /// The view's transform before the transition: the squeeze is measured against it.
    let rest: CGAffineTransform
    /// For ``Span/halves``: the animator of the first half (the old look turning away).
    weak var firstHalf: PropertyAnimator?

    /// The squeeze across the axis that stands for the turn's far end (not zero, so the transform stays invertible).
    static let edgeOn: CGFloat = 0.002

    /// The view's transform at the turn's far end.
    var squeezed: CGAffineTransform {
        let vertical = direction == .fromLeft || direction == .fromRight
        return CGAffineTransform(scaleX: vertical ? Self.edgeOn : 1, y: vertical ? 1 : Self.edgeOn).concatenating(rest)
    }

    /// The 3-D transform to draw in place of `presented` (the view's presented transform), or `nil` when it is not a
    /// squeeze of the rest transform.
    @MainActor
    func drawnTransform(for presented: CGAffineTransform, size: CGSize) -> CATransform3D? {
        let squeeze = presented.concatenating(rest.inverted())
        let vertical = direction == .fromLeft || direction == .fromRight
        let scale = vertical ? squeeze.a : squeeze.d
        guard scale.isFinite else { return nil }
        // How far the turn is: 0 facing, 1 at its far end.
        let progress = Swift.min(Swift.max((1 - scale) / (1 - Self.edgeOn), 0), 1)
        // From the left, the left edge comes forward: a positive turn about y (a negative one about x from the top).
        let sign: CGFloat = direction == .fromLeft || direction == .fromBottom ? 1 : -1
        let angle: CGFloat
        switch span {
        case .halves: angle = sign * (firstHalf.map { $0.state != .inactive } ?? false ? progress : -progress) * .pi / 2
        case .away: angle = sign * progress * .pi
        case .toward: angle = -sign * progress * .pi
        }
        let side = vertical ? size.width : size.height
        guard side > 0 else { return nil }
        let eye = 2.5 * side
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eye
        let near = 1 - side / 2 * abs(sin(angle)) / eye
        let turn = CATransform3DMakeRotation(angle, vertical ? 0 : 1, vertical ? 1 : 0, 0)
        return turn.concatenating(perspective).concatenating(CATransform3DMakeScale(near, near, 1))
            .concatenating(CATransform3DMakeAffineTransform(rest))
    }
}
