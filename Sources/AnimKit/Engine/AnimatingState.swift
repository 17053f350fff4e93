/// An animator's public state (UIKit's `UIViewAnimatingState`, same raw values).
public enum AnimatingState: Int, Sendable, CustomStringConvertible {
    /// Not executing: new, or back after finishing so it can be reconfigured.
    case inactive = 0
    /// Executing: running or paused.
    case active = 1
    /// Stopped and not yet finished; cannot be started again.
    case stopped = 2

    public var description: String {
        switch self {
        case .inactive: "inactive"
        case .active: "active"
        case .stopped: "stopped"
        }
    }
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`, same raw values).
public enum AnimatingPosition: Int, Sendable, CustomStringConvertible {
    /// The values set in the animation blocks.
    case end = 0
    /// The values before any animation was applied.
    case start = 1
    /// Wherever the animation was when it was stopped.
    case current = 2

    public var description: String {
        switch self {
        case .end: "end"
        case .start: "start"
        case .current: "current"
        }
    }
}

/// UIKit's name for an animator state.
public typealias UIViewAnimatingState = AnimatingState
/// UIKit's name for an animation's final position.
public typealias UIViewAnimatingPosition = AnimatingPosition
