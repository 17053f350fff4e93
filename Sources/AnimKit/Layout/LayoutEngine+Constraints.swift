import Cassowary
import Foundation

/// An `NSLayoutConstraint` as the engine holds it: the solver's constraint (none while refused) and the constant and
/// priority it was given, to see what changed.
struct InstalledConstraint {
    weak var item: NSLayoutConstraint?
    var solverConstraint: Constraint?
    var constant: CGFloat
    var priority: UILayoutPriority
    /// The baseline offsets the expression was made with (a label's new text moves its baselines: made again).
    var baselines: [CGFloat?] = []
    /// The scroll views whose content area the constraint attaches to (their content size is what it helps solve).
    var contents: [ScrollView] = []
}

extension LayoutEngine {
    /// Brings the solver up to the tree's active constraints: new ones added, gone ones removed, a changed constant
    /// set in place, a changed priority re-added; a constraint that cannot hold is reported, as UIKit reports it, once.
    /// The refused ones are tried again when a constraint went or a fixed frame moved (`retryingRefused`).
    func updateConstraints(_ constraints: [NSLayoutConstraint], retryingRefused: Bool = false) {
        // Gone ones first, so that a set swapped for another never meets it.
        let current = Set(constraints.map(ObjectIdentifier.init))
        var removed = false
        for (id, entry) in installed where !current.contains(id) || entry.item == nil {
            if let old = entry.solverConstraint { try? solver.removeConstraint(old) }
            installed[id] = nil
            removed = true
        }
        // What a constraint now gone, or a frame since moved, contradicted may hold again: the broken ones are tried
        // once more.
        if removed || retryingRefused {
            for constraint in constraints where installed[ObjectIdentifier(constraint)].map({ $0.solverConstraint == nil }) == true {
                install(constraint)
            }
        }
        for constraint in constraints {
            let id = ObjectIdentifier(constraint)
            guard var entry = installed[id], entry.item === constraint else {
                install(constraint)
                continue
            }
            if entry.baselines != LayoutEngine.baselines(of: constraint) {
                if let old = entry.solverConstraint { try? solver.removeConstraint(old) }
                install(constraint)
                continue
            }
            guard entry.priority != constraint.priority || entry.constant != constraint.constant else { continue }
            // A new priority, or a new constant for a constraint refused before: added afresh (and reported again if it still cannot hold).
            guard entry.priority == constraint.priority, let old = entry.solverConstraint else {
                if let old = entry.solverConstraint { try? solver.removeConstraint(old) }
                install(constraint)
                continue
            }
            do {
                // The solver's constant is that of `lhs − (multiplier × rhs + constant)`.
                try solver.setConstant(old.expression.constant - Double(constraint.constant - entry.constant), of: old)
                entry.constant = constraint.constant
                installed[id] = entry
            } catch {
                try? solver.removeConstraint(old)
                report([constraint], breaking: constraint)
                installed[id] = InstalledConstraint(
                    item: constraint, solverConstraint: nil, constant: constraint.constant, priority: constraint.priority)
            }
        }
    }

    /// Adds `constraint` to the solver at its priority; if it cannot hold, reports it and keeps it out until it or the
    /// constraints around it change — or, for a stack view's own, breaks the view's constraint it contradicts.
    private func install(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        let baselines = LayoutEngine.baselines(of: constraint)
        var entry = InstalledConstraint(
            item: constraint, solverConstraint: nil, constant: constraint.constant, priority: constraint.priority, baselines: baselines)
        defer { installed[id] = entry }
        let (firstItem, firstAttribute) = NSLayoutConstraint.layoutTerm(constraint.firstItem, constraint.firstAttribute)
        let (secondItem, secondAttribute) = NSLayoutConstraint.layoutTerm(constraint.secondItem, constraint.secondAttribute)
        guard let first = box(forTerm: firstItem, firstAttribute, other: secondItem) else { return }
        let lhs = LayoutEngine.expression(firstAttribute, of: first.box, baseline: baselines[0])
        var rhs = Cassowary.Expression(Double(constraint.constant))
        let second = box(forTerm: secondItem, secondAttribute, other: firstItem)
        if let second {
            rhs = Double(constraint.multiplier) * LayoutEngine.expression(secondAttribute, of: second.box, baseline: baselines[1]) + rhs
        }
        entry.contents = [first.content, second?.content].compactMap(\.self)
        let relation: Constraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let made = Constraint(lhs, relation, rhs, strength: LayoutEngine.strength(constraint.priority))
        do {
            try solver.addConstraint(made)
            entry.solverConstraint = made
            saidRefusals.remove(id)
        } catch {
            if breakConflict(for: made, of: constraint) {
                entry.solverConstraint = made
            } else {
                report([constraint], breaking: constraint)
            }
        }
    }

    /// UIKit's console message for a constraint it had to break, with the ones it conflicts with: kept to be said when
    /// the layout ends, if the constraint is refused still (``sayRefusedConstraints()``).
    func report(_ constraints: [NSLayoutConstraint], breaking broken: NSLayoutConstraint) {
        refusals[ObjectIdentifier(broken)] =
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
    }

    /// Says what ``report(_:breaking:)`` kept of the constraints still refused now that the layout has ended, and
    /// forgets the rest: each is said once, until it holds and is refused again.
    func sayRefusedConstraints() {
        let said = refusals
        refusals = [:]
        for (id, message) in said.sorted(by: { $0.value < $1.value })
        where installed[id].map({ $0.solverConstraint == nil }) == true && !saidRefusals.contains(id) {
            saidRefusals.insert(id)
            LayoutReport.write(message)
        }
    }

    /// The baseline offsets of a constraint's two items, where it relates baselines.
    static func baselines(of constraint: NSLayoutConstraint) -> [CGFloat?] {
        [
            View.baselineOffset(constraint.firstAttribute, of: constraint.firstItem),
            View.baselineOffset(constraint.secondAttribute, of: constraint.secondItem),
        ]
    }

    /// An attribute of a box as an expression (left to right: leading is left); a baseline is `baseline` below the
    /// centre for a view with text, the bottom for one without.
    static func expression(_ attribute: NSLayoutConstraint.Attribute, of box: Box, baseline: CGFloat? = nil) -> Cassowary.Expression {
        switch attribute {
        case .firstBaseline, .lastBaseline:
            baseline.map { box.top + box.height / 2 + Cassowary.Expression(Double($0)) } ?? box.top + box.height
        case .left, .leading: box.left.expression
        case .right, .trailing: box.left + box.width
        case .top: box.top.expression
        case .bottom: box.top + box.height
        case .width: box.width.expression
        case .height: box.height.expression
        case .centerX: box.left + box.width / 2
        case .centerY: box.top + box.height / 2
        case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // Margin attributes reach here as their guide's plain ones (`NSLayoutConstraint.layoutTerm`).
            Cassowary.Expression()
        }
    }
}
