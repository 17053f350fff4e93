import Foundation

/// A view that turns touches into events and runs the actions added for them (also spelled `UIControl`): the base of
/// buttons, switches, sliders and text fields.
///
/// A touch on an enabled control highlights it and sends ``Event/touchDown``; moving
/// sends the drag events (inside, outside, enter, exit — "inside" meaning within the
/// bounds, as UIKit's documentation defines them) and keeps the highlight only inside;
/// lifting sends ``Event/touchUpInside`` or ``Event/touchUpOutside``. A subclass
/// follows the touch through ``beginTracking(_:with:)``, ``continueTracking(_:with:)``
/// and ``endTracking(_:with:)``, as in UIKit. A disabled control lets touches go on to
/// its superview.
@preconcurrency @MainActor
open class Control: View {
    /// Whether the control answers touches; a disabled one is drawn as such by the controls that have a disabled look.
    open var isEnabled = true
    /// Whether the control is selected (a button's toggled look).
    open var isSelected = false
    /// Whether a touch is down inside the control.
    open var isHighlighted = false
    /// Where the content sits across the control (centred by default).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsDisplay() } }
    /// Where the content sits down the control (centred by default).
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsDisplay() } }
    /// Whether the control is following a touch (``beginTracking(_:with:)`` returned `true`).
    open internal(set) var isTracking = false
    /// Whether the touch being followed is within the bounds.
    open internal(set) var isTouchInside = false
    /// Whether the touch under way began while the control was disabled, so goes on to the superview to its end.
    var passesTouchUp = false
    /// The actions added, each with the events it runs for, in the order added.
    var registeredActions: [(action: Action, events: Event)] = []

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Adds `action` to run for `events`; an action with the same identifier already added is replaced.
    open func addAction(_ action: Action, for events: Event) {
        registeredActions.removeAll { $0.action.identifier == action.identifier }
        registeredActions.append((action, events))
    }

    /// Stops `action` running for `events` (it still runs for its other events).
    open func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops the action named `identifier` running for `events`.
    open func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        for index in registeredActions.indices.reversed() where registeredActions[index].action.identifier == identifier {
            registeredActions[index].events.subtract(events)
            if registeredActions[index].events.isEmpty { registeredActions.remove(at: index) }
        }
    }

    /// Runs every action added for any of `events`, in the order they were added, with this control as their sender.
    open func sendActions(for events: Event) {
        for (action, registered) in registeredActions where !registered.isDisjoint(with: events) {
            action.perform(from: self)
        }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: Action) {
        action.perform(from: self)
    }

    /// Sends `action` to `target` now, with this control as the sender (and `event`, if the method takes it); a `nil`
    /// target sends it up the responder chain from the control, to the first responder whose type has the method. Every
    /// target–action the control sends for its events comes through here, so a subclass can watch or redirect them.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { deliver(action, to: target, for: event) }
    /// Sends `action` to `target` (`nil`: up the responder chain) when any of `controlEvents` happens; the target is
    /// not retained (a subclass that overrides it calls `super`).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        registerTarget(target, action: action, for: controlEvents)
    }

    /// The events some action is added for.
    open var allControlEvents: Event { registeredActions.reduce(into: Event()) { $0.formUnion($1.events) } }

    /// Refuses a recognizer of a view above that would take this control's own default action (a tap on a button,
    /// a swipe along a slider's thumb), as UIKit gives a control its touches
    /// first; a recognizer attached to the control itself is not refused here.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled, overlapsDefaultAction(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A touch went down: return whether to follow it (``Control/isTracking``). `true` by default.
    open func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool { true }

    /// The followed touch moved: return whether to keep following it. `true` by default.
    open func continueTracking(_ touch: Touch, with event: UIEvent?) -> Bool { true }

    /// The followed touch lifted (`nil` when tracking stopped without one).
    open func endTracking(_ touch: Touch?, with event: UIEvent?) {}

    /// The followed touch was taken away.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else {
            passesTouchUp = true
            return super.touchesBegan(touches, with: event)
        }
        passesTouchUp = false
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: UIEvent?) {
        guard !passesTouchUp, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = point(inside: touch.location(in: self))
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: UIEvent?) {
        guard !passesTouchUp, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        let inside = point(inside: touch.location(in: self))
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = false
        if inside, liftedInside() { return sendActions(for: .touchUpInside) }
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside)
    }

    /// A touch lifted inside: `true` when the control did something in place of its primary action (a button showing
    /// its menu).
    func liftedInside() -> Bool { false }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: UIEvent?) {
        guard !passesTouchUp else { return super.touchesCancelled(touches, with: event) }
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    /// What a lift inside sends: ``Event/touchUpInside``, and for a button also ``Event/primaryActionTriggered``.
    var touchUpInsideEvents: Event { .touchUpInside }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), control = Control.controlCheckpointFields.keep(self)
        return CheckpointRestoration(covering: Control.self) {
            view.run()
            control()
        }
    }

    /// What a checkpoint keeps of a control beyond the view: every stored property of its own (a test checks).
    package static let controlCheckpointFields: [CheckpointField<Control>] = [
        CheckpointField("isEnabled", { $0.isEnabled }, { $0.isEnabled = $1 }),
        CheckpointField("isSelected", { $0.isSelected }, { $0.isSelected = $1 }),
        CheckpointField("isHighlighted", { $0.isHighlighted }, { $0.isHighlighted = $1 }),
        CheckpointField("isTracking", { $0.isTracking }, { $0.isTracking = $1 }),
        CheckpointField("isTouchInside", { $0.isTouchInside }, { $0.isTouchInside = $1 }),
        CheckpointField("passesTouchUp", { $0.passesTouchUp }, { $0.passesTouchUp = $1 }),
        CheckpointField("registeredActions", { $0.registeredActions }, { $0.registeredActions = $1 }),
        CheckpointField("contentHorizontalAlignment", { $0.contentHorizontalAlignment }, { $0.contentHorizontalAlignment = $1 }),
        CheckpointField("contentVerticalAlignment", { $0.contentVerticalAlignment }, { $0.contentVerticalAlignment = $1 }),
    ]
}

/// UIKit's name for a control.
public typealias UIControl = Control
