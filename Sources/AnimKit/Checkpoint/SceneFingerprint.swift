import Foundation

extension ScenePlayback {
    /// A hash of what the scene shows and of what its engine will still do: the clock, every view of the canvas, every live animator and the waiting work.
    ///
    /// Two states with the same fingerprint draw the same frame and go on alike, as
    /// far as AnimKit can see; it is how a checkpoint is proved against straight play.
    /// Views count by their class and place in the tree, not by which object they are:
    /// code that makes views while the scene runs (a controller pushed from a
    /// completion, whose view loads then) makes new, equal ones on every replay.
    func fingerprint() -> Int {
        var hasher = Hasher()
        hasher.combine(time)
        var pending = [built.canvas]
        while let view = pending.popLast() {
            hasher.combine(ObjectIdentifier(type(of: view)))
            view.combineValues(into: &hasher)
            hasher.combine(view.isHidden)
            hasher.combine(view.clipsToBounds)
            if let label = view as? Label { hasher.combine(label.text) }
            if let button = view as? Button { hasher.combine(button.title) }
            if let imageView = view as? ImageView {
                imageView.image?.combineContent(into: &hasher)
                hasher.combine(imageView.contentMode)
            }
            hasher.combine(view.backingLayer.borderWidth)
            hasher.combine(view.backingLayer.shadowOpacity)
            hasher.combine(view.model.anchorPoint.x)
            hasher.combine(view.model.anchorPoint.y)
            hasher.combine(view.subviews.count)
            pending += view.subviews
        }
        let engine = engine
        for animator in engine.liveAnimators {
            hasher.combine(animator.serial)
            hasher.combine(animator.phase)
            hasher.combine(animator.position)
            hasher.combine(animator.isReversed)
        }
        hasher.combine(engine.state.nextTickWork.count)
        for work in engine.state.timedWork { hasher.combine(work.time) }
        return hasher.finalize()
    }
}

extension Image {
    /// Feeds what the image shows to `hasher` — never which object it is: code that makes an image while the scene runs
    /// (`UIImage(named:)` in a controller pushed later) makes a new, equal one on every replay.
    func combineContent(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(renderingMode)
        hasher.combine(tint)
        hasher.combine(data)
        hasher.combine(drawing?.items.count)
        hasher.combine(drawing?.bounds.width)
        hasher.combine(drawing?.bounds.height)
    }
}

extension View {
    /// Feeds the model and, while something animates the view, the presentation to `hasher`, as the packed numbers the engine blends.
    func combineValues(into hasher: inout Hasher) {
        let animating = (animatingEngine?.kernel.animatedBits(of: values) ?? 0) != 0
        values.combine(into: &hasher, animating: animating)
    }
}
