import Foundation

/// Core Animation's explicit animations on a layer: added by key, run on the scene's clock through the layer's
/// time, shown by ``presentation()`` and drawn, while the model keeps its own values.
extension Layer {
    /// Adds a copy of `anim` under `key` (replacing any animation with that key); a `beginTime` of 0 starts it now.
    ///
    /// An animation of a key path the layer does not have, or with a value of the wrong kind, is reported and not added;
    /// one that runs otherwise than the code seems to mean (keyframe times that do not fit) is reported and added.
    /// `file`, `line` and `column` say where the code added it (``CallSite``), left to their defaults.
    public func add(_ anim: CAAnimation, forKey key: String?, file: String = #filePath, line: Int = #line, column: Int = #column) {
        if let problem = anim.problem(on: self) { return report("add(_:forKey:): \(problem)") }
        if let caution = anim.caution(on: self) { report("add(_:forKey:): \(caution)") }
        let copy = anim.copy()
        copy.callSite = CallSite.inCode(file: file, line: line, column: column)
        // What it animates may be a shadow or border the layer never set: the drawing reads them from now on.
        mayDrawExtras = true
        (copy as? CATransition)?.freezeOldLook(of: self)
        let engine = AnimationEngine.shared
        if copy.beginTime == 0 { copy.beginTime = localTime(atGlobal: engine.clock.now) }
        if let key { takeOffAnimation(forKey: key) }
        let serial = engine.nextSerial()
        var entry = LayerAnimationEntry(
            key: key ?? "", animation: copy, timing: copy.timing, serial: serial, addedAt: engine.kernel.nextAddition())
        entry.kernelAnimation = addToKernel(copy, of: engine)
        animationEntries.append(entry)
        if let history = engine.history, let begin = globalTime(atLocal: copy.beginTime) {
            history.began(
                layerAnimation: copy, on: self, serial: serial, at: engine.clock.now, motionAt: begin, parent: engine.state.completing)
        }
        CATransaction.added(copy)
        engine.layerAnimationsChanged(self)
    }

