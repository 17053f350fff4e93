import Cassowary
import Foundation

/// A relation between two views' edges, centres or sizes that Auto Layout keeps (also spelled `NSLayoutConstraint`):
/// `first.attribute = multiplier × second.attribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// What of a view a constraint relates.
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of a view's last line of text (a view without text: its bottom).
        case lastBaseline = 11
        /// The baseline of a view's first line of text (a view without text: its bottom).
        case firstBaseline = 12
        /// The left edge of a view inset by its layout margins (its ``View/layoutMarginsGuide``'s left edge).
        case leftMargin = 13
        /// The right edge inset by the layout margins.
        case rightMargin = 14
        /// The top edge inset by the layout margins.
        case topMargin = 15
        /// The bottom edge inset by the layout margins.
        case bottomMargin = 16
        /// The leading edge inset by the layout margins.
        case leadingMargin = 17
        /// The trailing edge inset by the layout margins.
        case trailingMargin = 18
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the layout margins.
        case centerYWithinMargins = 20

        /// The attribute of the margins guide this margin attribute stands for; `nil` for one that is not a margin's.
        var withinMargins: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }
    }

    /// A direction a view's size is measured in: content hugging and compression resistance, a stack view's axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// `=`, `≤` or `≥`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    open var firstItem: AnyObject? { storedFirstItem }
    let storedFirstItem: AnyObject?
    open var firstAttribute: Attribute { storedFirstAttribute }
    let storedFirstAttribute: Attribute
    open var relation: Relation { storedRelation }
    let storedRelation: Relation
    open var secondItem: AnyObject? { storedSecondItem }
    let storedSecondItem: AnyObject?
    open var secondAttribute: Attribute { storedSecondAttribute }
    let storedSecondAttribute: Attribute
    open var multiplier: CGFloat { storedMultiplier }
    let storedMultiplier: CGFloat
    /// Changing it lays the views out again at the next `layoutIfNeeded()` (inside an animation block, animated).
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            holder?.setNeedsLayout()
        }
    }
    /// 1…1000; a required constraint cannot become optional once active, as in UIKit.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            holder?.setNeedsLayout()
        }
    }
    /// ``constant``'s value, which a checkpoint puts back without marking anything for layout.
    var storedConstant: CGFloat
    /// ``priority``'s value, likewise.
    var storedPriority = UILayoutPriority.required
    /// A name for messages.
    open var identifier: String?
    /// The view the constraint is installed on while active: the closest common ancestor of its items.
    weak var holder: View?

    /// `item.attribute (relation) multiplier × toItem.attribute + constant`; `toItem` nil for a constant size.
    public init(
        item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        storedFirstItem = item as AnyObject
        storedFirstAttribute = attribute
        self.storedRelation = relation
        storedSecondItem = toItem.map { $0 as AnyObject }
        self.storedSecondAttribute = secondAttribute
        self.storedMultiplier = multiplier
        storedConstant = constant
        // A margin attribute is its view's margins guide's edge: the guide is made now, before any layout needs it.
        for (item, attribute) in [(firstItem, attribute), (secondItem, secondAttribute)] where attribute.withinMargins != nil {
            _ = (item as? View)?.layoutMarginsGuide
        }
        AnimationEngine.shared.enlist(self)
    }

    /// What the solver relates for `item`'s `attribute`: a margin attribute of a view is its margins guide's plain one.
    static func layoutTerm(_ item: AnyObject?, _ attribute: Attribute) -> (AnyObject?, Attribute) {
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View {
            return (view.baselineLayoutView(first: attribute == .firstBaseline), attribute)
        }
        guard let plain = attribute.withinMargins, let view = item as? View else { return (item, attribute) }
        return (view.layoutMarginsGuide, plain)
    }

    /// Whether the constraint takes part in layout; setting it installs it on its items' closest common ancestor.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates every constraint in `constraints`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Whether Auto Layout broke this active constraint at the last layout pass (it could not hold beside the others).
    package var isBroken: Bool {
        guard let holder, let engine = holder.layoutRoot.layoutRecord.engine,
            let entry = engine.installed[ObjectIdentifier(self)], entry.item === self
        else { return false }
        return entry.solverConstraint == nil
    }

    /// The view an item is, or the view that owns the guide it is.
    static func owner(of item: AnyObject?) -> View? {
        (item as? View) ?? (item as? UILayoutGuide)?.owningView
    }

    private func activate() {
        guard holder == nil, let first = NSLayoutConstraint.owner(of: firstItem) else {
            if firstItem is UILayoutGuide { LayoutReport.write("Unable to activate constraint \(self): its guide belongs to no view.") }
            return
        }
        let second = NSLayoutConstraint.owner(of: secondItem)
        if secondItem != nil && second == nil {
            LayoutReport.write("Unable to activate constraint \(self): its guide belongs to no view.")
            return
        }
        guard let ancestor = second.map({ first.closestCommonAncestor(with: $0) }) ?? first else {
            // UIKit raises here; the constraint is reported and left inactive.
            LayoutReport.write("Unable to activate constraint \(self): its items have no common ancestor.")
            return
        }
        holder = ancestor
        ancestor.layoutRecord.constraints.append(self)
        ancestor.setNeedsLayout()
    }

    private func deactivate() {
        guard let holder else { return }
        holder.layoutRecord.constraints.removeAll { $0 === self }
        holder.setNeedsLayout()
        self.holder = nil
    }
}

extension NSLayoutConstraint: CustomStringConvertible {
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            @MainActor func name(_ item: AnyObject?) -> String {
                if let guide = item as? UILayoutGuide {
                    return "\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)@\(guide.owningView.map { name($0) } ?? "nil")"
                }
                guard let view = item as? View else { return "nil" }
                return view.accessibilityIdentifier ?? "\(type(of: view)):\(view.tag)"
            }
            let relation = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][self.relation] ?? "=="
            let rhs = secondItem == nil ? "\(constant)" : "\(name(secondItem)).\(secondAttribute) × \(multiplier) + \(constant)"
            return "<\(identifier ?? "NSLayoutConstraint") \(name(firstItem)).\(firstAttribute) \(relation) \(rhs) @\(priority.rawValue)>"
        }
    }
}

/// A constraint in a scene checkpoint: its constant, priority, name and whether (and where) it is active.
extension NSLayoutConstraint: CheckpointState {
    package func capturedState() -> @MainActor () -> Void {
        NSLayoutConstraint.checkpointFields.keep(self)
    }

    /// What a checkpoint keeps: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<NSLayoutConstraint>] = [
        CheckpointField("storedConstant", { $0.storedConstant }, { $0.storedConstant = $1 }),
        CheckpointField("storedPriority", { $0.storedPriority }, { $0.storedPriority = $1 }),
        CheckpointField("identifier", { $0.identifier }, { $0.identifier = $1 }),
        CheckpointField("holder") { constraint in
            weak let holder = constraint.holder
            return { $0.holder = holder }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let notCheckpointed = [
        "storedFirstItem": "set once, when the constraint is made", "storedFirstAttribute": "set once, when the constraint is made",
        "storedRelation": "set once, when the constraint is made", "storedSecondItem": "set once, when the constraint is made",
        "storedSecondAttribute": "set once, when the constraint is made", "storedMultiplier": "set once, when the constraint is made",
    ]
}
