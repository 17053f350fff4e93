import Foundation

/// Haptic feedback (also spelled `UIFeedbackGenerator`): the Taptic Engine's taps and buzzes. A desktop has none, so
/// the generators here are silent; code that prepares and fires them runs as written.
@preconcurrency @MainActor
open class FeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the engine for feedback soon (nothing to ready here).
    open func prepare() {}
}

/// A tap of a physical weight (also spelled `UIImpactFeedbackGenerator`).
@preconcurrency @MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy the tap feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The tap's weight.
    open var style: FeedbackStyle { storedStyle }
    let storedStyle: FeedbackStyle

    /// A generator of taps of `style`.
    public init(style: FeedbackStyle) {
        self.storedStyle = style
        super.init()
    }

    /// A generator of medium taps.
    public override convenience init() { self.init(style: .medium) }

    /// Taps (silently here).
    open func impactOccurred() {}
    /// Taps at `intensity`, 0…1 (silently here).
    open func impactOccurred(intensity: CGFloat) {}
}

/// A tick as a selection changes (also spelled `UISelectionFeedbackGenerator`).
@preconcurrency @MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Ticks (silently here).
    open func selectionChanged() {}
}

/// A pattern saying how a task ended (also spelled `UINotificationFeedbackGenerator`).
@preconcurrency @MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// How the task ended.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the pattern of `notificationType` (silently here).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// UIKit's name for a feedback generator.
public typealias UIFeedbackGenerator = FeedbackGenerator
/// UIKit's name for an impact feedback generator.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// UIKit's name for a selection feedback generator.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
/// UIKit's name for a notification feedback generator.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