    /// The animation under `key` (the copy that runs); `nil` when none. On a view's layer, a block animation of the view
    /// shows under UIKit's key for its property (`position`, `bounds.size`, `opacity` …), described as UIKit adds it.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key && !key.isEmpty }?.animation ?? viewAnimation(forKey: key)
    }

    /// What ``Layer/removeAnimation(forKey:)`` does: the animation under `key` comes off the layer; its delegate hears `animationDidStop(_:finished: false)` on the next
    /// tick. On a view's layer, a block animation of the view's property under that key stops too: the property shows
    /// its model at once.
    func takeOffAnimation(forKey key: String) {
        notifyRemoved(removeEntries { $0.key == key })
        removeViewAnimation(forKey: key)
    }

    /// Takes every animation off the layer (and, for a view's layer, off the view: it shows its model values at once,
    /// and a block animation with nothing left to move completes with `finished == false`).
    public func removeAllAnimations() {
        notifyRemoved(removeEntries { _ in true })
        view?.removeAllAnimations()
    }

    /// The keys of the animations on the layer, in the order added — for a view's layer, with the properties its view's
    /// block animations move now, by Core Animation's names, where they came; `nil` when none.
    public func animationKeys() -> [String]? {
        let own = animationEntries.filter { !$0.key.isEmpty }.map { (addedAt: $0.addedAt, key: $0.key) }
        // Sorted by when each came; stable, so the keys of one change (a frame's three) keep their order.
        let keys = (viewAnimationKeys + own).enumerated().sorted { ($0.element.addedAt, $0.offset) < ($1.element.addedAt, $1.offset) }
        return keys.isEmpty ? nil : keys.map(\.element.key)
    }

    /// What is on screen now: a copy of the layer with every running animation applied (and a view's animations);
    /// `nil` once a view's layer has lost its view.
    public func presentation() -> Self? {
        guard view != nil || !madeForView else { return nil }
        let engine = AnimationEngine.shared
        // Moved to the clock's time now, unless the tick already did: the layer's time may have changed since.
        for entry in animationEntries {
            guard let animation = entry.kernelAnimation, let kernel = animation.kernel, !kernel.showsEveryRun(at: engine.clock.now) else {
                continue
            }
            kernel.show(animation, at: engine.clock.now)
        }
        let copy = type(of: self).init(layer: self)
        // What the table does not show (a path, an array, a transition): the general evaluator, in the order added.
        applyAnimations(to: copy, at: engine.clock.now)
        if let madeKeyValues, let kernel = animatingEngine?.kernel {
            madeKeyValues.write(into: copy, from: kernel)
        }
        return copy
    }

    /// What the general evaluator shows now, never the frame kernel: the plain twin the kernel's rows and tracks are
    /// checked against. Every animation is applied over the model, so for a view's layer it leaves out the view's block
    /// animations.
    func plainPresentation() -> Self? { evaluatedPresentation(atLocal: localTime(atGlobal: AnimationEngine.shared.clock.now)) }

    /// A replicator's copy `delay` seconds later than the original: its animations show as they were `delay` seconds
    /// before in the replicator's own time (so a paused ancestor stops every copy where it is, each its delay apart).
    func presentation(delayedBy delay: CFTimeInterval) -> Self? {
        guard delay != 0 else { return presentation() }
        return evaluatedPresentation(atLocal: localTime(atGlobal: AnimationEngine.shared.clock.now, replicaDelay: delay))
    }

    /// A copy of the layer's model with every one of its animations applied at its local time `local` by the general
    /// evaluator.
    private func evaluatedPresentation(atLocal local: CFTimeInterval) -> Self? {
        guard view != nil || !madeForView else { return nil }
        let copy = model()
        for entry in animationEntries { entry.animation.apply(to: copy, atLayerTime: local) }
        return copy
    }

    /// The name the timeline gives the layer: its own, its view's, or its class's.
    var timelineName: String { name ?? view?.accessibilityIdentifier ?? coreAnimationName }

    /// The layer's class as code names it: `CALayer` for a plain layer (`Layer` here), a subclass by its own name.
    var coreAnimationName: String {
        let typeName = String(describing: type(of: self))
        return typeName == "Layer" ? "CALayer" : typeName
    }

    /// The model: a copy of the layer with its own values, as code set them.
    public func model() -> Self {
        let copy = type(of: self).init(layer: self)
        copy.replaceModel(with: modelValues)
        return copy
    }

    /// Applies the animations running at `time` to `target` (a copy of this layer), in the order they were added:
    /// each starts from the value the ones before it left. Those the kernel's track table shows (already in a copy's
    /// values) are left out, unless `includingKernel`.
    func applyAnimations(to target: Layer, at time: CFTimeInterval, includingKernel: Bool = false) {
        guard !animationEntries.isEmpty else { return }
        let local = localTime(atGlobal: time)
        for entry in animationEntries where includingKernel || !entry.isInKernel {
            entry.animation.apply(to: target, atLayerTime: local)
        }
    }

    /// Puts `animation` in `engine`'s track table when it animates keys whose values are numbers or transforms — in the
    /// order added among its view's block animations and its own animations of the same keys — and nothing else shows
    /// those keys.
    ///
    /// An animation some part of which is not for the table (a group that also animates a path) takes the others of its
    /// keys out of it: the general evaluator then applies them all, in the order added, over the view's block animations.
    private func addToKernel(_ animation: CAAnimation, of engine: AnimationEngine) -> KernelAnimation? {
        let keys = FrameKernel.animatedKeys(of: animation)
        guard !keys.isEmpty else { return nil }
        let sharesOutside = animationEntries.contains {
            !$0.isInKernel && !FrameKernel.animatedKeys(of: $0.animation).isDisjoint(with: keys)
        }
        if !sharesOutside, let added = engine.kernel.addAnimation(animation, on: self, at: engine.clock.now) {
            animatingEngine = engine
            return added
        }
        for index in animationEntries.indices where animationEntries[index].isInKernel {
            guard !FrameKernel.animatedKeys(of: animationEntries[index].animation).isDisjoint(with: keys),
                let moved = animationEntries[index].kernelAnimation
            else { continue }
            moved.kernel?.removeAnimation(moved)
            animationEntries[index].kernelAnimation = nil
        }
        return nil
    }

    /// Takes the entries `isRemoved` picks off the layer, and their tracks out of the kernel; returns them.
    @discardableResult
    func removeEntries(where isRemoved: (LayerAnimationEntry) -> Bool) -> [LayerAnimationEntry] {
        let removed = animationEntries.filter(isRemoved)
        guard !removed.isEmpty else { return [] }
        // The births an animated rate gave stay born: the emitter keeps its rates so far in its history.
        (self as? CAEmitterLayer)?.keepRates(of: removed.map(\.animation))
        animationEntries.removeAll(where: isRemoved)
        for entry in removed where entry.isInKernel {
            if let animation = entry.kernelAnimation { animation.kernel?.removeAnimation(animation) }
        }
        return removed
    }

    private func notifyRemoved(_ entries: [LayerAnimationEntry]) {
        let engine = AnimationEngine.shared
        for entry in entries { engine.history?.ended(serial: entry.serial, at: engine.clock.now) }
        let stopped = entries.filter { !$0.didFinish }.map(\.animation)
        guard !stopped.isEmpty else { return }
        engine.layerAnimationsChanged(self)
        // Only a delegate needs the next tick: without one, a scene at rest stays at rest.
        let told = stopped.filter { $0.delegate != nil }
        guard !told.isEmpty else { return }
        engine.performOnNextTick {
            for animation in told { animation.delegate?.animationDidStop(animation, finished: false) }
        }
    }
}
