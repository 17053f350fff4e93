import Foundation

/// What selectable mode says of a view: its name and class, the line that made it, and the lines whose animations
/// move it — in the window when a view is clicked, and as text from `play --headless --where`.
package struct ViewOrigin: Equatable, Sendable {
    /// One animation that moves the view: the timeline's name for it, what it moves of the view, where the code made it.
    package struct Animation: Equatable, Sendable {
        package let label: String
        package let properties: [String]
        package let site: CallSite?
        /// Where the code added its keyframes, for a keyframe animation.
        package var keyframeSites: [CallSite] = []
        /// Where the code made it, for a Core Animation animation (its duration and timing are set after that line).
        package var madeAt: CallSite?
    }

    /// The view's name as frame samples and the timeline name it (its accessibility identifier, else `view N`).
    package let name: String
    package let typeName: String
    /// The line that made the view; `nil` when UIKit's own code did, the program has no debug information, or it is
    /// still being looked up.
    package var made: CallSite?
    /// Whether the line that made the view is still being read from the debug information (half a second or so).
    package var isLookingUp = false
    package let animations: [Animation]

    /// What `spans` (a scene's timeline, views named under the scene's canvas as `names` names them) say of `view`; the
    /// line that made it is looked up now, unless `looksUpNow` is `false` (a window, which looks it up aside).
    @MainActor
    package init(of view: View, names: [ObjectIdentifier: String], spans: [AnimatorSpan], looksUpNow: Bool = true) {
        name = names[ObjectIdentifier(view)] ?? String(describing: type(of: view))
        // AnimKit's own classes by UIKit's names (UIView, UILabel); the code's own by theirs.
        let own = String(describing: type(of: view))
        typeName = String(reflecting: type(of: view)).hasPrefix("AnimKit.") ? "UI" + own : own
        made = looksUpNow ? view.creationTrace?.callSite : nil
        isLookingUp = !looksUpNow && view.creationTrace != nil
        let prefix = name + "."
        animations = spans.compactMap { span in
            let properties = span.moves.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            guard !properties.isEmpty else { return nil }
            return Animation(
                label: span.label, properties: properties, site: span.callSite, keyframeSites: span.keyframeSites ?? [],
                madeAt: span.madeAt)
        }
    }

    /// The report, a line each: the view and where it was made, then each animation with its `path:line:column` (and
    /// its keyframes', indented under it).
    package var lines: [String] {
        let header = "\(name) (\(typeName)) — " + (made.map { "made at \($0.editorLocation)" } ?? "made where no line of yours says")
        guard !animations.isEmpty else { return [header, "  no animation moves it"] }
        return [header]
            + animations.flatMap { animation in
                let place = animation.site.map { "animated at \($0.editorLocation)" } ?? "animated by UIKit"
                return ["  \(place) — \(animation.label): \(animation.properties.joined(separator: ", "))"]
                    + animation.keyframeSites.map { "    keyframe at \($0.editorLocation)" }
                    + (animation.madeAt.map { ["    made at \($0.editorLocation)"] } ?? [])
            }
    }
}

extension View {
    /// Where the view shows now, in its root's coordinates: its presented bounds through every presented transform
    /// above it (the smallest rectangle holding them, when turned).
    package var shownRectInRoot: CGRect { presentation.bounds.applying(transformToRoot(presentation: true)) }

    /// The frontmost view under `point` (in this view's coordinates) as the scene shows now, this view itself left out;
    /// hidden views and their subviews are passed over.
    package func frontmostShownView(at point: CGPoint) -> View? {
        var found: View?
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if view !== self, view.shownRectInRoot.contains(point) { found = view }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found
    }
}
