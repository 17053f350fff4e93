import Foundation

/// A list's background view — a table's or a collection view's `backgroundView`, often an empty state's message: as
/// Apple documents it, placed behind every cell, header, footer and decoration and sized to fill the list's bounds,
/// so it stays still while the content scrolls over it.
@preconcurrency @MainActor
protocol ShowsBackgroundView: ScrollView {
    /// The view behind the content, if any.
    var backgroundView: View? { get }
}

extension ShowsBackgroundView {
    /// Takes `old` out of the list and puts the background view in place.
    func showBackgroundView(replacing old: View?) {
        if let old, old !== backgroundView, old.superview === self { old.removeFromSuperview() }
        placeBackgroundView()
    }

    /// Puts the background view at the back, over the bounds: after cells were added (they are inserted at the back)
    /// and as the content scrolls — in a block that scrolls, along with the content.
    func placeBackgroundView() {
        guard let view = backgroundView else { return }
        if subviews.first !== view { insertSubview(view, at: 0) }
        if view.frame != bounds { view.frame = bounds }
    }
}

extension TableView: ShowsBackgroundView {}
extension CollectionView: ShowsBackgroundView {}

extension ScrollView {
    /// Moves the content to `offset`, and a list's background view with the bounds, so that in an animation block
    /// both move along the same curve and the background stays where it is on screen.
    func moveContent(to offset: CGPoint) {
        bounds.origin = offset
        (self as? any ShowsBackgroundView)?.placeBackgroundView()
    }
}
