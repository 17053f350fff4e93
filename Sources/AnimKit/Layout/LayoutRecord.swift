import Foundation

/// What Auto Layout keeps on a view: the constraints installed on it, whether its frame is its own, whether it waits
/// for a layout pass.
struct LayoutRecord {
    /// The active constraints whose items' closest common ancestor this view is.
    var constraints: [NSLayoutConstraint] = []
    /// `translatesAutoresizingMaskIntoConstraints`: true keeps the frame the code set, false lets constraints place it.
    var translatesFrame = true
    /// Whether `layoutSubviews()` waits for the next pass: set by `setNeedsLayout()` and a constraint change, and true
    /// for a new view, as UIKit lays out each view once before it is first drawn; cleared by the pass.
    var needsLayout = true
    /// Whether the view's `layoutSubviews()` is running: a `layoutIfNeeded()` from inside it lays out everything else
    /// marked but leaves this view to the pass already laying it out, as Core Animation skips a layer in layout.
    var isLayingOut = false
    /// On the root of a tree laid out by constraints: the solver kept solved between passes.
    var engine: LayoutEngine?
    /// Set by `setNeedsUpdateConstraints()`; cleared when the next pass calls `updateConstraints()`.
    var needsConstraintUpdate = false
    /// The guides the code added (`addLayoutGuide`).
    var guides: [UILayoutGuide] = []
    /// The margins and safe-area guides, made on first use.
    var systemGuides: [UILayoutGuide] = []
    /// The margins the code set (`layoutMargins`); `nil` until it sets them: 8 points on every side then, as UIKit's
    /// default, or a controller's system minimum on its view.
    var margins: UIEdgeInsets?
    /// `insetsLayoutMarginsFromSafeArea`: margins measured from the safe area's edges (true, UIKit's default).
    var marginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`: the superview's margins kept where they reach into the view.
    var keepsSuperviewMargins = false
    /// `semanticContentAttribute`: which way the view's content runs.
    var semantic = SemanticContentAttribute.unspecified
    /// On a root view: the insets its window's screen keeps clear (a phone's notch and home indicator), zero elsewhere.
    var windowSafeArea = UIEdgeInsets.zero
    /// Content hugging priority, horizontal then vertical.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Content compression resistance priority, horizontal then vertical.
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// How the view follows its superview's size when it keeps its own frame (`autoresizingMask`).
    var autoresizingMask: View.AutoresizingMask = []
    /// Whether the view's size changes move and resize its frame-keeping subviews (`autoresizesSubviews`).
    var autoresizesSubviews = true
    /// The safe-area insets the view was last told of (`safeAreaInsetsDidChange()`).
    var toldSafeArea = UIEdgeInsets.zero
}

/// Auto Layout's messages, written as UIKit writes them to the console.
@MainActor
enum LayoutReport {
    /// Told each message as it is written (tests listen here).
    static var listener: ((String) -> Void)?

    static func write(_ message: String) {
        listener?(message)
        FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
    }
}

extension View {
    /// Whether the view keeps the frame the code set (true, the default, as in UIKit) or is placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutRecord.translatesFrame }
        set {
            layoutRecord.translatesFrame = newValue
            setNeedsLayout()
        }
    }

    /// The constraints installed on this view (those whose items' closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutRecord.constraints }

    /// Installs `constraint` on this view, as `isActive = true` would.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Installs every constraint in `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Takes `constraint` out of layout.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Takes every constraint in `constraints` out of layout.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The view whose pass lays this one out: its window — each window is laid out on its own, as each UIKit window
    /// holds its own layout engine (a scene's window a host shows among its own views keeps its solver when it is put
    /// there) — or, out of any window, the view with no superview above it.
    var layoutRoot: View {
        var view = self
        while !(view is Window), let parent = view.superview { view = parent }
        return view
    }

    /// This view and every view beneath it that its pass lays out: all but the trees of windows inside it, parents
    /// before children, in the order of ``subtree``.
    var layoutSubtree: [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            for subview in view.subviews.reversed() where !(subview is Window) { pending.append(subview) }
        }
        return result
    }

    /// The windows inside this view's tree that its pass leaves to their own (the outermost of each branch).
    var windowsWithin: [Window] {
        var found: [Window] = []
        var pending = subviews
        while let view = pending.popLast() {
            if let window = view as? Window { found.append(window) } else { pending += view.subviews }
        }
        return found
    }

    /// The closest view that is `other` or holds it, and is this view or holds it; nil in different trees.
    func closestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var view: View? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }
}
