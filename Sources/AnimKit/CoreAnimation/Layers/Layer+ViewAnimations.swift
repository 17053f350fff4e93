import Foundation

/// A view's block animations as Core Animation shows them on the view's layer: what `animationKeys()`,
/// `animation(forKey:)` and `removeAnimation(forKey:)` see.
///
/// Since iOS 8 a `UIView.animate` change of a view's frame is an additive `CABasicAnimation` from `old − new` to zero,
/// under `position`, `bounds.origin` and `bounds.size`, and so is a corner radius's under `cornerRadius`; a transform's
/// (the view's, or its layer's 3-D one) is additive under `transform`, from `old × new⁻¹` to the identity, which Core
/// Animation concatenates with what lies under it; alpha and colour run from the old value to the new under `opacity`
/// and `backgroundColor`. Each carries its block's
/// duration, its start in the layer's time (`beginTime`, the delay included), its curve (`timingFunction`; a spring's
/// is a `CASpringAnimation` of mass 1), its repeats and `fillMode` `.both`. They describe the motion, which the
/// view's animator runs: changing the copy `animation(forKey:)` returns changes nothing, as in Core Animation.
extension Layer {
    /// The keys UIKit adds for a change of the view property `name`.
    static func coreAnimationKeys(ofViewProperty name: String) -> [String] {
        switch name {
        case "center": ["position"]
        case "bounds": ["bounds.origin", "bounds.size"]
        case "alpha": ["opacity"]
        case PropertyTrack.layerTransformName: ["transform"]
        default: [name]
        }
    }

    /// The keys of the view's block animations in flight now, each once, with when its first track came into flight.
    var viewAnimationKeys: [(addedAt: Int, key: String)] {
        guard let view, let kernel = view.animatingEngine?.kernel else { return [] }
        var keys: [(addedAt: Int, key: String)] = []
        for flight in kernel.flights where flight.track.view === view {
            for key in Self.coreAnimationKeys(ofViewProperty: flight.track.propertyName) where !keys.contains(where: { $0.key == key }) {
                keys.append((flight.track.addedAt, key))
            }
        }
        return keys
    }

    /// The block animation of the view's property under `key`, described; `nil` when that property is not animating.
    func viewAnimation(forKey key: String) -> CAAnimation? {
        guard let (animator, track) = viewTrack(forKey: key) else { return nil }
        let animation = Self.animation(keyPath: key, curve: track.function ?? animator.function)
        if let added = track.layerTransform?.animation {
            (animation.fromValue, animation.toValue, animation.isAdditive) = (added.fromValue, added.toValue, added.isAdditive)
        } else {
            describeValues(of: track, on: animation)
        }
        let timing = track.timing
        let window = animator.runDuration * (timing.end - timing.start)
        let legs = PropertyAnimator.legs(repeatCount: timing.repeatCount, autoreverses: timing.autoreverses)
        animation.duration = legs > 0 ? window / legs : window
        animation.repeatCount = Float(timing.repeatCount)
        animation.autoreverses = timing.autoreverses
        let runStart = animator.anchorTime - animator.anchorPosition * animator.runDuration
        animation.beginTime = localTime(atGlobal: runStart + timing.start * animator.runDuration)
        animation.fillMode = .both
        return animation
    }

    /// Takes the view's animations of the property under `key` off it: the property shows its model at once.
    func removeViewAnimation(forKey key: String) {
        guard let view, let engine = view.animatingEngine else { return }
        for name in Self.viewPropertyNames(forKey: key) {
            for animator in engine.liveAnimators where animator.animatedViews.containsIdentical(view) {
                animator.removeTracks(of: view, named: name)
            }
        }
    }

    /// The view properties whose animations UIKit adds under `key` (`transform`: the view's and the layer's 3-D one).
    private static func viewPropertyNames(forKey key: String) -> [String] {
        let names = ViewProperty.all.map { $0.name } + [PropertyTrack.layerTransformName]
        return names.filter { coreAnimationKeys(ofViewProperty: $0).contains(key) }
    }

