import Cassowary
import Foundation

/// Scroll views as Auto Layout reads them (Apple's Auto Layout Guide, "Working with Scroll Views"): constraints between a
/// scroll view's edges and its content attach to its content area, whose origin is the content's and does not move as
/// the content scrolls; constraints on its width, height or centres, and any from outside, attach to its frame. The
/// size the content area's constraints give becomes the scroll view's `contentSize`.
extension LayoutEngine {
    /// How little the content area wishes to keep the size the code gave it: less than any priority, so that it counts
    /// only where no constraint sizes the content.
    static let contentStayStrength = 0.001

    /// The rectangle a constraint's term means, and the scroll view whose content area that is, if it is one: a scroll
    /// view's edge in a constraint with its own content is its content area; its content layout guide is too.
    func box(forTerm item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> (box: Box, content: ScrollView?)? {
        if let scroll = item as? ScrollView, attribute.isEdge, let other, LayoutEngine.isContent(other, of: scroll) {
            let guide = scroll.contentLayoutGuide
            guard let box = box(forItem: guide) else { return nil }
            pin(guide, to: scroll)
            return (box, scroll)
        }
        guard let box = box(forItem: item) else { return nil }
        if let guide = item as? UILayoutGuide, guide.system == .scrollContent, let scroll = guide.owningView as? ScrollView {
            return (box, scroll)
        }
        return (box, nil)
    }

    /// Whether `item` (a view, or a guide of one) lies inside `scroll`: a subview or deeper, or a guide one of them owns.
    private static func isContent(_ item: AnyObject, of scroll: ScrollView) -> Bool {
        guard let view = (item as? View) ?? (item as? UILayoutGuide)?.owningView, view !== scroll else { return false }
        return view.isDescendant(of: scroll)
    }

    /// Holds a scroll view's content area at its frame's origin (required), and, weakly, at the size the code gave it.
    func pinContent(_ guide: UILayoutGuide, box own: Box, to scroll: ScrollView, frame outer: Box) {
        let size = [Double(scroll.contentSize.width), Double(scroll.contentSize.height)]
        let id = ObjectIdentifier(guide)
        if let pin = pins[id] {
            // The stays are `length − size == 0`: a size the code set since is a new constant, −size.
            for (constraint, value) in zip(pin.constraints.dropFirst(2), size) where constraint.expression.constant != -value {
                try? solver.setConstant(-value, of: constraint)
            }
            return
        }
        var constraints = [(own.left, outer.left), (own.top, outer.top)].map { own, outer in
            var expression = Cassowary.Expression(own)
            expression.add(outer, coefficient: -1)
            return Constraint(expression, .equal, Cassowary.Expression())
        }
        constraints += zip([own.width, own.height], size).map { length, value in
            Constraint(Cassowary.Expression(length, constant: -value), .equal, Cassowary.Expression(), strength: Self.contentStayStrength)
        }
        for constraint in constraints { try? solver.addConstraint(constraint) }
        pins[id] = Pin(constraints: constraints)
    }

    /// Gives each scroll view whose content area the constraints size the content size they solved to.
    func sizeScrollContents() {
        var sized: [ObjectIdentifier: ScrollView] = [:]
        for entry in installed.values where entry.solverConstraint != nil {
            for scroll in entry.contents { sized[ObjectIdentifier(scroll)] = scroll }
        }
        for scroll in sized.values {
            guard let box = box(forItem: scroll.contentLayoutGuide) else { continue }
            let size = CGSize(width: Swift.max(box.width.value, 0), height: Swift.max(box.height.value, 0))
            if scroll.contentSize != size { scroll.contentSize = size }
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is one of a rectangle's edges (which, within a scroll view, are its content area's).
    var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom: true
        default: false
        }
    }
}
