import Foundation

/// A view's look frozen at one moment — what it and its subviews drew — shown in place of its live content while a
/// transition turns the old look away (UIKit snapshots the old content the same way).
///
/// The items are kept in the view's own coordinates, so the cover follows the view's
/// transform and alpha as the transition moves it.
struct TransitionCover {
    /// What the view drew, placed as if the view's bounds origin were the canvas origin, with the view's own alpha left out.
    let items: [DisplayItem]
    /// The view's bounds origin when the look was frozen.
    let origin: CGPoint
    /// The animator turning the old look away: the cover shows until it ends.
    weak var animator: PropertyAnimator?
    /// Whether the look shows for good: a snapshot view's (``View/snapshotView(afterScreenUpdates:)``).
    var isPermanent = false

    /// Freezes how `view` looks now.
    @MainActor
    init(freezing view: View, until animator: PropertyAnimator? = nil) {
        items = DisplayList(contentOf: view).items
        origin = view.presentation.bounds.origin
        self.animator = animator
    }

    /// Freezes how a layer of its own looks now: its drawing and its sublayers', in its own coordinates.
    @MainActor
    init(freezing layer: Layer) {
        var list = DisplayList()
        list.rebuild(root: layer, pass: DisplayList.LayerPass(atCanvasOrigin: true, leavesOutOpacity: true))
        items = list.items
        origin = DisplayList.shown(layer, view: layer.view).0.values.bounds.origin
        animator = nil
    }

    /// Whether the old look still shows: until the animator turning it away is inactive again.
    @MainActor
    var isShowing: Bool { isPermanent || animator.map { $0.state != .inactive } ?? false }

    /// The frozen items placed on a canvas through the view's transform `toCanvas`, with `alpha`, inside `clip`.
    func items(toCanvas: PlaneProjection, alpha: CGFloat, clip: CGRect?) -> [DisplayItem] {
        let place = PlaneProjection(translationX: origin.x, y: origin.y).concatenating(toCanvas)
        return items.map { frozen in
            var item = frozen.placed(by: place)
            item.alpha = frozen.alpha * alpha
            switch (item.clip, clip) {
            case (let own?, let outer?): item.clip = own.intersection(outer)
            case (let own?, nil): item.clip = own
            case (nil, let outer): item.clip = outer
            }
            return item
        }
    }
}
