import Foundation

/// Animates changes to views along a timing curve, and can be paused, scrubbed, reversed and retimed in flight (also spelled `UIViewPropertyAnimator`).
///
/// Follows UIViewPropertyAnimator's documented semantics: states
/// `inactive → active → stopped`, blocks that run when the animator starts,
/// completions in the order added with the final position. Where UIKit raises an
/// exception, this animator changes nothing and reports an ``AnimatorError``.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
///     circle.center = CGPoint(x: 300, y: 200)
/// }
/// animator.addCompletion { position in print("ended at", position) }
/// animator.startAnimation()
/// ```
@preconcurrency @MainActor
public final class PropertyAnimator {
    /// What the animator is doing; UIKit's internal states, which the public ``state`` summarises.
    enum Phase {
        /// Not executing; blocks may be queued.
        case inactive
        case running
        /// Paused, including "transient paused" (started with no blocks yet).
        case paused
        case stopped
        /// Inside its completion handlers.
        case completing
    }

    // MARK: Internal state (what a frame touches comes first, so it shares cache lines)

    /// Where the run is and how it moves: in the engine's ``FrameKernel`` while live (see ``run``), here while inactive.
    var localRun: RunState
    var localProgress = 0.0
    /// The animator's run slot in the engine's ``FrameKernel`` while it is live.
    var runSlot: Int?
    /// The curve or spring the animator was made with, resolved for its duration (``retime(toDuration:delay:)`` resolves it again).
    var baseFunction: TimingFunction
    /// Started with no blocks: the next block starts the run (UIKit's "transient paused" state).
    var awaitingAnimations = false
    /// Each animated view once, in the order first animated.
    var views: [View] = []

    var queuedBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    /// The animator's tracks in flight, as handles into the engine's ``TrackTable``.
    var tracks: [FrameKernel.TrackID] = []
    /// The tracks of a stopped animator, kept so finishAnimation(at:) can set their final values.
    var stoppedTracks: [PropertyTrack] = []
    var completions: [(AnimatingPosition) -> Void] = []
    /// Order of creation within the engine; the registry lists animators by it.
    package let serial: Int
    let explicitTag: Int?
    /// The tag of the first view the animator moved, kept after the run so the animator keeps its name.
    var firstViewTag: Int?
    var userInteraction = true
    /// Made by an animation controller's default `interruptibleAnimator(using:)`: it has no animator of its own.
    var standsInForTransition = false
    var interruptible = true
    var linearScrub = true

