import Foundation

/// UIKit's layout cycle: views are marked, and a pass places them — Auto Layout first, then each marked view's
/// `layoutSubviews()`, top-down. Frames the code sets apply at once.
extension View {
    /// ``setNeedsUpdateConstraints()``'s work.
    func markConstraintsForUpdate() {
        layoutRecord.needsConstraintUpdate = true
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` waits for the next pass.
    public func needsUpdateConstraints() -> Bool { layoutRecord.needsConstraintUpdate }

    /// ``updateConstraintsIfNeeded()``'s work.
    func updateMarkedConstraints() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard layoutRecord.needsConstraintUpdate else { return }
        layoutRecord.needsConstraintUpdate = false
        // A controller's view is updated through its controller, as UIKit's (whose default updates the view).
        if let owningController { owningController.updateViewConstraints() } else { updateConstraints() }
    }

    /// Marks the view and its superview for layout, as ``invalidateIntrinsicContentSize()`` does (a subclass's
    /// override may be on top).
    func markIntrinsicSizeChanged() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// ``layoutIfNeeded()``'s work: Auto Layout solves the constraints, then every marked view's layer lays out (its
    /// ``layoutSubviews()``), parents before children; then the marked layers of their own. Inside an animation block
    /// the views move along the block's curve to their new places, as UIKit's `layoutIfNeeded()` animates.
    func layOutTreeIfNeeded() {
        defer { Layer.layOutMarkedLayers() }
        let root = layoutRoot
        // Walked without building a list: a host asks before every frame, and mostly nothing is marked.
        guard root.hasPendingLayout else { return }
        // A mark only inside a window within (a scene's, in a host's view) leaves this tree's pass out.
        if root.hasPendingLayout(crossingWindows: false) { root.layOutOwnTree() }
        // Windows inside it (a host's view showing a scene's window) lay out their own trees.
        for window in root.windowsWithin { window.layoutIfNeeded() }
    }

    /// Lays out this root's tree, windows inside it left out (``layoutIfNeeded()``).
    private func layOutOwnTree() {
        let root = self
        // A `layoutSubviews()` that asks for layout again goes one level deeper, and no view is laid out inside its
        // own layout; past a depth no screen reaches the nested call is dropped (and said once), so no stack overflows.
        guard View.layoutNesting < View.layoutNestingLimit else { return View.reportLayoutNesting() }
        View.layoutNesting += 1
        defer {
            View.layoutNesting -= 1
            // Said once the passes end: a constraint refused in one pass may hold in the next.
            root.layoutRecord.engine?.sayRefusedConstraints()
        }
        // Again while a `layoutSubviews()` marked a view (a child that resized its parent), as UIKit's layout loop does.
        for _ in 0..<View.layoutPassLimit {
            root.updateConstraintsIfNeeded()
            let views = root.layoutSubtree
            if let engine = root.layoutRecord.engine {
                engine.layOut(root: root, views: views)
            } else if views.contains(where: { !$0.layoutRecord.constraints.isEmpty }) {
                let engine = LayoutEngine()
                root.layoutRecord.engine = engine
                engine.layOut(root: root, views: views)
            }
            let solvedSizes = views.map(\.bounds.size)
            // What the views' own guides followed when the engine solved: a `layoutSubviews()` that changes a safe area
            // or margins after (a navigation controller's, giving a pushed screen its bar) moves those guides.
            let guided = views.filter { !$0.layoutRecord.systemGuides.isEmpty }
            let solvedGuides = guided.map(\.systemGuideInsets)
            for view in views where view.layoutRecord.needsLayout && !view.layoutRecord.isLayingOut {
                view.tellSafeAreaIfChanged()
                view.layoutRecord.needsLayout = false
                view.layoutRecord.isLayingOut = true
                // A controller's view: the controller is told before and after, as UIKit does.
                let controller = view.owningController
                if view.window != nil { controller?.tellIsAppearingIfDue() }
                controller?.updateContentUnavailableIfDue(firstAppearance: view.window != nil)
                controller?.viewWillLayoutSubviews()
                // Through the layer, as UIKit's: its `layoutSublayers()` asks the view (``View/layoutSublayers(of:)``).
                view.layer.layoutSublayers()
                controller?.viewDidLayoutSubviews()
                view.layoutRecord.isLayingOut = false
            }
            // A `layoutSubviews()` that resized a view whose subviews Auto Layout places (a table cell sizing its
            // content view) leaves them where the solution for the old size put them: solve again, as UIKit's live
            // engine does.
            if let engine = root.layoutRecord.engine,
                zip(views, solvedSizes).contains(where: { view, size in
                    view.bounds.size != size && view.subviews.contains { !$0.layoutRecord.translatesFrame }
                }) || zip(guided, solvedGuides).contains(where: { view, insets in view.systemGuideInsets != insets })
            {
                engine.layOut(root: root, views: root.layoutSubtree)
            }
            guard root.hasPendingLayout(crossingWindows: false) else { return }
        }
        // A view that marks itself on every pass (it sets its own size in `layoutSubviews()`) never settles: the pass
        // gives up, says so (once for those views), and drops the marks, leaving the views where the last pass put them.
        let looping = root.layoutSubtree.filter { $0.layoutRecord.needsLayout && !$0.layoutRecord.isLayingOut }
        for view in looping { view.layoutRecord.needsLayout = false }
        View.reportLayoutLoop(looping)
    }

    /// How many passes one `layoutIfNeeded()` makes at most: UIKit's layout feedback loop threshold's default.
    public static let layoutPassLimit = 100

    /// The views' names whose loops were reported: each is said once.
    private static var reportedLoops: Set<String> = []

    private static func reportLayoutLoop(_ views: [View]) {
        let names = views.prefix(3).map { $0.accessibilityIdentifier ?? "\(type(of: $0))" }.joined(separator: ", ")
        guard reportedLoops.insert(names).inserted else { return }
        FileHandle.standardError.write(
            Data(
                ("AnimKit: layout did not settle after \(layoutPassLimit) passes — \(names) marked for layout again in every "
                    + "layoutSubviews() (a view that sets its own frame there?); the pass stops here\n").utf8))
    }

    /// Whether this view or any beneath it is marked for layout (a view in its own `layoutSubviews()` is left to the
    /// pass running it).
    var hasPendingLayout: Bool { hasPendingLayout(crossingWindows: true) }

    /// ``hasPendingLayout``, counting the trees of windows inside this view's or not.
    func hasPendingLayout(crossingWindows: Bool) -> Bool {
        if layoutRecord.needsLayout && !layoutRecord.isLayingOut { return true }
        // A loop, not `contains(where:)`: a main-actor closure handed to it checks its actor on every call.
        for subview in subviews where crossingWindows || !(subview is Window) {
            if subview.hasPendingLayout(crossingWindows: crossingWindows) { return true }
        }
        return false
    }

    /// How many `layoutIfNeeded()` calls are running, each inside a `layoutSubviews()` of the one before.
    private static var layoutNesting = 0

    /// How deep `layoutIfNeeded()` calls may nest inside `layoutSubviews()`.
    static let layoutNestingLimit = 32

    /// Whether nesting past the limit has been said.
    private static var reportedNesting = false

    private static func reportLayoutNesting() {
        guard !reportedNesting else { return }
        reportedNesting = true
        FileHandle.standardError.write(
            Data(
                ("AnimKit: layoutIfNeeded() called \(layoutNestingLimit) deep, each from a layoutSubviews() (views that lay out "
                    + "one another?); the deeper calls do nothing\n").utf8))
    }
}

extension View {
    /// The insets each of the view's own guides follows now, in the order the view made them.
    fileprivate var systemGuideInsets: [UIEdgeInsets] {
        layoutRecord.systemGuides.compactMap { guide in guide.system.map { insets(of: $0) } }
    }
}
