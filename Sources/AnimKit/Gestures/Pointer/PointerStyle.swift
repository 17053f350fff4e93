import Foundation

/// How a region looks with the pointer in it (also spelled `UIPointerStyle`): an effect on a view, a pointer shape,
/// or both.
@preconcurrency @MainActor
open class PointerStyle: NSObject {
    /// The effect on the view, if any.
    let effect: PointerEffect?
    /// The pointer's shape, if the style gives one.
    let shape: PointerShape?
    /// Whether the pointer is hidden.
    let hidesPointer: Bool

    /// A style showing `effect`, the pointer in `shape` (or the effect's).
    public convenience init(effect: PointerEffect, shape: PointerShape? = nil) {
        self.init(effect: effect, shape: shape, hidesPointer: false)
    }

    /// A style of the pointer in `shape`, moving only along axes other than `constrainedAxes`.
    public convenience init(shape: PointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, hidesPointer: false)
    }

    private init(effect: PointerEffect?, shape: PointerShape?, hidesPointer: Bool) {
        (self.effect, self.shape, self.hidesPointer) = (effect, shape, hidesPointer)
        super.init()
    }

    /// The pointer hidden, no effect.
    open class func hidden() -> PointerStyle { PointerStyle(effect: nil, shape: nil, hidesPointer: true) }

    /// The system's pointer, no effect.
    open class func system() -> PointerStyle { PointerStyle(effect: nil, shape: nil, hidesPointer: false) }
}

/// UIKit's name for a pointer style.
public typealias UIPointerStyle = PointerStyle

/// What the pointer does to a view (also spelled `UIPointerEffect`).
public enum PointerEffect {
    /// The effect the system picks for the preview's view: the highlight.
    case automatic(TargetedPreview)
    /// The pointer becomes a platter behind the view.
    case highlight(TargetedPreview)
    /// The view scales up and gains a shadow.
    case lift(TargetedPreview)
    /// The view changes as the options say: scaled (by default), tinted, shadowed.
    case hover(TargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// How a hover effect tints the view (also spelled `UIPointerEffect.TintMode`).
    public enum TintMode: Int, Sendable {
        case none, overlay, underlay
    }

    /// The preview the effect shows.
    public var preview: TargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview), .hover(let preview, _, _, _): preview
        }
    }
}

/// UIKit's name for a pointer effect.
public typealias UIPointerEffect = PointerEffect

/// The pointer's shape (also spelled `UIPointerShape`).
public enum PointerShape {
    /// Along a path.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = PointerShape.defaultCornerRadius)
    /// A vertical bar `length` points long (text).
    case verticalBeam(length: CGFloat)
    /// A horizontal bar `length` points long (vertical text).
    case horizontalBeam(length: CGFloat)

    /// The system's corner radius of a rounded-rectangle pointer.
    public static let defaultCornerRadius: CGFloat = 8
}

/// UIKit's name for a pointer shape.
public typealias UIPointerShape = PointerShape

/// A view as an effect or a menu shows it (also spelled `UITargetedPreview`).
@preconcurrency @MainActor
open class TargetedPreview: NSObject {
    /// The view shown.
    open private(set) var view: View
    /// How it is shown: its visible path, shadow path and background.
    open private(set) var parameters: PreviewParameters

    /// A preview of `view`, as it is.
    public init(view: View, parameters: PreviewParameters = PreviewParameters()) {
        (self.view, self.parameters) = (view, parameters)
        super.init()
    }

    /// The view's size.
    open var size: CGSize { view.bounds.size }
}

/// UIKit's name for a targeted preview.
public typealias UITargetedPreview = TargetedPreview

/// How a preview shows its view (also spelled `UIPreviewParameters`); kept.
@preconcurrency @MainActor
open class PreviewParameters: NSObject {
    /// The part of the view shown.
    open var visiblePath: UIBezierPath?
    /// The shadow's shape.
    open var shadowPath: UIBezierPath?
    /// The colour behind the view.
    open var backgroundColor: Color = .clear

    /// Parameters showing the whole view.
    public override init() { super.init() }
}

/// UIKit's name for preview parameters.
public typealias UIPreviewParameters = PreviewParameters
