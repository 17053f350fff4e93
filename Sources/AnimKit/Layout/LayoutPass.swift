import Cassowary
import Foundation

/// One Auto Layout pass over a view tree: every view's rectangle a set of unknowns in the root's coordinates, the
/// views that keep their frames pinned where they are, every active constraint added at its priority, solved by
/// Cassowary; the views placed by constraints get their new `center` and `bounds.size` — inside an animation block,
/// animated like any other change.
@MainActor
struct LayoutPass {
    /// A view's rectangle in the root's coordinates.
    struct Box {
        let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
    }

    let root: View
    private let solver = Solver()
    private var boxes: [ObjectIdentifier: Box] = [:]

    init(root: View) {
        self.root = root
    }

    /// Places the views of the tree under `root` (`views`, its subtree) that its constraints place, if it has any.
    static func run(on root: View, views: [View]) {
        let constraints = views.flatMap(\.layoutRecord.constraints)
        guard !constraints.isEmpty else { return }
        var pass = LayoutPass(root: root)
        pass.solve(views: views, constraints: constraints)
    }

    private mutating func solve(views: [View], constraints: [NSLayoutConstraint]) {
        for view in views { boxes[ObjectIdentifier(view)] = Box() }
        for view in views { pin(view) }
        for constraint in constraints { add(constraint) }
        solver.updateVariables()
        for view in views where view !== root && !view.layoutRecord.translatesFrame { place(view) }
    }

    private func box(_ view: View) -> Box? { boxes[ObjectIdentifier(view)] }

    /// The root, and every view that keeps its frame, held where it is; a view placed by constraints gets its
    /// intrinsic size's hugging and compression resistance.
    private func pin(_ view: View) {
        guard let box = box(view) else { return }
        let bounds = view.bounds
        if view === root || view.layoutRecord.translatesFrame {
            let origin = view === root ? (x: 0.0, y: 0.0) : frameOrigin(of: view)
            let left = superviewBox(of: view).map { $0.left + origin.x } ?? Cassowary.Expression(origin.x)
            let top = superviewBox(of: view).map { $0.top + origin.y } ?? Cassowary.Expression(origin.y)
            for constraint in [box.left == left, box.top == top, box.width == Double(bounds.width), box.height == Double(bounds.height)] {
                try? solver.addConstraint(constraint)
            }
            return
        }
        let size = view.intrinsicContentSize
        for (variable, length) in [(box.width, size.width), (box.height, size.height)] where length >= 0 {
            try? solver.addConstraint((variable >= Double(length)).withStrength(LayoutPass.strength(.defaultHigh)))
            try? solver.addConstraint((variable <= Double(length)).withStrength(LayoutPass.strength(.defaultLow)))
        }
    }

    private func superviewBox(of view: View) -> Box? { view === root ? nil : view.superview.flatMap(box) }

    /// The view's frame origin in its superview's bounds, from its centre and size (transforms aside, as Auto Layout's).
    private func frameOrigin(of view: View) -> (x: Double, y: Double) {
        let parent = view.superview?.bounds.origin ?? .zero
        return (
            Double(view.center.x - view.bounds.width / 2 - parent.x), Double(view.center.y - view.bounds.height / 2 - parent.y)
        )
    }

    private func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstView.flatMap(box) else { return }
        let lhs = LayoutPass.expression(constraint.firstAttribute, of: first)
        var rhs = Cassowary.Expression(Double(constraint.constant))
        if let second = constraint.secondView.flatMap(box) {
            rhs = Double(constraint.multiplier) * LayoutPass.expression(constraint.secondAttribute, of: second) + rhs
        }
        let relation: Constraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        do {
            try solver.addConstraint(Constraint(lhs, relation, rhs, strength: LayoutPass.strength(constraint.priority)))
        } catch {
            LayoutReport.write(
                """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                    "\(constraint)"
                )

                Will attempt to recover by breaking constraint
                \(constraint)
                """)
        }
    }

    /// An attribute of a box as an expression (left to right: leading is left).
    static func expression(_ attribute: NSLayoutConstraint.Attribute, of box: Box) -> Cassowary.Expression {
        switch attribute {
        case .left, .leading: box.left.expression
        case .right, .trailing: box.left + box.width
        case .top: box.top.expression
        case .bottom: box.top + box.height
        case .width: box.width.expression
        case .height: box.height.expression
        case .centerX: box.left + box.width / 2
        case .centerY: box.top + box.height / 2
        case .notAnAttribute: Cassowary.Expression()
        }
    }

    /// A priority on the solver's scale: required stays required; below, each 125 points weigh ten times more.
    static func strength(_ priority: UILayoutPriority) -> Double {
        priority.rawValue >= 1000 ? Strength.required : pow(10, Double(Swift.max(priority.rawValue, 0)) / 125)
    }

    /// Gives a view placed by constraints its solved centre and size, in its superview's bounds.
    private func place(_ view: View) {
        guard let box = box(view), let parent = view.superview, let parentBox = self.box(parent) else { return }
        let size = CGSize(width: Swift.max(box.width.value, 0), height: Swift.max(box.height.value, 0))
        let origin = CGPoint(
            x: box.left.value - parentBox.left.value + Double(parent.bounds.minX),
            y: box.top.value - parentBox.top.value + Double(parent.bounds.minY))
        view.bounds.size = size
        view.center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }
}
