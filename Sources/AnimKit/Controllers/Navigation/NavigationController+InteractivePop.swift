import Foundation

/// The pop a finger drives from the left edge, as on iOS: the screen follows the finger; let go past half-way (or
/// flung right faster than 300 points a second) and it pops, else it runs back and stays. iOS does not document
/// its own rule; this is AnimKit's.
extension NavigationController {
    /// How fast a fling decides the pop by its direction alone, in points a second.
    public static let popFlingSpeed: CGFloat = 300

    /// Follows the left-edge pan: begins a paused pop, scrubs it with the finger, then finishes or cancels it.
    func followEdgePan(_ pan: GestureRecognizer) {
        guard let pan = pan as? PanGestureRecognizer else { return }
        let width = Swift.max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            popDriver = beginInteractivePop()
        case .changed:
            popDriver?.fractionComplete = Swift.min(Swift.max(pan.translation(in: view).x / width, 0), 1)
        case .ended, .cancelled:
            guard let driver = popDriver else { return }
            popDriver = nil
            let velocity = pan.velocity(in: view).x
            let fling = abs(velocity) > NavigationController.popFlingSpeed
            let pops = pan.state == .ended && (fling ? velocity > 0 : driver.fractionComplete > 0.5)
            activeCoordinator?.interactionEnded(cancelled: !pops)
            driver.isReversed = !pops
            driver.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    /// Starts popping the top controller, paused for a finger; `nil` with only the root left.
    private func beginInteractivePop() -> PropertyAnimator? {
        guard viewControllers.count > 1, isViewLoaded, let from = viewControllers.popLast(), let to = topViewController else {
            return nil
        }
        return move(from: from, to: to, pushing: false, animated: true, interactive: true) { [weak self] completed in
            self?.popEnded(from, completed: completed)
        }
    }
}
