import AnimKit
import Foundation

/// The constraints overlay (`c`): each constraint of the scene drawn over the canvas as a line with its constant —
/// blue, red where Auto Layout broke it — and listed in the inspector's place. A click on the canvas picks a view
/// and shows only its constraints, outlined; a click on empty canvas shows them all again.
@MainActor
package final class ConstraintsOverlay {
    /// The lines and labels over the canvas.
    let view = OverlayStyle.box(.clear)
    /// The list, over the inspector (opaque: the animators' rows are not shown through it).
    let panel = OverlayStyle.box(Color(white: 0.09))
    private let heading = OverlayStyle.label(OverlayStyle.heading)
    private let listing = OverlayStyle.label(OverlayStyle.small)
    /// The list's lines, as the panel shows them.
    package var listedLines: [String] { listing.text?.split(separator: "\n").map(String.init) ?? [] }
    /// The view whose constraints are shown; `nil` shows every constraint.
    package private(set) weak var selected: View?
    /// What the last update drew, for tests and the trace.
    package private(set) var sketches: [ConstraintSketch] = []

    static let line = Color.systemBlue
    static let brokenLine = Color.systemRed

    package init() {
        view.isHidden = true
        panel.isHidden = true
        panel.clipsToBounds = true
        // One line per entry, broken here: the label does not wrap them again.
        listing.numberOfLines = 1
        for part in [heading, listing] { panel.addSubview(part) }
    }

    package var isActive: Bool { !view.isHidden }

    /// Shows or hides the overlay and its list.
    package func toggle() {
        view.isHidden.toggle()
        panel.isHidden = view.isHidden
    }

    package func layout(canvas: CGRect, panel frame: CGRect) {
        view.frame = canvas
        panel.frame = frame
        heading.frame = CGRect(x: 10, y: 8, width: frame.width - 20, height: 20)
        listing.frame = CGRect(x: 10, y: 34, width: frame.width - 20, height: frame.height - 44)
    }

    /// Picks the frontmost view of `scene` under `point` (window coordinates), or none when only the canvas is there.
    package func select(at point: CGPoint, in scene: View) {
        selected = scene.frontmostShownView(at: point)
    }

    /// Draws the constraints of `scene` (of the selected view only, when there is one) as the scene shows now.
    package func update(scene: View?) {
        guard isActive, let scene else { return }
        var constraints: [NSLayoutConstraint] = []
        func collect(_ view: View) {
            constraints += view.constraints
            for subview in view.subviews { collect(subview) }
        }
        collect(scene)
        if let selected {
            constraints = constraints.filter { involves($0, selected) }
        }
        sketches = constraints.compactMap { ConstraintSketch.make(for: $0, rect: ConstraintsOverlay.rect(of:)) }
        draw(sketches, outline: selected?.shownRectInRoot)
        let name = selected.map { $0.accessibilityIdentifier ?? "\(type(of: $0))" } ?? "every view"
        heading.text = "Constraints — \(name) (\(constraints.count))"
        // An ambiguous view is said first, as Xcode marks it: its constraints leave its frame undecided.
        let ambiguity = selected?.hasAmbiguousLayout == true ? ["⚠ ambiguous: these constraints leave its frame undecided"] : []
        let lines = ambiguity + constraints.map(ConstraintSketch.line)
        listing.text =
            lines.isEmpty ? "No Auto Layout constraints here: these views keep the frames the code set." : lines.joined(separator: "\n")
        // Top-aligned: a label centres its text in its frame, so the frame is made as tall as the text.
        listing.frame.size.height = Swift.min(listing.sizeThatFits(.zero).height, panel.bounds.height - 44)
    }

    private func involves(_ constraint: NSLayoutConstraint, _ view: View) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            item === view || (item as? UILayoutGuide)?.owningView === view
        }
    }

    /// Where an item is in window coordinates: a view's shown rectangle, or a guide's inside its owner.
    static func rect(of item: AnyObject) -> CGRect? {
        if let view = item as? View { return view.shownRectInRoot }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return nil }
        return guide.layoutFrame.applying(owner.transformToRoot(presentation: true))
    }

    private func draw(_ sketches: [ConstraintSketch], outline: CGRect?) {
        for part in view.subviews { part.removeFromSuperview() }
        let origin = view.frame.origin
        if let outline {
            let rect = outline.offsetBy(dx: -origin.x, dy: -origin.y).insetBy(dx: -2, dy: -2)
            for edge in [
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
                CGRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height),
                CGRect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height),
            ] {
                add(edge, OverlayStyle.warning)
            }
        }
        for sketch in sketches {
            let color = sketch.broken ? ConstraintsOverlay.brokenLine : ConstraintsOverlay.line
            let from = CGPoint(x: sketch.from.x - origin.x, y: sketch.from.y - origin.y)
            let to = CGPoint(x: sketch.to.x - origin.x, y: sketch.to.y - origin.y)
            let horizontal = abs(to.x - from.x) >= abs(to.y - from.y)
            let line = CGRect(
                x: Swift.min(from.x, to.x) - (horizontal ? 0 : 1), y: Swift.min(from.y, to.y) - (horizontal ? 1 : 0),
                width: horizontal ? abs(to.x - from.x) : 2, height: horizontal ? 2 : abs(to.y - from.y))
            add(line, color)
            // End caps across the line, as Xcode marks where a constraint meets an edge.
            for end in [from, to] {
                add(
                    horizontal
                        ? CGRect(x: end.x - 1, y: end.y - 4, width: 2, height: 8) : CGRect(x: end.x - 4, y: end.y - 1, width: 8, height: 2),
                    color)
            }
            let label = OverlayStyle.label(OverlayStyle.small, color: .white, alignment: .center)
            label.text = sketch.label
            label.backgroundColor = color
            label.layer.cornerRadius = 3
            let size = label.sizeThatFits(.zero)
            label.frame = CGRect(
                x: (from.x + to.x) / 2 - size.width / 2 - 3, y: (from.y + to.y) / 2 - size.height / 2, width: size.width + 6,
                height: size.height)
            view.addSubview(label)
        }
    }

    private func add(_ frame: CGRect, _ color: Color) {
        let part = OverlayStyle.box(color)
        part.frame = frame
        view.addSubview(part)
    }
}
