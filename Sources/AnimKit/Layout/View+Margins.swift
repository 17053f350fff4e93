import Foundation

/// Layout margins and the safe area: the insets a view's ``View/layoutMarginsGuide`` and
/// ``View/safeAreaLayoutGuide`` follow.
extension View {
    /// Space in from each edge that content constrained to the margins keeps (8 points on every side by default).
    public var layoutMargins: UIEdgeInsets {
        get { layoutRecord.margins }
        set {
            guard newValue != layoutRecord.margins else { return }
            layoutRecord.margins = newValue
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// ``layoutMargins`` by reading direction: leading is left (AnimKit lays out left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutRecord.margins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// How far in from each edge the view is covered by what its window keeps clear: a root view has its window's
    /// insets; a subview the part of its superview's that it overlaps.
    public var safeAreaInsets: UIEdgeInsets {
        let inherited = inheritedSafeAreaInsets
        guard let controller = owningController else { return inherited }
        let additional = controller.additionalSafeAreaInsets, bars = controller.barInsets
        let extra = UIEdgeInsets(
            top: additional.top + bars.top, left: additional.left + bars.left, bottom: additional.bottom + bars.bottom,
            right: additional.right + bars.right)
        guard extra != .zero else { return inherited }
        return UIEdgeInsets(
            top: inherited.top + extra.top, left: inherited.left + extra.left, bottom: inherited.bottom + extra.bottom,
            right: inherited.right + extra.right)
    }

    /// The part of the safe area the window and the superviews make (a controller's additional insets come on top). A
    /// window's is its own, whatever it is shown in (a previewer's panel).
    private var inheritedSafeAreaInsets: UIEdgeInsets {
        guard let parent = superview, layoutRecord.windowSafeArea == .zero || !(self is Window) else { return layoutRecord.windowSafeArea }
        let outer = parent.safeAreaInsets, bounds = parent.bounds, frame = self.frame
        guard outer != .zero else { return .zero }
        return UIEdgeInsets(
            top: Swift.max(0, outer.top - (frame.minY - bounds.minY)), left: Swift.max(0, outer.left - (frame.minX - bounds.minX)),
            bottom: Swift.max(0, frame.maxY - (bounds.maxY - outer.bottom)), right: Swift.max(0, frame.maxX - (bounds.maxX - outer.right)))
    }

    /// The insets a window keeps clear, set on the root of a tree (a previewed phone's notch and home indicator).
    package func setWindowSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != layoutRecord.windowSafeArea else { return }
        layoutRecord.windowSafeArea = insets
        setNeedsLayout()
    }
}

extension View {
    /// Tells the view (and its controller) that its safe-area insets changed since it was last told, before it lays
    /// out, as UIKit calls `safeAreaInsetsDidChange()` and `viewSafeAreaInsetsDidChange()`.
    func tellSafeAreaIfChanged() {
        let insets = safeAreaInsets
        guard insets != layoutRecord.toldSafeArea else { return }
        layoutRecord.toldSafeArea = insets
        safeAreaInsetsDidChange()
        owningController?.viewSafeAreaInsetsDidChange()
    }
}
