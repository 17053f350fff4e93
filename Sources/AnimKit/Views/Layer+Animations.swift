import Foundation

/// What a layer shows on screen now: the view's presentation, under Core Animation's names (`view.layer.presentation()?.position`).
public struct PresentationLayer: Equatable, Sendable {
    /// The centre, in the superview's coordinates.
    public let position: CGPoint
    /// The view's own coordinate space.
    public let bounds: CGRect
    /// The rectangle the view covers in its superview.
    public let frame: CGRect
    /// The opacity, 0…1.
    public let opacity: Float
    /// The corner radius.
    public let cornerRadius: CGFloat
    /// The fill colour; `nil` when clear.
    public let backgroundColor: CGColor?
    private let transform: CGAffineTransform

    init(_ values: ViewValues) {
        position = values.center
        bounds = values.bounds
        frame = values.frame
        opacity = Float(values.alpha)
        cornerRadius = values.cornerRadius
        backgroundColor = values.backgroundColor.alpha > 0 ? values.backgroundColor : nil
        transform = values.transform
    }

    /// The transform, as Core Animation's `affineTransform()` gives it.
    public func affineTransform() -> CGAffineTransform { transform }
}

extension Layer {
    /// The view's centre (Core Animation's `position`); animatable as the view's.
    public var position: CGPoint {
        get { view?.center ?? .zero }
        set { view?.center = newValue }
    }

    /// The view's bounds.
    public var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    /// The view's frame.
    public var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    /// The view's transform.
    public func affineTransform() -> CGAffineTransform { view?.transform ?? .identity }

    /// Sets the view's transform.
    public func setAffineTransform(_ transform: CGAffineTransform) { view?.transform = transform }

    /// What is on screen now, mid-animation; `nil` once the view is gone.
    public func presentation() -> PresentationLayer? {
        view.map { PresentationLayer($0.presentation) }
    }

    /// The properties an animation moves now, by Core Animation's key (`position`, `bounds`, `transform`, `opacity`, `backgroundColor`, `cornerRadius`); `nil` when none, as Core Animation answers.
    public func animationKeys() -> [String]? {
        guard let view else { return nil }
        let keys = view.animatingProperties.map { name in
            switch name {
            case "center": "position"
            case "alpha": "opacity"
            default: name
            }
        }
        return keys.isEmpty ? nil : keys
    }

    /// Takes every animation off the view: it shows its model values (where the animations were going) at once, and a block animation that has nothing left to move completes with `finished == false`.
    public func removeAllAnimations() {
        view?.removeAllAnimations()
    }
}
