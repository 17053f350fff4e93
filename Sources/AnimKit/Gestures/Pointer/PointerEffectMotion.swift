import Foundation

/// A pointer effect shown on its preview's view, as Core Animation animations on the view's layer that leave its
/// model values alone (as UIKit's effects do): the lift scales the view 1.1 times about its anchor point and gives it
/// a shadow (opacity 0.25, radius 10, 6 points down); a hover effect scales it 1.05 times when `prefersScaledContent`
/// and shadows it when `prefersShadow`. Each comes in over 0.25 s on ease in-out and goes the same way from wherever it
/// has got to — AnimKit's numbers, as Apple publishes none. The highlight's platter and the pointer's shape are drawn
/// by the system's pointer, not the app: nothing of them is drawn here, and an automatic effect is a highlight.
@MainActor
final class PointerEffectMotion {
    static let duration: TimeInterval = 0.25
    static let liftScale: CGFloat = 1.1, hoverScale: CGFloat = 1.05
    static let shadow = (opacity: Float(0.25), radius: CGFloat(10), offset: CGSize(width: 0, height: 6))
    /// The keys of the effect's animations on the layer: its scale and its shadow's opacity, radius and offset.
    static let keys = (
        scale: "animview.pointer.scale", shadowOpacity: "animview.pointer.shadowOpacity", shadowRadius: "animview.pointer.shadowRadius",
        shadowOffset: "animview.pointer.shadowOffset"
    )
    private static let curve = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The scene's time now (what a layer's animations start at).
    static var now: TimeInterval { CACurrentMediaTime() }

    private let layer: Layer
    private let scale: CGFloat, shadowed: Bool, start: TimeInterval

    /// The effect of `style` on its preview's view, begun now; `nil` when it changes nothing of the view.
    init?(style: PointerStyle) {
        guard let effect = style.effect else { return nil }
        switch effect {
        case .lift: (scale, shadowed) = (Self.liftScale, true)
        case .hover(_, _, let prefersShadow, let prefersScaledContent):
            (scale, shadowed) = (prefersScaledContent ? Self.hoverScale : 1, prefersShadow)
        case .automatic, .highlight: return nil
        }
        guard scale != 1 || shadowed else { return nil }
        (layer, start) = (effect.preview.view.layer, Self.now)
        apply(from: 0, to: 1)
    }

    /// How far in the effect is at `time`: 0 out, 1 fully in.
    func fraction(at time: TimeInterval) -> CGFloat {
        CGFloat(Self.curve.progress(at: Swift.min(Swift.max((time - start) / Self.duration, 0), 1)))
    }

    /// Takes the effect off, from wherever it has got to.
    func undo() {
        let reached = fraction(at: Self.now)
        for key in [Self.keys.scale, Self.keys.shadowOpacity, Self.keys.shadowRadius, Self.keys.shadowOffset] {
            layer.removeAnimation(forKey: key)
        }
        apply(from: reached, to: 0)
    }

    /// Animates the effect from `from` in to `to` in (0 out, 1 in), held at its end while it is in.
    private func apply(from: CGFloat, to: CGFloat) {
        let stays = to > 0
        func scaled(_ fraction: CGFloat) -> CATransform3D {
            let factor = 1 + (scale - 1) * fraction
            return CATransform3DMakeScale(factor, factor, 1)
        }
        func add(_ keyPath: String, key: String, from start: Any, to end: Any, additive: Bool) {
            let animation = CABasicAnimation(keyPath: keyPath)
            (animation.fromValue, animation.toValue, animation.isAdditive) = (start, end, additive)
            animation.duration = Self.duration
            animation.timingFunction = Self.curve
            animation.fillMode = stays ? .forwards : .removed
            animation.isRemovedOnCompletion = !stays
            layer.add(animation, forKey: key)
        }
        if scale != 1 { add("transform", key: Self.keys.scale, from: scaled(from), to: scaled(to), additive: true) }
        guard shadowed else { return }
        let model = (opacity: layer.shadowOpacity, radius: layer.shadowRadius, offset: layer.shadowOffset)
        func mix<T: BinaryFloatingPoint>(_ out: T, _ into: T, _ fraction: CGFloat) -> T { out + (into - out) * T(fraction) }
        add(
            "shadowOpacity", key: Self.keys.shadowOpacity, from: mix(model.opacity, Self.shadow.opacity, from),
            to: mix(model.opacity, Self.shadow.opacity, to), additive: false)
        add(
            "shadowRadius", key: Self.keys.shadowRadius, from: mix(model.radius, Self.shadow.radius, from),
            to: mix(model.radius, Self.shadow.radius, to), additive: false)
        let offset = { (fraction: CGFloat) in
            CGSize(
                width: mix(model.offset.width, Self.shadow.offset.width, fraction),
                height: mix(model.offset.height, Self.shadow.offset.height, fraction))
        }
        add("shadowOffset", key: Self.keys.shadowOffset, from: offset(from), to: offset(to), additive: false)
    }
}