    /// The latest animator's track of a view property under `key`.
    private func viewTrack(forKey key: String) -> (PropertyAnimator, PropertyTrack)? {
        guard let view, let engine = view.animatingEngine else { return nil }
        let names = Self.viewPropertyNames(forKey: key), kernel = engine.kernel
        guard !names.isEmpty else { return nil }
        var latest: (PropertyAnimator, PropertyTrack)?
        for animator in engine.liveAnimators where animator.animatedViews.containsIdentical(view) {
            for id in animator.tracks {
                let track = kernel.track(id)
                if track.view === view, names.contains(track.propertyName) { latest = (animator, track) }
            }
        }
        return latest
    }

    /// A basic animation of `keyPath` on `curve`: a spring as `CASpringAnimation` (mass 1, so stiffness ω₀² and damping
    /// 2ζω₀), a Bézier as its timing function; a deceleration is left linear.
    private static func animation(keyPath: String, curve: TimingFunction) -> CABasicAnimation {
        switch curve {
        case .spring(let spring, _):
            let animation = CASpringAnimation(keyPath: keyPath)
            animation.mass = 1
            animation.stiffness = spring.angularFrequency * spring.angularFrequency
            animation.damping = 2 * spring.dampingRatio * spring.angularFrequency
            animation.initialVelocity = spring.initialVelocity
            return animation
        case .bezier(let bezier):
            let animation = CABasicAnimation(keyPath: keyPath)
            let (c1, c2) = (bezier.controlPoint1, bezier.controlPoint2)
            animation.timingFunction = CAMediaTimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y))
            return animation
        case .decay:
            return CABasicAnimation(keyPath: keyPath)
        }
    }

    /// The from and to values UIKit gives the animation of `track`'s property under the animation's key path.
    private func describeValues(of track: PropertyTrack, on animation: CABasicAnimation) {
        switch animation.keyPath {
        case "position":
            let (old, new) = change(ViewProperty.Center.self, track)
            (animation.fromValue, animation.toValue) = (CGPoint(x: old.x - new.x, y: old.y - new.y), CGPoint.zero)
            animation.isAdditive = true
        case "bounds.origin":
            let (old, new) = change(ViewProperty.Bounds.self, track)
            (animation.fromValue, animation.toValue) = (CGPoint(x: old.minX - new.minX, y: old.minY - new.minY), CGPoint.zero)
            animation.isAdditive = true
        case "bounds.size":
            let (old, new) = change(ViewProperty.Bounds.self, track)
            (animation.fromValue, animation.toValue) = (CGSize(width: old.width - new.width, height: old.height - new.height), CGSize.zero)
            animation.isAdditive = true
        case "transform":
            let (old, new) = change(ViewProperty.Transform.self, track)
            let added = CABasicAnimation.blockTransformChange(
                from: CATransform3DMakeAffineTransform(old), to: CATransform3DMakeAffineTransform(new))
            (animation.fromValue, animation.toValue, animation.isAdditive) = (added.fromValue, added.toValue, added.isAdditive)
        case "opacity":
            let (old, new) = change(ViewProperty.Alpha.self, track)
            (animation.fromValue, animation.toValue) = (Float(old), Float(new))
        case "backgroundColor":
            let (old, new) = change(ViewProperty.BackgroundColor.self, track)
            (animation.fromValue, animation.toValue) = (old.cgColor, new.cgColor)
        default:
            // Additive, as iOS adds a block's corner radius change (measured on iOS; Apple does not document it).
            let (old, new) = change(ViewProperty.CornerRadius.self, track)
            (animation.fromValue, animation.toValue) = (old - new, CGFloat(0))
            animation.isAdditive = true
        }
    }

    /// The value `track` starts its property from, and the model it ends at.
    private func change<Property: AnimatableProperty>(_ property: Property.Type, _ track: PropertyTrack) -> (
        old: Property.Value, new: Property.Value
    ) {
        let new = Property.value(in: modelValues)
        var old = new
        old.animatableData = new.animatableData + Property.data(fromOffset: track.offset)
        return (old, new)
    }
}
