import Foundation

/// What kind of element an accessible object is (also spelled `UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    /// Traits of `rawValue`'s bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No trait.
    public static let none = AccessibilityTraits([])
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state at launch.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Changes its value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes direct touches.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}

/// UIKit's name for accessibility traits.
public typealias UIAccessibilityTraits = AccessibilityTraits

/// The state of assistive technologies and the announcements made to them (UIKit's `UIAccessibility`). None run here:
/// every setting reads as off, and what is posted reaches no one.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// An announcement to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        /// The notification of `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Text to be read out.
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is on: never here.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for less motion: never here (animations are what animview shows).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: never here.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether bold text is on: never here.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Switch Control is on: never here.
    public static var isSwitchControlRunning: Bool { false }

    /// Announces `notification` with `argument`; with no assistive technology running, it reaches no one.
    public static func post(notification: Notification, argument: Any?) {}

    /// Posted when Reduce Motion is switched (never here).
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver is switched (never here).
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// Which way VoiceOver's three-finger swipe scrolls (also spelled `UIAccessibilityScrollDirection`).
public enum AccessibilityScrollDirection: Int, Sendable {
    /// To the right.
    case right = 1
    /// To the left.
    case left = 2
    /// Up.
    case up = 3
    /// Down.
    case down = 4
    /// To the next page.
    case next = 5
    /// To the previous page.
    case previous = 6
}

/// UIKit's name for the way VoiceOver scrolls.
public typealias UIAccessibilityScrollDirection = AccessibilityScrollDirection
