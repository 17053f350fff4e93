import Foundation

/// UIKit's snapshots (`UISnapshotting`): a view that shows how another looked — it and its subviews — at one moment,
/// for a transition to move or fade while the real view changes underneath.
extension View {
    /// What ``View/snapshotView(afterScreenUpdates:)`` makes: a view of this view's size, at the origin, showing how
    /// the view and its subviews look now (with `afterUpdates`, after the layout still pending); it does not follow
    /// later changes.
    func frozenCopy(afterScreenUpdates afterUpdates: Bool) -> View? {
        if afterUpdates { layoutIfNeeded() }
        let snapshot = View(frame: CGRect(origin: .zero, size: presentation.bounds.size))
        var look = TransitionCover(freezing: self)
        look.isPermanent = true
        snapshot.transitionCover = look
        return snapshot
    }
}
