import Cassowary
import Foundation

/// Which constraint Auto Layout breaks when a stack view's own constraint meets the view's.
extension LayoutEngine {
    /// A stack view's constraint (`UISV-…`, such as the zero size that hides a view) that contradicts a required
    /// constraint the code put on the same view and attribute — a row's fixed height — wins, as in UIKit: the code's
    /// constraint is broken and reported, and comes back when the stack's goes (a shown row has its height again).
    /// Returns whether `made` is now in the solver.
    func breakConflict(for made: Constraint, of constraint: NSLayoutConstraint) -> Bool {
        guard constraint.identifier?.hasPrefix("UISV-") == true else { return false }
        let rivals = installed.values.compactMap { entry -> (NSLayoutConstraint, Constraint)? in
            guard let item = entry.item, let solved = entry.solverConstraint, item !== constraint, item.priority == .required,
                item.firstItem === constraint.firstItem, item.firstAttribute == constraint.firstAttribute,
                item.identifier?.hasPrefix("UISV-") != true
            else { return nil }
            return (item, solved)
        }
        for (rival, solved) in rivals {
            try? solver.removeConstraint(solved)
            guard (try? solver.addConstraint(made)) != nil else {
                try? solver.addConstraint(solved)
                continue
            }
            installed[ObjectIdentifier(rival)]?.solverConstraint = nil
            report([rival, constraint], breaking: rival)
            return true
        }
        return false
    }
}
