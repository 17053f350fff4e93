import Foundation

/// One edge, centre or size of a view or layout guide, to make constraints from (also spelled `NSLayoutAnchor`):
/// `card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)`.
///
/// The anchor's type keeps x with x, y with y and sizes with sizes, as UIKit's does.
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
    /// A ``View`` or a ``UILayoutGuide``.
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute,
            multiplier: multiplier, constant: constant)
    }

    /// `self = anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: constant)
    }

    /// `self ≥ anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: constant)
    }

    /// `self ≤ anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: constant)
    }
}

/// The system's standard spacing between two neighbouring views, as the `SystemSpacing` anchor methods use it: 8 points.
let systemSpacing: CGFloat = 8

/// A horizontal edge or centre: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + multiplier × the system spacing (8)`: this edge that far after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: multiplier * systemSpacing)
    }
    /// `self ≥ anchor + multiplier × the system spacing (8)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, constant: multiplier * systemSpacing)
    }
    /// `self ≤ anchor + multiplier × the system spacing (8)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: multiplier * systemSpacing)
    }
}

/// A vertical edge or centre: top, bottom, centerY.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + multiplier × the system spacing (8)`: this edge that far below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: multiplier * systemSpacing)
    }
    /// `self ≥ anchor + multiplier × the system spacing (8)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, constant: multiplier * systemSpacing)
    }
    /// `self ≤ anchor + multiplier × the system spacing (8)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: multiplier * systemSpacing)
    }
}

/// A width or a height, which may also equal a constant or a multiple of another size.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    private func constant(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: constant)
    }

    /// `self = constant`.
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { self.constant(.equal, constant) }
    /// `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        self.constant(.greaterThanOrEqual, constant)
    }
    /// `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        self.constant(.lessThanOrEqual, constant)
    }
    /// `self = multiplier × anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: multiplier, constant: constant)
    }
    /// `self ≥ multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
    /// `self ≤ multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
}

extension View {
    /// The view's leading edge (the left, left to right), for constraints.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge (the right, left to right), for constraints.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge, for constraints.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge, for constraints.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's horizontal centre, for constraints.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's top edge, for constraints.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge, for constraints.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's vertical centre, for constraints.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (a label's, a button's title's; other views: the bottom).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (a label's, a button's title's; other views: the bottom).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The view's width, for constraints.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height, for constraints.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
