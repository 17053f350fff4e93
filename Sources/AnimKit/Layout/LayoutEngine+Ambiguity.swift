import Cassowary
import Foundation

/// Ambiguous layouts: a view whose rectangle the constraints leave free to move without costing anything.
extension LayoutEngine {
    /// The smallest pull there is, far below priority 1 (strength 1.02): it moves only what moves for free.
    private static let probeStrength = 1e-3

    /// Whether one of `view`'s edges or sizes can move, one point either way, at no cost to any constraint.
    ///
    /// Each probe is taken out again, and the solver settles back where it was: asking (as the previewer does every
    /// frame) moves no view (a test checks it).
    func isAmbiguous(_ view: View) -> Bool {
        movableUnknown(of: view) != nil
    }

    /// Moves `view`'s ambiguous unknown to another solution as good as the last, and places every view there.
    func exerciseAmbiguity(of view: View, root: View, views: [View]) {
        guard let (unknown, target) = movableUnknown(of: view) else { return }
        let pull = (unknown == target).withStrength(LayoutEngine.probeStrength)
        try? solver.addConstraint(pull)
        solver.updateVariables()
        try? solver.removeConstraint(pull)
        for other in views where other !== root && !other.layoutRecord.translatesFrame { place(other) }
    }

    /// The first of the view's unknowns a feather-light pull of one point moves, and where to; `nil` if none.
    private func movableUnknown(of view: View) -> (Variable, Double)? {
        guard let box = box(view) else { return nil }
        for unknown in [box.left, box.top, box.width, box.height] {
            for step in [1.0, -1.0] {
                solver.updateVariables()
                let before = unknown.value
                let pull = (unknown == before + step).withStrength(LayoutEngine.probeStrength)
                guard (try? solver.addConstraint(pull)) != nil else { continue }
                solver.updateVariables()
                let moved = abs(unknown.value - before) > 1e-9
                try? solver.removeConstraint(pull)
                solver.updateVariables()
                if moved { return (unknown, before + step) }
            }
        }
        return nil
    }
}

extension View {
    /// Whether the constraints leave this view's frame undecided — some edge or size could move at no cost — as UIKit
    /// reports it for debugging. A view placed by constraints with none at all is ambiguous; one keeping its frame is not.
    public var hasAmbiguousLayout: Bool {
        guard !layoutRecord.translatesFrame else { return false }
        let root = layoutRoot
        root.layoutIfNeeded()
        guard let engine = root.layoutRecord.engine else { return true }
        return engine.isAmbiguous(self)
    }

    /// Moves an ambiguously laid-out view to another frame its constraints allow just as well, to show which way it is
    /// free (UIKit's debugging aid); nothing happens to a view whose layout is decided.
    public func exerciseAmbiguityInLayout() {
        guard !layoutRecord.translatesFrame else { return }
        let root = layoutRoot
        root.layoutIfNeeded()
        root.layoutRecord.engine?.exerciseAmbiguity(of: self, root: root, views: root.subtree)
    }
}
