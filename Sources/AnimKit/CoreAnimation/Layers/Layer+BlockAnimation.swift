import Foundation

/// A view's layer's 3-D transform changed inside an animation block animates as UIKit animates it: with the block's
/// animator, as a track of it (see ``LayerTransformChange``), so that a `UIViewPropertyAnimator` pauses, scrubs,
/// reverses and stops it with the rest of the block, and a second block's change adds to one still running. An affine
/// transform is the view's own `transform` and animates with the view's other properties.
extension Layer {
    /// Records the change of `key` from `old` when a block is recording and the change is a 3-D one.
    func animateInBlock(_ key: String, from old: LayerValue) {
        guard key == "transform", let view, let recorder = AnimationRecorder.current, case .transform(let from) = old,
            case .transform(let to)? = value(forLayerKey: key), from != to, !CATransform3DIsAffine(from) || !CATransform3DIsAffine(to),
            let track = PropertyTrack(layerTransformOf: view, from: from, to: to)
        else { return }
        recorder.record(track)
    }

    /// The transform a block's 3-D change shows now, read from the kernel, when one moves it: the drawing reads it
    /// there for a layer with no animations of its own (whose presentation copy would hold it otherwise).
    var transformMovedByBlock: CATransform3D? {
        guard let keyValues = madeKeyValues, let kernel = animatingEngine?.kernel else { return nil }
        return keyValues.presentedTransform(ofKey: "transform", in: kernel)
    }
}

extension CABasicAnimation {
    /// The animation UIKit adds for a block's change of a transform (the view's, or its layer's 3-D one) from `old` to
    /// `new`, as iOS 8 and later add it: additive, from `old × new⁻¹` to the identity, which Core Animation concatenates
    /// with what lies under it; for a new transform with no inverse, from the old to the new.
    static func blockTransformChange(from old: CATransform3D, to new: CATransform3D) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform")
        if let inverse = Matrix4.inverse(of: new.entries).map(CATransform3D.init(entries:)) {
            (animation.fromValue, animation.toValue, animation.isAdditive) = (old.concatenating(inverse), CATransform3DIdentity, true)
        } else {
            (animation.fromValue, animation.toValue) = (old, new)
        }
        return animation
    }
}

extension View {
    /// The view's 3-D transform (iOS 13's `transform3D`): its layer's `transform`, animatable in a `UIView.animate` block.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
