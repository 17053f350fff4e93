import Foundation

/// Layout margins and the safe area: the insets a view's ``View/layoutMarginsGuide`` and
/// ``View/safeAreaLayoutGuide`` follow.
extension View {
    /// ``View/layoutMargins``' setting: kept, the view laid out again, the view and its controller told.
    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != layoutRecord.margins else { return }
        layoutRecord.margins = margins
        setNeedsLayout()
        layoutMarginsDidChange()
        owningController?.viewLayoutMarginsDidChange()
    }

    /// ``View/directionalLayoutMargins``: ``View/layoutMargins`` with leading as left (AnimKit lays out left to right).
    var marginsByDirection: NSDirectionalEdgeInsets {
        let margins = layoutMargins
        return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }

    /// ``View/directionalLayoutMargins``' setting: the layout margins, leading as left.
    func setMarginsByDirection(_ margins: NSDirectionalEdgeInsets) {
        layoutMargins = UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }

    /// ``View/preservesSuperviewLayoutMargins``' setting: where the superview's margins reach into this view, its own
    /// grow to keep its content inside them (``effectiveLayoutMargins``).
    func setKeepsSuperviewMargins(_ keeps: Bool) {
        guard keeps != layoutRecord.keepsSuperviewMargins else { return }
        layoutRecord.keepsSuperviewMargins = keeps
        setNeedsLayout()
    }

    /// ``View/semanticContentAttribute``' setting (text runs left to right here whatever it says; a button's image and
    /// title follow it).
    func setSemantic(_ attribute: SemanticContentAttribute) {
        layoutRecord.semantic = attribute
        setNeedsLayout()
    }

    /// ``View/insetsLayoutMarginsFromSafeArea``' setting.
    func setMarginsFromSafeArea(_ fromSafeArea: Bool) {
        guard fromSafeArea != layoutRecord.marginsFromSafeArea else { return }
        layoutRecord.marginsFromSafeArea = fromSafeArea
        setNeedsLayout()
    }

    /// The margins the layout margins guide follows, as UIKit reads them back: the margins set (8 points on every side
    /// by default; a controller's view has its ``ViewController/systemMinimumLayoutMargins``, and no less while it
    /// ``ViewController/viewRespectsSystemMinimumLayoutMargins``), measured from the edges of the safe area while
    /// ``View/insetsLayoutMarginsFromSafeArea`` (a full-screen view's top margin starts under the notch).
    var effectiveLayoutMargins: UIEdgeInsets {
        let controller = owningController
        let minimum = controller.map { View.edgeInsets($0.systemMinimumLayoutMargins) }
        var margins = layoutRecord.margins ?? minimum ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if let minimum, controller?.viewRespectsSystemMinimumLayoutMargins == true {
            margins = UIEdgeInsets(
                top: Swift.max(margins.top, minimum.top), left: Swift.max(margins.left, minimum.left),
                bottom: Swift.max(margins.bottom, minimum.bottom), right: Swift.max(margins.right, minimum.right))
        }
        if layoutRecord.marginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        guard layoutRecord.keepsSuperviewMargins, let superview else { return margins }
        // The superview's margins, where they reach into this view, move its own in as far as they reach (UIKit moves
        // them "the smallest amount needed" for the content to be inside the superview's margins too).
        let outer = superview.layoutMargins, inside = superview.bounds, frame = self.frame
        return UIEdgeInsets(
            top: Swift.max(margins.top, inside.minY + outer.top - frame.minY),
            left: Swift.max(margins.left, inside.minX + outer.left - frame.minX),
            bottom: Swift.max(margins.bottom, frame.maxY - (inside.maxY - outer.bottom)),
            right: Swift.max(margins.right, frame.maxX - (inside.maxX - outer.right)))
    }

    /// A controller's view's least margins in `window` (the main screen outside one): 20 points at the sides in a
    /// regular width or a window 414 points wide or more (an iPhone Plus or Max, any phone on its side), else 16.
    static func systemMinimumMargins(in window: Window?) -> NSDirectionalEdgeInsets {
        let size = window?.bounds.size ?? Screen.main.bounds.size
        let regular = TraitCollection(windowSize: size, idiom: Device.current.userInterfaceIdiom).horizontalSizeClass == .regular
        let side: CGFloat = regular || size.width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    private static func edgeInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// ``View/safeAreaInsets``: how far in from each edge the view is covered by what its window keeps clear — a root
    /// view has its window's insets, a subview the part of its superview's that it overlaps.
    var coveredInsets: UIEdgeInsets {
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
        let outer = (parent as? ScrollView)?.safeAreaLeftToContent ?? parent.safeAreaInsets, bounds = parent.bounds, frame = self.frame
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
        // A subview whose safe area moved with this one's lays out in this pass too (its turn comes after this view's),
        // as UIKit lays out a view whose safe area changed: a list under a navigation bar that just grew keeps its
        // content at the top, below the bar.
        for subview in subviews where !(subview is Window) && subview.safeAreaInsets != subview.layoutRecord.toldSafeArea {
            subview.setNeedsLayout()
        }
    }
}

/// Which way a view's content runs (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// UIKit's name for a view's content direction.
public typealias UISemanticContentAttribute = SemanticContentAttribute
