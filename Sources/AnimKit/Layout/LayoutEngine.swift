import Cassowary
import Foundation

/// Auto Layout for one view tree, kept between passes as UIKit's layout engine is: every view's rectangle a set of
/// unknowns in the root's coordinates, solved by Cassowary and kept solved.
///
/// The root and every view that keeps its frame are pinned where they are; a view
/// placed by constraints gets its intrinsic size's hugging and compression
/// resistance; every active constraint goes in at its priority. A pass brings the
/// solver up to date with what changed since the last — a `constant` or a pinned
/// frame is a new constant in place (the dual simplex, no rebuild), a constraint
/// activated or deactivated is added or removed — and gives each view placed by
/// constraints whose rectangle moved its new `center` and `bounds.size`: inside an
/// animation block, animated like any other change. A change to the tree's shape
/// (a view added, removed or moved, a view starting or stopping keeping its frame)
/// starts the solver afresh.
@preconcurrency @MainActor
final class LayoutEngine {
    /// A view's rectangle in the root's coordinates.
    struct Box {
        let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
    }

    /// Which views there are, under which parent, and whether each keeps its frame: what the solver's boxes and pins follow.
    struct Shape: Equatable {
        let view: ObjectIdentifier
        let parent: ObjectIdentifier?
        let keepsFrame: Bool
    }

    /// Required equalities holding a view's rectangle where its frame is: left, top, width, height.
    struct Pin {
        let constraints: [Constraint]
    }

    /// An axis of a view's intrinsic size: its length, compression resistance (≥) and hugging (≤) at their priorities.
    struct IntrinsicAxis {
        let length: Double
        let priorities: [UILayoutPriority]
        let resists: Constraint
        let hugs: Constraint
    }

    /// A layout guide's rectangle, and the guide (which the engine does not keep alive).
    struct GuideBox {
        weak var guide: UILayoutGuide?
        let box: Box
    }

    var solver = Solver()
    var shape: [Shape] = []
    var boxes: [ObjectIdentifier: Box] = [:]
    /// The rectangles of the layout guides constraints have named, made on first use.
    var guideBoxes: [ObjectIdentifier: GuideBox] = [:]
    var pins: [ObjectIdentifier: Pin] = [:]
    var intrinsics: [ObjectIdentifier: [IntrinsicAxis?]] = [:]
    /// The constraints in the solver (or refused by it), by the `NSLayoutConstraint` they come from.
    var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    /// What to say of the constraints refused since the layout began, said once it ends of those still refused then
    /// (``sayRefusedConstraints()``): a frame a `layoutSubviews()` has yet to set (a cell's content view still at the
    /// cell's first height) refuses a constraint that holds once it is set.
    var refusals: [ObjectIdentifier: String] = [:]
    /// The refused constraints already said: not said again until they have held.
    var saidRefusals: Set<ObjectIdentifier> = []
    /// Whether a frame the engine holds fixed moved in the solve under way: what it contradicted may hold now.
    var pinMoved = false

    /// An engine with nothing in it yet, listed for the scene's checkpoints (its solver goes back with the views).
    init() {
        AnimationEngine.shared.enlist(self)
    }

    /// Lays out the tree under `root`, whose views are `views` (the root first, parents before children).
    func layOut(root: View, views: [View]) {
        let shape = views.map { view in
            Shape(
                view: ObjectIdentifier(view), parent: view === root ? nil : view.superview.map(ObjectIdentifier.init),
                keepsFrame: view === root || view.layoutRecord.translatesFrame)
        }
        if shape != self.shape { start(views: views, shape: shape) }
        pinMoved = false
        let labels = beginFirstPass(views, root: root)
        defer { endPasses(labels) }
        for view in views {
            if view === root || view.layoutRecord.translatesFrame { pin(view, root: root) } else { updateIntrinsicSize(of: view) }
            for guide in view.layoutRecord.systemGuides { pin(guide, to: view) }
        }
        updateConstraints(views.flatMap(\.layoutRecord.constraints), retryingRefused: pinMoved)
        solver.updateVariables()
        measureAtSolvedWidths(labels)
        for view in views where view !== root && !view.layoutRecord.translatesFrame { place(view) }
        placeGuides()
        sizeScrollContents()
    }

