import AnimKit
import Foundation

/// How the constraints overlay draws one constraint, as Xcode's view debugger does: a line between the two edges it
/// relates (or across the view, for a size), and its constant.
package struct ConstraintSketch: Equatable {
    package var from: CGPoint
    package var to: CGPoint
    package var label: String
    package var broken: Bool

    /// A line from `from` to `to` (window coordinates) labelled `label`, red when `broken`.
    package init(from: CGPoint, to: CGPoint, label: String, broken: Bool) {
        self.from = from
        self.to = to
        self.label = label
        self.broken = broken
    }

    /// The sketch of `constraint`, given where each item is in window coordinates; `nil` for an item not on screen.
    @MainActor
    package static func make(for constraint: NSLayoutConstraint, rect: (AnyObject) -> CGRect?) -> ConstraintSketch? {
        guard let first = constraint.firstItem, let a = rect(first) else { return nil }
        let label = text(constraint)
        let secondRect = constraint.secondItem.flatMap(rect)
        if let x = position(constraint.firstAttribute, in: a, horizontal: true) {
            guard let b = secondRect, let secondX = position(constraint.secondAttribute, in: b, horizontal: true) else { return nil }
            let y = middle(a.minY, a.maxY, b.minY, b.maxY)
            return ConstraintSketch(from: CGPoint(x: secondX, y: y), to: CGPoint(x: x, y: y), label: label, broken: constraint.isBroken)
        }
        if let y = position(constraint.firstAttribute, in: a, horizontal: false, item: first) {
            guard let b = secondRect, let second = constraint.secondItem,
                let secondY = position(constraint.secondAttribute, in: b, horizontal: false, item: second)
            else { return nil }
            let x = middle(a.minX, a.maxX, b.minX, b.maxX)
            return ConstraintSketch(from: CGPoint(x: x, y: secondY), to: CGPoint(x: x, y: y), label: label, broken: constraint.isBroken)
        }
        // A size: a line across the view, just inside its bottom (a width) or its right edge (a height).
        let inset = Swift.min(6, a.width / 2, a.height / 2)
        switch constraint.firstAttribute {
        case .width:
            return ConstraintSketch(
                from: CGPoint(x: a.minX, y: a.maxY - inset), to: CGPoint(x: a.maxX, y: a.maxY - inset), label: label,
                broken: constraint.isBroken)
        case .height:
            return ConstraintSketch(
                from: CGPoint(x: a.maxX - inset, y: a.minY), to: CGPoint(x: a.maxX - inset, y: a.maxY), label: label,
                broken: constraint.isBroken)
        default:
            return nil
        }
    }

    /// Where an edge, centre or baseline lies along one axis; `nil` for an attribute of the other axis or a size.
    @MainActor
    static func position(_ attribute: NSLayoutConstraint.Attribute, in rect: CGRect, horizontal: Bool, item: AnyObject? = nil)
        -> CGFloat?
    {
        switch (attribute, horizontal) {
        case (.firstBaseline, false), (.lastBaseline, false): View.baselineOffset(attribute, of: item).map { rect.midY + $0 } ?? rect.maxY
        case (.left, true), (.leading, true): rect.minX
        case (.right, true), (.trailing, true): rect.maxX
        case (.centerX, true): rect.midX
        case (.top, false): rect.minY
        case (.bottom, false): rect.maxY
        case (.centerY, false): rect.midY
        default: nil
        }
    }

    /// The middle of where two spans overlap, or of the first when they do not.
    static func middle(_ aMin: CGFloat, _ aMax: CGFloat, _ bMin: CGFloat, _ bMax: CGFloat) -> CGFloat {
        let low = Swift.max(aMin, bMin), high = Swift.min(aMax, bMax)
        return low <= high ? (low + high) / 2 : (aMin + aMax) / 2
    }

    /// The constant as Xcode shows it: `20`, `≥ 8`, `= 0.5 × height`, with `@750` below required.
    @MainActor
    static func text(_ constraint: NSLayoutConstraint) -> String {
        let relation =
            [NSLayoutConstraint.Relation.lessThanOrEqual: "≤ ", .equal: "", .greaterThanOrEqual: "≥ "][constraint.relation] ?? ""
        var body = number(abs(constraint.constant))
        if constraint.secondItem != nil, [.width, .height].contains(constraint.firstAttribute) {
            let scale = constraint.multiplier == 1 ? "" : number(constraint.multiplier) + " × "
            let offset = constraint.constant == 0 ? "" : (constraint.constant > 0 ? " + " : " − ") + number(abs(constraint.constant))
            body = "= \(scale)\(constraint.secondAttribute)\(offset)"
        }
        let priority = constraint.priority < .required ? " @\(number(CGFloat(constraint.priority.rawValue)))" : ""
        return relation + body + priority
    }

    /// One line of the list: `email.top = canvas.top + 100`, `button.width ≥ 44 @750`, a broken one marked.
    @MainActor
    package static func line(_ constraint: NSLayoutConstraint) -> String {
        @MainActor func name(_ item: AnyObject?) -> String {
            if let view = item as? View { return view.accessibilityIdentifier ?? "\(type(of: view))" }
            if let guide = item as? UILayoutGuide { return guide.identifier.isEmpty ? "guide" : guide.identifier }
            return "?"
        }
        let relation =
            [NSLayoutConstraint.Relation.lessThanOrEqual: "≤", .equal: "=", .greaterThanOrEqual: "≥"][constraint.relation] ?? "="
        var right = ""
        if constraint.secondItem != nil {
            let scale = constraint.multiplier == 1 ? "" : number(constraint.multiplier) + " × "
            right = "\(scale)\(name(constraint.secondItem)).\(constraint.secondAttribute)"
            if constraint.constant != 0 { right += (constraint.constant > 0 ? " + " : " − ") + number(abs(constraint.constant)) }
        } else {
            right = number(constraint.constant)
        }
        let priority = constraint.priority < .required ? " @\(number(CGFloat(constraint.priority.rawValue)))" : ""
        let mark = constraint.isBroken ? "✗ " : ""
        return "\(mark)\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) \(right)\(priority)"
    }

    private static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}
