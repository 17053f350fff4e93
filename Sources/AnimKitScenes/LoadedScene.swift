import AnimKit
import Foundation

/// A scene file turned into real views and property animators on an engine.
///
/// Every animator is a ``PropertyAnimator`` with the file's tag, so the
/// previewer's scrubber and inspector, `view.dance` and tests treat scene
/// animations exactly like code-written ones. Completion actions run on the next
/// tick, after the completing animator has become inactive again, so an
/// animator may restart itself.
@MainActor
public final class LoadedScene {
    /// The root view: the canvas.
    public let canvas: View
    /// Every view by its id (the canvas is `"canvas"` unless a view claims that id).
    public private(set) var views: [String: View] = [:]
    /// Every animator by its tag.
    public private(set) var animators: [Int: PropertyAnimator] = [:]
    private let document: SceneDocument
    private let engine: AnimationEngine
    private var specs: [Int: AnimatorSpec] = [:]

    /// Builds the views and animators of `document` (nothing starts until ``start()``).
    public init(_ document: SceneDocument, engine: AnimationEngine) {
        self.document = document
        self.engine = engine
        canvas = View(frame: CGRect(origin: .zero, size: document.canvasSize))
        canvas.backgroundColor = document.background
        canvas.accessibilityIdentifier = "canvas"
        views["canvas"] = canvas
        for spec in document.views { canvas.addSubview(build(spec)) }
        for spec in document.animators {
            specs[spec.tag] = spec
            let legs = PropertyAnimator.legs(repeatCount: spec.repeatCount, autoreverses: spec.autoreverses)
            let animator = PropertyAnimator(
                duration: spec.duration * legs, timingParameters: spec.curve.parameters, engine: engine, tag: spec.tag)
            animator.name = spec.name
            // As UIView.animate's repeats: the inspector and the bar go leg by leg.
            animator.runInLegs(legs)
            animator.pausesOnCompletion = spec.pausesOnCompletion
            animators[spec.tag] = animator
        }
    }

    /// Starts the timeline, and every animator outside it that starts on its own.
    public func start() {
        let timed = Set(document.timeline?.tags ?? [])
        for spec in document.animators where spec.autostart && !timed.contains(spec.tag) {
            launch(spec.tag) {}
        }
        if let timeline = document.timeline { run(timeline) {} }
    }

    private func build(_ spec: ViewSpec) -> View {
        let view: View
        switch spec.kind {
        case .view:
            view = View(frame: spec.frame)
        case .label:
            let label = Label(frame: spec.frame)
            label.text = spec.text
            label.font = Font(familyName: nil, size: CGFloat(spec.fontSize), bold: spec.bold)
            label.textColor = spec.textColor ?? .black
            label.textAlignment = spec.alignment
            view = label
        case .button:
            let button = Button(frame: spec.frame)
            button.setTitle(spec.text, for: .normal)
            button.font = Font(familyName: nil, size: CGFloat(spec.fontSize), bold: spec.bold)
            button.setTitleColor(spec.textColor ?? .systemBlue, for: .normal)
            view = button
        }
        view.accessibilityIdentifier = spec.id
        view.tag = spec.tag
        view.backgroundColor = spec.color
        view.alpha = CGFloat(spec.alpha)
        view.layer.cornerRadius = CGFloat(spec.cornerRadius)
        view.isHidden = spec.hidden
        view.clipsToBounds = spec.clips
        if !spec.transform.isEmpty { view.transform = spec.transform.applied(to: .identity) }
        views[spec.id] = view
        for child in spec.children { view.addSubview(build(child)) }
        return view
    }

    /// Starts animator `tag` with fresh blocks (a completed animator has used its own), then calls `completion` when it ends.
    private func launch(_ tag: Int, completion: @escaping @MainActor () -> Void) {
        guard let spec = specs[tag], let animator = animators[tag] else { return }
        guard animator.state == .inactive else {
            animator.startAnimation()
            return
        }
        let views = self.views
        animator.addAnimations {
            let changes = {
                for change in spec.changes { change.apply(to: views) }
                if let keyframes = spec.keyframes {
                    UIView.animateKeyframes(
                        withDuration: 0, delay: 0, options: keyframes.mode,
                        animations: {
                            for frame in keyframes.frames {
                                UIView.addKeyframe(withRelativeStartTime: frame.start, relativeDuration: frame.duration) {
                                    for change in frame.changes { change.apply(to: views) }
                                }
                            }
                        })
                }
            }
            if spec.repeatCount != 1 || spec.autoreverses {
                UIView.modifyAnimations(withRepeatCount: CGFloat(spec.repeatCount), autoreverses: spec.autoreverses, animations: changes)
            } else {
                changes()
            }
        }
        animator.addCompletion { [engine] _ in
            // Strong on purpose: a scene whose owner let go keeps playing its actions to the end.
            engine.performOnNextTick { [self] in
                perform(spec.actions)
                completion()
            }
        }
        if spec.delay > 0 { animator.startAnimation(afterDelay: spec.delay) } else { animator.startAnimation() }
    }

    private func perform(_ actions: [ActionSpec]) {
        for action in actions {
            switch action {
            case .start(let tag):
                launch(tag) {}
            case .reverse(let tag):
                guard let animator = animators[tag] else { continue }
                animator.isReversed.toggle()
                if animator.state == .active && !animator.isRunning { animator.startAnimation() }
            case .set(let change):
                let views = self.views
                UIView.performWithoutAnimation { change.apply(to: views) }
            }
        }
    }

    private func run(_ item: TimelineSpec, completion: @escaping @MainActor () -> Void) {
        switch item {
        case .animator(let tag):
            launch(tag, completion: completion)
        case .sequence(let items):
            guard let first = items.first else { return completion() }
            run(first) { [self] in run(.sequence(Array(items.dropFirst())), completion: completion) }
        case .parallel(let items):
            guard !items.isEmpty else { return completion() }
            let countdown = Countdown(items.count, engine: engine)
            for item in items {
                run(item) { if countdown.countDown() { completion() } }
            }
        }
    }
}
