import Foundation

/// A view's layer's 3-D transform changed inside a `UIView.animate` block animates as UIKit animates it: the view, the
/// layer's delegate, answers with a Core Animation animation of the block's duration, delay and curve (a spring for a
/// spring block). An affine transform is the view's own `transform` and animates with the view's other properties.
extension Layer {
    /// Adds the animation for `key`'s change from `old` when a block is recording and the change is a 3-D one.
    func animateInBlock(_ key: String, from old: LayerValue) {
        guard key == "transform", let recorder = AnimationRecorder.current, case .transform(let from) = old,
            case .transform(let to)? = value(forLayerKey: key), from != to, !CATransform3DIsAffine(from) || !CATransform3DIsAffine(to)
        else { return }
        let animation: CABasicAnimation
        if let spring = recorder.timing.springTimingParameters,
            case (.spring(let curve, _), let runtime) = spring.resolved(forDuration: recorder.duration)
        {
            let springy = CASpringAnimation(keyPath: key)
            (springy.stiffness, springy.damping, springy.initialVelocity) = (curve.stiffness, curve.damping, curve.initialVelocity)
            springy.duration = runtime
            animation = springy
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.duration = recorder.duration
            if let cubic = recorder.timing.cubicTimingParameters {
                let (a, b) = (cubic.controlPoint1, cubic.controlPoint2)
                animation.timingFunction = CAMediaTimingFunction(controlPoints: Float(a.x), Float(a.y), Float(b.x), Float(b.y))
            }
        }
        // From what shows now: a running animation of the transform hands over where it is.
        let shown = animationEntries.contains { $0.animation.animatedKeyPath?.hasPrefix(key) == true }
        animation.fromValue = shown ? presentation()?.transform ?? from : from
        animation.toValue = to
        animation.beginTime = localTime(atGlobal: AnimationEngine.shared.clock.now) + recorder.delay
        animation.fillMode = .backwards
        add(animation, forKey: key)
        if let added = self.animation(forKey: key) { recorder.layerAnimations.append(added) }
    }
}

extension View {
    /// The view's 3-D transform (iOS 13's `transform3D`): its layer's `transform`, animatable in a `UIView.animate` block.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
