import Foundation

/// A view's layer's 3-D transform changed inside an animation block animates as UIKit animates it: with the block's
/// animator. The layer gets a Core Animation animation from what shows now to the new transform, and the view a track
/// in the animator that the animation follows (see ``LayerAnimationDriver``), so that a `UIViewPropertyAnimator`
/// pauses, scrubs, reverses and stops it with the rest of the block. An affine transform is the view's own `transform`
/// and animates with the view's other properties.
extension Layer {
    /// Adds the animation for `key`'s change from `old` when a block is recording and the change is a 3-D one.
    func animateInBlock(_ key: String, from old: LayerValue) {
        guard key == "transform", let view, AnimationRecorder.current != nil, case .transform(let from) = old,
            case .transform(let to)? = value(forLayerKey: key), from != to, !CATransform3DIsAffine(from) || !CATransform3DIsAffine(to)
        else { return }
        // From what shows now over the old value: a running animation of the transform hands over where it is.
        let shown = type(of: self).init(layer: self)
        _ = shown.setCurrentValue(old, forKeyPath: key)
        applyAnimations(to: shown, at: AnimationEngine.shared.clock.now)
        let start = shown.transform
        let driver = LayerAnimationDriver(layer: self, stops: [start, to], key: key)
        let animation = CABasicAnimation(keyPath: key)
        (animation.fromValue, animation.toValue, animation.driver) = (start, to, driver)
        add(animation, forKey: key)
        view.recordTransform3DStep(driver: driver)
    }
}

extension View {
    /// The view's 3-D transform (iOS 13's `transform3D`): its layer's `transform`, animatable in a `UIView.animate` block.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Records, in the block being recorded, a track moving the view's count of 3-D transform steps by one, which
    /// `driver`'s animation follows; settling the track settles the layer's transform.
    fileprivate func recordTransform3DStep(driver: LayerAnimationDriver) {
        let property = ViewProperty.Transform3DSteps.self
        let old = property.value(in: model), oldData = values.modelData(property)
        setModel(property, to: old + 1)
        var track = PropertyTrack(property, view: self, from: old, fromData: oldData, to: old + 1)
        track.follow(with: driver)
        AnimationRecorder.current?.record(track)
    }
}
