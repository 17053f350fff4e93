import Foundation

/// What the continuous recognizers (pan-like: long press, pinch, rotation) share: a move that begins the gesture
/// once its threshold is passed and reports each change after; an end that ends it, or fails one that never began;
/// and a rate of change over the last tenth of a second.
extension GestureRecognizer {
    /// A move of a continuous gesture: still possible, it begins when `passed` (else `ifNotPassed` is its state);
    /// under way, it changes.
    func continuousMove(passed: @autoclosure () -> Bool, ifNotPassed: State = .possible) {
        switch state {
        case .possible: state = passed() ? .began : ifNotPassed
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The end of a continuous gesture's touches: ended if it began, failed if it never did.
    func continuousEnd() {
        state = state == .began || state == .changed ? .ended : .failed
    }

    /// How fast a value changed, per second, over the last tenth of a second of `samples` (0 with too few).
    static func rate(of samples: [(value: CGFloat, time: TimeInterval)]) -> CGFloat {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time
        else { return 0 }
        return (last.value - first.value) / CGFloat(last.time - first.time)
    }
}
