import Foundation

/// How deep views may nest: a bound of animview's, not UIKit's.
///
/// Layout, drawing, hit-testing and checkpoints walk the tree depth-first, a few
/// stack frames a level; a view 100 000 levels down overflows the stack long before
/// it is drawn, and in a debug build drawing overflowed the main thread's 8 MB
/// between 500 and 1 000 levels (a real screen nests a few dozen deep). A subview
/// that would sit deeper than ``nestingLimit`` is not added, and that is said once.
extension View {
    /// How many levels deep a view may sit below the root of its tree (the root is level 0).
    public static let nestingLimit = 256

    /// Whether `view` and everything under it, added under this view, stays within ``nestingLimit``; says once when not.
    func fitsNesting(_ view: View) -> Bool {
        var depth = 1
        var ancestor = superview
        while let next = ancestor {
            depth += 1
            ancestor = next.superview
        }
        guard depth + view.height(upTo: View.nestingLimit - depth + 1) > View.nestingLimit else { return true }
        let engine = AnimationEngine.shared
        if View.toldOfDeepNesting !== engine {
            View.toldOfDeepNesting = engine
            engine.report(
                AnimatorError(
                    .layer(
                        "views nest at most \(View.nestingLimit) levels deep in animview; \(type(of: view)) would sit deeper "
                            + "and is not added (said once)"), call: "addSubview", tag: 0, state: nil))
        }
        return false
    }

    /// How many levels the subtree under this view has below it (0 for a view without subviews), counted up to `limit`.
    private func height(upTo limit: Int) -> Int {
        var deepest = 0
        var pending: [(view: View, level: Int)] = [(self, 0)]
        while let (view, level) = pending.popLast() {
            deepest = Swift.max(deepest, level)
            guard deepest < limit else { return deepest }
            for subview in view.subviews where !subview.subviews.isEmpty || level + 1 > deepest {
                pending.append((subview, level + 1))
            }
        }
        return deepest
    }

    /// The engine the nesting limit was said to: once for each (a scene, a test, a reload).
    private static weak var toldOfDeepNesting: AnimationEngine?
}