    /// The engine whose clock drives this animator and whose registry lists it.
    public let engine: AnimationEngine
    /// The timing the animator runs with: the one it was created with, or the system's default curve if that one was refused (``AnimatorError/Reason/invalidTiming(_:)``).
    public internal(set) var timingParameters: any TimingCurveProvider
    /// Seconds from start to end at the original pace.
    ///
    /// A duration of 0 becomes 0.2 s, as UIKit does; a physical spring
    /// (mass, stiffness, damping) replaces it with its settling duration.
    public internal(set) var duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:file:line:column:)``, reset when the animator becomes inactive.
    public internal(set) var delay: TimeInterval = 0
    /// A name for the inspector.
    public var name: String?
    /// The API that made the animator, for the timeline when it has no name of its own.
    package var family = "UIViewPropertyAnimator"
    /// Where the code made the animator; `nil` for one UIKit's own views made (a table's row animation, a push).
    package var callSite: CallSite?
    /// Where the code gave the delay apart from the initializer (``startAnimation(afterDelay:file:line:column:)``).
    package var delaySite: CallSite?
    /// Key-value observers (``observe(_:options:changeHandler:)``), by token number.
    var observers: [Int: @MainActor (PropertyAnimator) -> Void] = [:]
    var observerCounter = 0
    /// For a repeating block animation: how many legs the run holds (forward and, with autoreverse, back), else 1.
    ///
    /// ``duration`` then covers all of them; one leg takes `duration / repeatLegs`.
    public internal(set) var repeatLegs: Double = 1

    /// Makes the run `legs` legs of a repeating animation (its duration already covers them all).
    ///
    /// Each leg carries the curve; the curve across all of them (a million legs for `.repeat`) is nothing to scrub
    /// along, so `fractionComplete` read or set while paused becomes the time fraction, as a leg-by-leg scrub needs.
    package func runInLegs(_ legs: Double) {
        repeatLegs = legs
        if legs > 1 { scrubsLinearly = false }
    }

    /// Whether the animator's views ignore touches while it runs; may only change while inactive.
    public var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set { changeConfiguration("isUserInteractionEnabled", allowed: phase == .inactive) { userInteraction = newValue } }
    }

    /// Whether the views are hit-tested on their model geometry instead of the presentation (UIKit's default is NO).
    public var isManualHitTestingEnabled = false

    /// Whether the animator can be paused, stopped, reversed and scrubbed; may only change while inactive.
    ///
    /// A non-interruptible animator runs to its end; every call that would interrupt
    /// it is refused with ``AnimatorError/Reason/notInterruptible``.
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            if !newValue && holdsAtEnd { return report(.pausesWithoutInterruption, "isInterruptible = false") }
            changeConfiguration("isInterruptible", allowed: phase == .inactive) { interruptible = newValue }
        }
    }

    /// Whether a scrub while paused moves the views linearly (true, UIKit's default) or along the curve.
    ///
    /// May not change while paused. Springs always scrub along their own motion,
    /// which has no inverse to map a linear scrub back onto.
    public var scrubsLinearly: Bool {
        get { linearScrub }
        set { changeConfiguration("scrubsLinearly", allowed: phase != .paused) { linearScrub = newValue } }
    }

    /// Whether the animator stays active and paused at its end instead of completing, so it can be reversed or scrubbed again.
    ///
    /// Only an interruptible animator may pause on completion, in whichever order
    /// the two are set: a paused animator that refuses every interruption could
    /// never end (``AnimatorError/Reason/pausesWithoutInterruption``).
    public var pausesOnCompletion: Bool {
        get { holdsAtEnd }
        set {
            guard interruptible || !newValue else {
                return report(.pausesWithoutInterruption, "pausesOnCompletion = \(newValue)")
            }
            holdsAtEnd = newValue
        }
    }

    /// Creates an animator with any timing parameters; the designated initialiser.
    ///
    /// - Parameters:
    ///   - duration: seconds from start to end (0 becomes 0.2 s, as in UIKit).
    ///   - timingParameters: the curve or spring; refused ones are reported and replaced by the system's default curve.
    ///   - engine: the engine to run on; ``AnimationEngine/shared`` when `nil`.
    ///   - tag: the tag to list and control the animator by; otherwise the tag of the first view it animates.
    ///   - file: the file of the code that made it (``CallSite``), left to its default.
    ///   - line: the line of that code, left to its default.
    ///   - column: the column of that code, left to its default.
    public init(
        duration: TimeInterval, timingParameters: any TimingCurveProvider, engine: AnimationEngine? = nil, tag: Int? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let engine = engine ?? AnimationEngine.shared
        self.engine = engine
        callSite = CallSite.inCode(file: file, line: line, column: column)
        explicitTag = tag
        serial = engine.nextSerial()
        if let problem = timingParameters.invalidReason {
            engine.report(
                AnimatorError(
                    .invalidTiming(problem), call: "PropertyAnimator(duration: \(duration), timingParameters:)", tag: tag ?? -serial,
                    state: .inactive))
            self.timingParameters = CubicTimingParameters()
        } else {
            self.timingParameters = timingParameters
        }
        var requested = duration
        if !(duration >= 0) || !duration.isFinite {
            engine.report(
                AnimatorError(
                    .invalidDuration(duration), call: "PropertyAnimator(duration: \(duration))", tag: tag ?? -serial, state: .inactive))
            requested = 0
        }
        let resolved = self.timingParameters.resolved(forDuration: requested == 0 ? 0.2 : requested)
        self.duration = resolved.duration
        localRun = RunState(function: resolved.function, runDuration: resolved.duration)
        baseFunction = resolved.function
        engine.enlist(self)
        engine.madeAnimators.append(self)
    }

    // MARK: Reading the state

    /// Inactive, active (running or paused) or stopped.
    public var state: AnimatingState {
        switch phase {
        case .inactive, .completing: .inactive
        case .running, .paused: .active
        case .stopped: .stopped
        }
    }

    /// True only while running (after ``startAnimation()``); false when paused, stopped or inactive.
    public var isRunning: Bool { phase == .running }

    /// The tag the animator is listed and controlled by: the one given, else that of the first tagged view it animates, else `-serial`, unique within the engine.
    public var tag: Int {
        explicitTag ?? firstViewTag ?? -serial
    }

    /// The views this animator moves, each once.
    public var animatedViews: [View] { views }

    /// The curve or spring now in force, for display.
    public var curveDescription: String {
        switch function {
        case .bezier(let bezier):
            for curve in AnimationCurve.allCases where curve.bezier == bezier { return curve.description }
            if bezier == .systemDefault { return "default" }
            return "cubic(\(bezier.controlPoint1.x), \(bezier.controlPoint1.y), \(bezier.controlPoint2.x), \(bezier.controlPoint2.y))"
        case .spring(let spring, _):
            return String(format: "spring ζ %.2f", spring.dampingRatio)
        case .decay(let rate, _):
            return String(format: "decay %.3f", rate)
        }
    }

    /// The curve's progress at `fraction` of the run, for plotting the curve now in force.
    public func curveProgress(atFraction fraction: Double) -> Double {
        function.progress(atFraction: fraction)
    }

    /// Reports a refused call through the engine.
    func report(_ reason: AnimatorError.Reason, _ call: String) {
        engine.report(AnimatorError(reason, call: call, tag: tag, state: state))
    }

    private func changeConfiguration(_ property: String, allowed: Bool, _ change: () -> Void) {
        guard allowed else { return report(.configurationLocked(property: property), "\(property) =") }
        change()
    }
}

/// UIKit's name for a property animator.
public typealias UIViewPropertyAnimator = PropertyAnimator
