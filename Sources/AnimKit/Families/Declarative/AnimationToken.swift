import Foundation

/// A prepared animation of one view; it runs when performed, or as soon as it is dropped.
///
/// Tokens let animations of several views run one after another:
/// `animate(label.animate(.fadeIn()), button.animate(.fadeIn()))`. A token
/// nobody keeps runs at once, so `view.animate(.fadeIn())` alone just animates.
@preconcurrency @MainActor
public final class AnimationToken {
    private let view: View
    private let animation: Animation
    private let engine: AnimationEngine
    /// Where the code prepared it (`view.animate(…)`): the line its animations are made on.
    private let site: CallSite?
    private var startTime: TimeInterval?
    /// Whether the animation has been started (each token runs once).
    public private(set) var isPerformed = false
    /// Whether the animation has run to its end.
    public private(set) var isFinished = false

    init(view: View, animation: Animation, site: CallSite?) {
        (self.view, self.animation, self.site) = (view, animation, site)
        engine = AnimationEngine.shared
        engine.enlist(self)
    }

    isolated deinit {
        // Dropped without being performed: run now. The closure must not capture `self`, which is going away.
        guard !isPerformed else { return }
        animation.perform(on: view, site: site) {}
    }

    /// The total time of the token's animation, delays included.
    public var duration: TimeInterval { animation.duration }

    /// How far through its total time the animation is, 0…1, by the engine's clock.
    ///
    /// A sequence reports real time: a 0.2 s step followed by a 1.8 s step is 10 %
    /// done after the first, not half-way.
    public var progress: Double {
        if isFinished { return 1 }
        guard let startTime else { return 0 }
        guard duration > 0 else { return 0 }
        return Swift.min(Swift.max((engine.clock.now - startTime) / duration, 0), 1)
    }

    /// Runs the animation now (once), then calls `completion`.
    public func perform(completion: @escaping @MainActor () -> Void) {
        guard !isPerformed else { return }
        isPerformed = true
        startTime = engine.clock.now
        animation.perform(on: view, site: site) { [self] in
            isFinished = true
            completion()
        }
    }
}

extension View {
    /// Prepares `animations` to run on this view one after another; runs at once if the token is dropped.
    @discardableResult
    public func animate(_ animations: Animation..., file: String = #filePath, line: Int = #line, column: Int = #column) -> AnimationToken {
        animate(animations, file: file, line: line, column: column)
    }

    /// Prepares `animations` to run on this view one after another.
    @discardableResult
    public func animate(_ animations: [Animation], file: String = #filePath, line: Int = #line, column: Int = #column) -> AnimationToken {
        AnimationToken(view: self, animation: .sequence(animations), site: CallSite.inCode(file: file, line: line, column: column))
    }

    /// Prepares `animations` to run on this view together.
    @discardableResult
    public func animate(inParallel animations: Animation..., file: String = #filePath, line: Int = #line, column: Int = #column)
        -> AnimationToken
    {
        animate(inParallel: animations, file: file, line: line, column: column)
    }

    /// Prepares `animations` to run on this view together.
    @discardableResult
    public func animate(inParallel animations: [Animation], file: String = #filePath, line: Int = #line, column: Int = #column)
        -> AnimationToken
    {
        AnimationToken(view: self, animation: .parallel(animations), site: CallSite.inCode(file: file, line: line, column: column))
    }
}

/// Runs the tokens one after another, each view's animations after the previous view's.
@preconcurrency @MainActor
public func animate(_ tokens: AnimationToken...) {
    animate(tokens)
}

/// Runs the tokens one after another, each view's animations after the previous view's.
@preconcurrency @MainActor
public func animate(_ tokens: [AnimationToken]) {
    guard let first = tokens.first else { return }
    let rest = Array(tokens.dropFirst())
    first.perform { animate(rest) }
}

extension AnimationToken: CheckpointState {
    package func capturedState() -> @MainActor () -> Void {
        let saved = (startTime, isPerformed, isFinished)
        return { [self] in (startTime, isPerformed, isFinished) = saved }
    }
}
