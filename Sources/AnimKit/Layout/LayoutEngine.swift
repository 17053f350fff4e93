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
@MainActor
final class LayoutEngine {
    /// A view's rectangle in the root's coordinates.
    struct Box {
        let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
    }

    /// Which views there are, under which parent, and whether each keeps its frame: what the solver's boxes and pins follow.
    private struct Shape: Equatable {
        let view: ObjectIdentifier
        let parent: ObjectIdentifier?
        let keepsFrame: Bool
    }

    /// Required equalities holding a view's rectangle where its frame is: left, top, width, height.
    private struct Pin {
        let constraints: [Constraint]
    }

    /// An axis of a view's intrinsic size: its length, compression resistance (≥) and hugging (≤).
    private struct IntrinsicAxis {
        let length: Double
        let resists: Constraint
        let hugs: Constraint
    }

    var solver = Solver()
    private var shape: [Shape] = []
    private(set) var boxes: [ObjectIdentifier: Box] = [:]
    private var pins: [ObjectIdentifier: Pin] = [:]
    private var intrinsics: [ObjectIdentifier: [IntrinsicAxis?]] = [:]
    /// The constraints in the solver (or refused by it), by the `NSLayoutConstraint` they come from.
    var installed: [ObjectIdentifier: InstalledConstraint] = [:]

    /// Lays out the tree under `root`, whose views are `views` (the root first, parents before children).
    func layOut(root: View, views: [View]) {
        let shape = views.map { view in
            Shape(
                view: ObjectIdentifier(view), parent: view === root ? nil : view.superview.map(ObjectIdentifier.init),
                keepsFrame: view === root || view.layoutRecord.translatesFrame)
        }
        if shape != self.shape { start(views: views, shape: shape) }
        for view in views {
            if view === root || view.layoutRecord.translatesFrame { pin(view, root: root) } else { updateIntrinsicSize(of: view) }
        }
        updateConstraints(views.flatMap(\.layoutRecord.constraints))
        solver.updateVariables()
        for view in views where view !== root && !view.layoutRecord.translatesFrame { place(view) }
    }

    /// Starts the solver afresh for a tree of a new shape.
    private func start(views: [View], shape: [Shape]) {
        solver = Solver()
        self.shape = shape
        boxes = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0), Box()) })
        pins = [:]
        intrinsics = [:]
        installed = [:]
    }

    func box(_ view: View) -> Box? { boxes[ObjectIdentifier(view)] }

    /// Holds a view that keeps its frame (or the root, at the origin) where it is: new constants when it moved.
    private func pin(_ view: View, root: View) {
        guard let own = box(view) else { return }
        let parent = view === root ? nil : view.superview.flatMap { self.box($0) }
        let origin = view === root ? (x: 0.0, y: 0.0) : frameOrigin(of: view)
        let values = [origin.x, origin.y, Double(view.bounds.width), Double(view.bounds.height)]
        let id = ObjectIdentifier(view)
        if let pin = pins[id] {
            // Each pin is `unknown − parent's − value == 0`: a moved frame is a new constant, −value.
            for (constraint, value) in zip(pin.constraints, values) where constraint.expression.constant != -value {
                try? solver.setConstant(-value, of: constraint)
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

    /// The view's frame origin in its superview's bounds, from its centre and size (transforms aside, as Auto Layout's).
    private func frameOrigin(of view: View) -> (x: Double, y: Double) {
        let parent = view.superview?.bounds.origin ?? .zero
        return (
            Double(view.center.x - view.bounds.width / 2 - parent.x), Double(view.center.y - view.bounds.height / 2 - parent.y)
        )
    }

    /// Compression resistance (priority 750) and hugging (250) at the view's intrinsic size, on each axis that has one.
    private func updateIntrinsicSize(of view: View) {
        guard let box = box(view) else { return }
        let size = view.intrinsicContentSize, id = ObjectIdentifier(view)
        var axes = intrinsics[id] ?? [nil, nil]
        for (index, (unknown, length)) in [(box.width, size.width), (box.height, size.height)].enumerated() {
            let length = Double(length)
            if let axis = axes[index] {
                guard axis.length != length else { continue }
                if length >= 0 {
                    // `unknown − length ≷ 0`: a new length is a new constant for both.
                    try? solver.setConstant(-length, of: axis.resists)
                    try? solver.setConstant(-length, of: axis.hugs)
                    axes[index] = IntrinsicAxis(length: length, resists: axis.resists, hugs: axis.hugs)
                    continue
                }
                try? solver.removeConstraint(axis.resists)
                try? solver.removeConstraint(axis.hugs)
                axes[index] = nil
            }
            guard length >= 0 else { continue }
            let axis = IntrinsicAxis(
                length: length, resists: (unknown >= length).withStrength(LayoutEngine.strength(.defaultHigh)),
                hugs: (unknown <= length).withStrength(LayoutEngine.strength(.defaultLow)))
            try? solver.addConstraint(axis.resists)
            try? solver.addConstraint(axis.hugs)
            axes[index] = axis
        }
        intrinsics[id] = axes
    }

    /// Gives a view placed by constraints its solved centre and size, in its superview's bounds, if they changed.
    private func place(_ view: View) {
        guard let box = box(view), let parent = view.superview, let parentBox = self.box(parent) else { return }
        let size = CGSize(width: Swift.max(box.width.value, 0), height: Swift.max(box.height.value, 0))
        let origin = CGPoint(
            x: box.left.value - parentBox.left.value + Double(parent.bounds.minX),
            y: box.top.value - parentBox.top.value + Double(parent.bounds.minY))
        let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        if view.bounds.size != size { view.bounds.size = size }
        if view.center != center { view.center = center }
    }

    /// A priority on the solver's scale: required stays required; below, each 125 points weigh ten times more.
    static func strength(_ priority: UILayoutPriority) -> Double {
        priority.rawValue >= 1000 ? Strength.required : pow(10, Double(Swift.max(priority.rawValue, 0)) / 125)
    }
}
