import Foundation

/// Implicit animations, as Core Animation makes them for layers that code made: changing an animatable property
/// of a layer already on screen animates it over the transaction's duration (0.25 s) on the default curve, unless
/// the transaction disables actions or ``Layer/actions`` maps the key to `NSNull()`. A view's layer does not.
extension Layer {
    /// Sets a property through `mutate`, then animates the change implicitly when the layer does that.
    func setGeometry(_ key: String, _ old: LayerValue, _ mutate: (Layer) -> Void) {
        mutate(self)
        if let new = value(forLayerKey: key), !new.isFinite {
            // Core Animation raises for a NaN geometry; here it is reported and the layer keeps what it had.
            report("\(key): \(new.kindName) holding NaN or infinity is no place on the screen; the layer keeps its \(key)")
            // What it had is put back — unless that was no place either, which would only be refused again.
            // Put back as it was, not changed: inside an animation block, nothing animates from the refused value.
            guard old.isFinite else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            AnimationRecorder.withoutRecording { _ = setValue(old, forLayerKey: key) }
            CATransaction.commit()
            return
        }
        changed(key, from: old)
    }

    /// Whether `value`, just set under `key` in place of `old`, can be drawn: one holding NaN or infinity is reported
    /// and refused (the caller puts the old value back: Core Animation raises for such a geometry, and a shadow or
    /// border of no size is no better); any other runs the key's action. Each such key draws (see ``mayDrawExtras``).
    func accepts(_ key: String, _ value: LayerValue, from old: LayerValue) -> Bool {
        mayDrawExtras = true
        guard value.isFinite else {
            report("\(key): \(value.kindName) holding NaN or infinity cannot be drawn; the layer keeps its \(key)")
            return false
        }
        changed(key, from: old)
        return true
    }

    /// `new`, just set under `key` in place of `old`, if it can be drawn (``accepts(_:_:from:)``); else `old`.
    func kept<Value>(_ key: String, _ new: Value, _ old: Value, _ wrap: (Value) -> LayerValue) -> Value {
        accepts(key, wrap(new), from: wrap(old)) ? new : old
    }

    /// `mask`, just set in place of `old`: taken out of its tree when in one; `old` again when it is this layer itself
    /// or an ancestor (reported).
    func maskTaken(_ mask: Layer?, over old: Layer?) -> Layer? {
        mayDrawExtras = true
        guard let mask else { return nil }
        guard mask === self || mask.isAncestor(of: self) else {
            mask.removeFromSuperlayer()
            return mask
        }
        report("mask: a mask must not be the layer itself or one of its ancestors")
        return old
    }

    /// `key` changed from `old`: runs its action, if it has one.
    func changed(_ key: String, from old: LayerValue) {
        ownValuesChanged(key)
        if type(of: self).needsDisplay(forKey: key) { state.needsDisplay = true }
        if let view {
            // A subclass's own action for the key (``View/action(for:forKey:)``) runs; the view's own is the block's.
            let own = view.action(for: self, forKey: key)
            guard let own, !(own is NSNull), !(own is BlockAnimationAction), let new = value(forLayerKey: key), new != old else {
                return animateInBlock(key, from: old)
            }
            return run(own, forKey: key, from: old, to: new)
        }
        guard isCommitted, !CATransaction.disableActions(), let new = value(forLayerKey: key), new != old,
            let action = action(forKey: key)
        else { return }
        run(action, forKey: key, from: old, to: new)
    }

    /// Runs `action` for the change of `key` from `old` to `new`: an animation with no `fromValue` is given the change.
    private func run(_ action: any CAAction, forKey key: String, from old: LayerValue, to new: LayerValue) {
        if let implicit = action as? CABasicAnimation, implicit.fromValue == nil {
            let shown = animationEntries.contains { $0.animation.animatedKeyPath?.hasPrefix(key) == true }
            implicit.fromValue = shown ? presentation()?.value(forKeyPath: key) : old.anyValue
            implicit.toValue = new.anyValue
        }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Whether `contents` is being set by the layer itself — back and forth to freeze its old look, or by ``display()``
    /// — which is not a change to animate.
    static var isSwappingContents = false

    /// `contents` changed from `old`: a layer of its own that is on screen cross-fades to the new image over the
    /// transaction's duration and curve (a `CATransition` fade, Core Animation's default action for `contents`); an
    /// action of the layer's own for `"contents"` runs instead, and `NSNull()` turns it off.
    func contentsChanged(from old: Any?) {
        ownValuesChanged("contents")
        mayDrawExtras = true
        guard !Self.isSwappingContents, view == nil, isCommitted, !CATransaction.disableActions() else { return }
        if let own = actions?["contents"] {
            if !(own is NSNull) { own.run(forKey: "contents", object: self, arguments: nil) }
            return
        }
        let fade = CATransition()
        fade.duration = CATransaction.animationDuration()
        fade.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        let new = contents
        Self.isSwappingContents = true
        defer { Self.isSwappingContents = false }
        contents = old
        add(fade, forKey: kCATransition)
        contents = new
    }

    /// ``action(forKey:)``'s search: a layer of its own asks its delegate first (`NSNull()` there means none).
    func standardAction(forKey event: String) -> (any CAAction)? {
        if view == nil, let answer = assignedDelegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return Self.defaultAction(forKey: event) ?? implicitAnimation(forKey: event)
    }

    private func implicitAnimation(forKey key: String) -> CABasicAnimation? {
        guard value(forLayerKey: key) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

}
