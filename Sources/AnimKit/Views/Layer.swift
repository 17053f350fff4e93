import Foundation

/// A view's layer, as UIKit code reaches it (`view.layer.cornerRadius`, borders, shadows); also spelled `CALayer`.
///
/// Not a layer tree of its own: the properties AnimKit keeps on the view
/// (corner radius, clipping, opacity, background) are the view's, read and
/// written here under the layer's names, so they animate as the view's do. The
/// border is drawn inside the bounds over the fill, as Core Animation draws it; the
/// shadow is the view's outline under it, moved by the offset and softened over the
/// radius by a few stacked fills (an approximation of Core Animation's Gaussian blur).
@preconcurrency @MainActor
public final class Layer {
    private(set) weak var view: View?

    init(view: View) {
        self.view = view
    }

    /// The view's corner radius (animatable, as the view's).
    public var cornerRadius: CGFloat {
        get { view?.cornerRadius ?? 0 }
        set { view?.cornerRadius = newValue }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The view's alpha, as a `Float`.
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }

    /// The view's background colour.
    public var backgroundColor: CGColor? {
        get { view?.backgroundColor }
        set { view?.backgroundColor = newValue }
    }

    /// Which corners ``cornerRadius`` rounds (all four by default); the others stay square, in the fill, border and shadow.
    public var maskedCorners: CornerMask = .allCorners

    /// The width of the border drawn inside the bounds; 0 (the default) draws none.
    public var borderWidth: CGFloat = 0
    /// The border's colour; opaque black by default, as Core Animation's.
    public var borderColor: CGColor? = .black

    /// The shadow's colour; black by default, as Core Animation's.
    public var shadowColor: CGColor? = .black
    /// How opaque the shadow is, 0…1; 0 (the default) draws none.
    public var shadowOpacity: Float = 0
    /// How far the shadow's edge fades, in points.
    public var shadowRadius: CGFloat = 3
    /// Where the shadow sits relative to the view; (0, −3) by default, as Core Animation's, which puts it above on screen.
    public var shadowOffset = CGSize(width: 0, height: -3)

    /// What a checkpoint keeps of a layer — its border and shadow (the rest is the view's): every stored property but
    /// those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<Layer>] = [
        CheckpointField("maskedCorners", \.maskedCorners), CheckpointField("borderWidth", \.borderWidth),
        CheckpointField("borderColor", \.borderColor),
        CheckpointField("shadowColor", \.shadowColor), CheckpointField("shadowOpacity", \.shadowOpacity),
        CheckpointField("shadowRadius", \.shadowRadius), CheckpointField("shadowOffset", \.shadowOffset),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let notCheckpointed = ["view": "the view that made the layer, for its whole life"]
}

/// Core Animation's name for a layer.
public typealias CALayer = Layer

extension View {
    /// The view's layer (made on first use).
    public var layer: Layer {
        if let existing = madeLayer { return existing }
        let layer = Layer(view: self)
        madeLayer = layer
        return layer
    }
}
