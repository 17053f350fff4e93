import Foundation

extension NSLayoutConstraint {
    /// How a visual format lines views up and reads its direction (also spelled `NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Every view's left edge equal.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Every view's right edge equal.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Every view's top equal.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Every view's bottom equal.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Every view's leading edge equal.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Every view's trailing edge equal.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Every view's horizontal centre equal.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Every view's vertical centre equal.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal line runs leading to trailing (the default; left to right here).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal line runs left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    }

    /// The constraints a visual format describes (Apple's Visual Format Language): `"H:|-20-[name]-8-[value(>=60)]-20-|"`,
    /// `"V:[title]-[body(==title)]"`. `-` alone is the standard spacing, 8 points between views and 20 to the
    /// superview's edge; `options` lines the views up across the line. A format that cannot be read is reported with
    /// UIKit's message and a caret under the place, and gives no constraints (UIKit raises).
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let numbers = (metrics ?? [:]).compactMapValues(number)
        let items = views.compactMapValues { $0 as? View }
        do {
            let parsed = try VisualFormat(parsing: format, metrics: numbers, views: Set(items.keys))
            return try parsed.constraints(views: items, options: options)
        } catch {
            let caret = String(repeating: " ", count: Swift.max(error.offset, 0)) + "^"
            LayoutReport.write("Unable to parse constraint format: \n\(error.reason)\n\(format)\n\(caret)")
            return []
        }
    }

    /// A metric's value: any of Swift's numbers or an `NSNumber`.
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

@MainActor
extension VisualFormat {
    /// The constraints of the line: sizes from each view's parentheses, spaces from the connections, alignment options.
    func constraints(views: [String: View], options: NSLayoutConstraint.FormatOptions) throws(Failure) -> [NSLayoutConstraint] {
        let (start, end, size): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        let lineViews: [View] = elements.compactMap { if case .view(let name, _) = $0 { views[name] } else { nil } }
        let superview = lineViews.first?.superview
        var made: [NSLayoutConstraint] = []
        for element in elements {
            guard case .view(let name, let predicates) = element, let view = views[name] else { continue }
            for predicate in predicates {
                made.append(try Self.constraint(view, size, predicate, to: views, attribute: size))
            }
        }
        for (index, connection) in connections.enumerated() {
            // Each space is `next.start (relation) previous.end + constant`; the superview's edge is its start or end.
            let previous = item(elements[index], views: views, superview: superview)
            let next = item(elements[index + 1], views: views, superview: superview)
            guard let previous, let next else {
                throw Failure(reason: "Unable to interpret '|' because the view doesn't have a superview", offset: 0)
            }
            let touchesEdge = elements[index] == .superview || elements[index + 1] == .superview
            let predicates: [VisualFormatPredicate] =
                switch connection {
                case .standard:
                    [VisualFormatPredicate(relation: .equal, object: .constant(touchesEdge ? 20 : systemSpacing), priority: .required)]
                case .flush: [VisualFormatPredicate(relation: .equal, object: .constant(0), priority: .required)]
                case .predicates(let list): list
                }
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else {
                    throw Failure(reason: "A space between views takes a number or a metric, not a view", offset: 0)
                }
                let constraint = NSLayoutConstraint(
                    item: next, attribute: elements[index + 1] == .superview ? end : start, relatedBy: predicate.relation,
                    toItem: previous, attribute: elements[index] == .superview ? start : end, multiplier: 1, constant: constant)
                constraint.priority = predicate.priority
                made.append(constraint)
            }
        }
        made += try alignment(lineViews, options: options)
        return made
    }

    /// A view of the line, or for `|` the superview of the line's views.
    private func item(_ element: Element, views: [String: View], superview: View?) -> View? {
        switch element {
        case .superview: superview
        case .view(let name, _): views[name]
        }
    }

    /// `view.attribute (relation) constant`, or `(relation) other.attribute`.
    private static func constraint(
        _ view: View, _ attribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormatPredicate, to views: [String: View],
        attribute otherAttribute: NSLayoutConstraint.Attribute
    ) throws(Failure) -> NSLayoutConstraint {
        let constraint: NSLayoutConstraint
        switch predicate.object {
        case .constant(let constant):
            constraint = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: constant)
        case .view(let name):
            guard let other = views[name] else { throw Failure(reason: "\(name) is not a key in the views dictionary.", offset: 0) }
            constraint = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: predicate.relation, toItem: other, attribute: otherAttribute, multiplier: 1,
                constant: 0)
        }
        constraint.priority = predicate.priority
        return constraint
    }

    /// Each view after the first lined up with the one before on every attribute the options name (across the line only).
    private func alignment(_ views: [View], options: NSLayoutConstraint.FormatOptions) throws(Failure) -> [NSLayoutConstraint] {
        let across: [NSLayoutConstraint.Attribute] = vertical ? [.left, .right, .leading, .trailing, .centerX] : [.top, .bottom, .centerY]
        let along: [NSLayoutConstraint.Attribute] = vertical ? [.top, .bottom, .centerY] : [.left, .right, .leading, .trailing, .centerX]
        let named = (1...10).compactMap(NSLayoutConstraint.Attribute.init(rawValue:)).filter {
            options.rawValue & (1 << UInt($0.rawValue)) != 0
        }
        if let wrong = named.first(where: along.contains) {
            throw Failure(
                reason: "Options mask required views to be aligned on a \(wrong) edge, which is the direction of the line", offset: 0)
        }
        return named.filter(across.contains).flatMap { attribute in
            zip(views, views.dropFirst()).map { previous, next in
                NSLayoutConstraint(
                    item: next, attribute: attribute, relatedBy: .equal, toItem: previous, attribute: attribute, multiplier: 1, constant: 0)
            }
        }
    }
}