    /// Starts the solver afresh for a tree of a new shape.
    func start(views: [View], shape: [Shape]) {
        solver = Solver()
        self.shape = shape
        boxes = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0), Box()) })
        guideBoxes = [:]
        pins = [:]
        intrinsics = [:]
        installed = [:]
    }

    func box(_ view: View) -> Box? { boxes[ObjectIdentifier(view)] }

    /// The rectangle of a constraint's item: a view in the tree, or a guide owned by one (made on first use).
    func box(forItem item: AnyObject?) -> Box? {
        if let view = item as? View { return box(view) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, box(owner) != nil else { return nil }
        let id = ObjectIdentifier(guide)
        if let known = guideBoxes[id], known.guide === guide { return known.box }
        let made = GuideBox(guide: guide, box: Box())
        guideBoxes[id] = made
        return made.box
    }

    /// Holds a system guide at its owner's bounds inset by the margins or safe area: new constants when they change.
    func pin(_ guide: UILayoutGuide, to owner: View) {
        guard let kind = guide.system, let own = box(forItem: guide), let outer = box(owner) else { return }
        if kind == .scrollContent, let scroll = owner as? ScrollView { return pinContent(guide, box: own, to: scroll, frame: outer) }
        // The owner's box is its alignment rectangle; the guide is inset from its bounds.
        let aligned = LayoutEngine.alignmentInsets(of: owner), given = owner.insets(of: kind)
        let insets = UIEdgeInsets(
            top: given.top - aligned.top, left: given.left - aligned.left, bottom: given.bottom - aligned.bottom,
            right: given.right - aligned.right)
        // left − owner's left − inset, top alike; width − owner's width + both insets, height alike.
        let values = [Double(insets.left), Double(insets.top), -Double(insets.left + insets.right), -Double(insets.top + insets.bottom)]
        let id = ObjectIdentifier(guide)
        if let pin = pins[id] {
            for (constraint, value) in zip(pin.constraints, values) where constraint.expression.constant != -value {
                try? solver.setConstant(-value, of: constraint)
                pinMoved = true
            }
            return
        }
        let pairs = [(own.left, outer.left), (own.top, outer.top), (own.width, outer.width), (own.height, outer.height)]
        let constraints = zip(pairs, values).map { pair, value in
            var expression = Cassowary.Expression(pair.0, constant: -value)
            expression.add(pair.1, coefficient: -1)
            return Constraint(expression, .equal, Cassowary.Expression())
        }
        for constraint in constraints { try? solver.addConstraint(constraint) }
        pins[id] = Pin(constraints: constraints)
    }

    /// Writes each guide's solved rectangle, in its owner's coordinates, into its `layoutFrame`.
    private func placeGuides() {
        for entry in guideBoxes.values {
            guard let guide = entry.guide, let owner = guide.owningView, let outer = box(owner) else { continue }
            // A scroll view's content area is in the content's coordinates, where the bounds' origin is the offset.
            // The owner's box is its alignment rectangle: the guide is placed from its bounds' edges.
            let aligned = LayoutEngine.alignmentInsets(of: owner)
            let origin =
                guide.system == .scrollContent
                ? .zero : CGPoint(x: owner.bounds.origin.x + aligned.left, y: owner.bounds.origin.y + aligned.top)
            guide.layoutFrame = CGRect(
                x: entry.box.left.value - outer.left.value + Double(origin.x), y: entry.box.top.value - outer.top.value + Double(origin.y),
                width: entry.box.width.value, height: entry.box.height.value)
        }
    }

    /// Holds a view that keeps its frame (or the root, at the origin) where it is: new constants when it moved.
    func pin(_ view: View, root: View) {
        guard let own = box(view) else { return }
        let parent = view === root ? nil : view.superview.flatMap { self.box($0) }
        let values = pinnedValues(of: view, root: root)
        let id = ObjectIdentifier(view)
        if let pin = pins[id] {
            // Each pin is `unknown − parent's − value == 0`: a moved frame is a new constant, −value.
            for (constraint, value) in zip(pin.constraints, values) where constraint.expression.constant != -value {
                try? solver.setConstant(-value, of: constraint)
                pinMoved = true
            }
            return
        }
        let unknowns = [own.left, own.top, own.width, own.height]
        let parents: [Variable?] = [parent?.left, parent?.top, nil, nil]
        let constraints = (0..<4).map { index in
            var expression = Cassowary.Expression(unknowns[index], constant: -values[index])
            if let parent = parents[index] { expression.add(parent, coefficient: -1) }
            return Constraint(expression, .equal, Cassowary.Expression())
        }
        for constraint in constraints { try? solver.addConstraint(constraint) }
        pins[id] = Pin(constraints: constraints)
    }

    /// Compression resistance (≥, 750 by default) and hugging (≤, 250) at the view's intrinsic size, on each axis
    /// that has one, at the view's own priorities.
    func updateIntrinsicSize(of view: View) {
        guard let box = box(view) else { return }
        let size = view.intrinsicContentSize, id = ObjectIdentifier(view)
        var axes = intrinsics[id] ?? [nil, nil]
        for (index, (unknown, length)) in [(box.width, size.width), (box.height, size.height)].enumerated() {
            let length = Double(length)
            // Through the view's methods, which a subclass may override (a view that never stretches answers `.required`).
            let direction: NSLayoutConstraint.Axis = index == 0 ? .horizontal : .vertical
            let priorities = [view.contentCompressionResistancePriority(for: direction), view.contentHuggingPriority(for: direction)]
            if let axis = axes[index] {
                guard axis.length != length || axis.priorities != priorities else { continue }
                if length >= 0 && axis.priorities == priorities {
                    // `unknown − length ≷ 0`: a new length is a new constant for both.
                    try? solver.setConstant(-length, of: axis.resists)
                    try? solver.setConstant(-length, of: axis.hugs)
                    axes[index] = IntrinsicAxis(length: length, priorities: priorities, resists: axis.resists, hugs: axis.hugs)
                    continue
                }
                try? solver.removeConstraint(axis.resists)
                try? solver.removeConstraint(axis.hugs)
                axes[index] = nil
            }
            guard length >= 0 else { continue }
            let axis = IntrinsicAxis(
                length: length, priorities: priorities, resists: (unknown >= length).withStrength(LayoutEngine.strength(priorities[0])),
                hugs: (unknown <= length).withStrength(LayoutEngine.strength(priorities[1])))
            try? solver.addConstraint(axis.resists)
            try? solver.addConstraint(axis.hugs)
            axes[index] = axis
        }
        intrinsics[id] = axes
    }

    /// A priority on the solver's scale: required stays required; below, each 125 points weigh ten times more.
    static func strength(_ priority: UILayoutPriority) -> Double {
        priority.rawValue >= 1000 ? Strength.required : pow(10, Double(Swift.max(priority.rawValue, 0)) / 125)
    }
}
