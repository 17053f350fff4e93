import Foundation

/// What the previewer's inspector says of a scroll view: where its content is, how fast it moves, and why.
extension ScrollView {
    /// What moves the content now.
    package enum Phase: String {
        /// Nothing: the content rests.
        case resting = "at rest"
        /// A finger drags it.
        case dragging
        /// A flick's glide.
        case decelerating
        /// Back inside an edge.
        case springingBack = "springing back"
        /// An animated scroll by code.
        case scrolling = "scrolling by code"
    }

    /// What moves the content now.
    package var phase: Phase {
        if isDragging { return .dragging }
        guard let motion else { return .resting }
        switch motion.name {
        case "deceleration": return .decelerating
        case "spring back": return .springingBack
        default: return isDecelerating ? .decelerating : .scrolling
        }
    }

    /// How fast the content moves, in points a second: the finger's speed while dragged, else the slope of its
    /// motion's curve now (from where the motion began to where it ends).
    package var velocity: CGPoint {
        if isDragging {
            let finger = panGestureRecognizer.velocity(in: nil)
            return CGPoint(x: -finger.x, y: -finger.y)
        }
        guard let motion, motion.duration > 0 else { return .zero }
        let fraction = Double(motion.fractionComplete), step = 1e-4
        let slope =
            (motion.curveProgress(atFraction: Swift.min(fraction + step, 1))
                - motion.curveProgress(atFraction: Swift.max(fraction - step, 0)))
            / (Swift.min(fraction + step, 1) - Swift.max(fraction - step, 0)) / motion.duration
        let end = bounds.origin
        return CGPoint(x: (end.x - motionStart.x) * slope, y: (end.y - motionStart.y) * slope)
    }

    /// One line for the inspector: the view's name, its offset, its speed and its phase.
    package var inspectionLine: String {
        let offset = contentOffset, speed = velocity
        let name = accessibilityIdentifier ?? "\(type(of: self))"
        // Rounded first, so that a tiny negative speed does not print as "-0".
        let (x, y) = (speed.x.rounded() + 0, speed.y.rounded() + 0)
        let moving = x == 0 && y == 0 ? "" : String(format: " · %.0f, %.0f pt/s", x, y)
        return String(format: "%@  %.0f, %.0f%@ · %@", name, offset.x.rounded() + 0, offset.y.rounded() + 0, moving, phase.rawValue)
    }
}
