import Foundation

/// A rectangle that takes part in Auto Layout without being a view (also spelled `UILayoutGuide`): a spacer between
/// views, a region to centre in; a view's ``View/layoutMarginsGuide`` and ``View/safeAreaLayoutGuide`` are guides too.
///
/// Add it to a view with ``View/addLayoutGuide(_:)``, constrain its anchors as a view's,
/// and after a layout pass read where it went in ``layoutFrame``. It draws nothing and
/// takes no touches.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The view the guide belongs to; its frame is in that view's coordinates.
    open internal(set) weak var owningView: View?
    /// A name for messages and debugging.
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, as the last layout pass placed it.
    open internal(set) var layoutFrame = CGRect.zero
    /// Which edges of its owner a guide the view keeps itself follows (margins, safe area); `nil` for one the code made.
    var system: SystemGuide?

    /// A guide to add to a view.
    public init() {}

    /// The guide's leading edge, for constraints.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge, for constraints.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge, for constraints.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge, for constraints.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's horizontal centre, for constraints.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's top edge, for constraints.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge, for constraints.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's vertical centre, for constraints.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The guide's width, for constraints.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height, for constraints.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// The guides a view keeps itself: its bounds inset by its margins or safe area; a scroll view's frame and content area.
enum SystemGuide {
    case layoutMargins, safeArea
    /// A scroll view's content area: its origin at the content's, its size the content size constraints give.
    case scrollContent
    /// A scroll view's frame, untransformed.
    case scrollFrame
    /// The part of the view's bottom the keyboard covers (``View/keyboardLayoutGuide``).
    case keyboard
}

extension View {
    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutRecord.guides }

    /// Adds `guide` to this view: its anchors can be constrained to the view's tree from now on.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutRecord.guides.append(guide)
        setNeedsLayout()
    }

    /// Takes `guide` off this view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutRecord.guides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout()
    }

    /// The view's bounds inset by its ``layoutMargins``, as a guide to constrain content to.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide") }

    /// The part of the view no bar or rounded screen corner covers (its bounds inset by ``safeAreaInsets``), as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    func systemGuide(_ kind: SystemGuide, identifier: String) -> UILayoutGuide {
        if let guide = layoutRecord.systemGuides.first(where: { $0.system == kind }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.system = kind
        guide.owningView = self
        layoutRecord.systemGuides.append(guide)
        return guide
    }

    /// The insets a system guide of this view follows (none for a scroll view's frame and content guides).
    func insets(of guide: SystemGuide) -> UIEdgeInsets {
        switch guide {
        case .layoutMargins: layoutMargins
        case .safeArea: safeAreaInsets
        case .scrollContent, .scrollFrame: .zero
        case .keyboard:
            UIEdgeInsets(top: bounds.height - ((keyboardLayoutGuide as KeyboardLayoutGuide).height(on: self)), left: 0, bottom: 0, right: 0)
        }
    }
}
