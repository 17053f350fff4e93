import Foundation

/// A physical button held down — here, a key of the computer's keyboard while the window sends keys to the scene
/// (also spelled `UIPress`). A press lives from ``Responder/pressesBegan(_:with:)`` to
/// ``Responder/pressesEnded(_:with:)`` (or `pressesCancelled`), delivered to the responder it began on.
@preconcurrency @MainActor
open class Press: Hashable {
    /// Where a press is in its life (UIKit's numbers).
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began = 0
        /// The button's force changed (a keyboard's never does).
        case changed = 1
        /// Held, unchanged.
        case stationary = 2
        /// The button went up.
        case ended = 3
        /// The press was taken away before it ended.
        case cancelled = 4
    }

    /// Which button of a remote or game controller a press is (UIKit's numbers); a keyboard's arrows, Return and
    /// Escape are the arrows, select and menu, and any other key is a type no named one has (UIKit names none for it).
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the type.
        public let rawValue: Int
        /// The type of `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The up arrow.
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// The select button (a keyboard's Return).
        public static let select = PressType(rawValue: 4)
        /// The menu button (a keyboard's Escape).
        public static let menu = PressType(rawValue: 5)
        /// The play/pause button.
        public static let playPause = PressType(rawValue: 6)
        /// The page-up button.
        public static let pageUp = PressType(rawValue: 30)
        /// The page-down button.
        public static let pageDown = PressType(rawValue: 31)
    }

    /// Where the press is in its life.
    open internal(set) var phase: Phase = .began
    /// Which button it is.
    open internal(set) var type: PressType
    /// How hard the button is pressed, 0…1: a key is 1 while down and 0 once up.
    open internal(set) var force: CGFloat = 1
    /// The keyboard key pressed, with its characters and modifiers; `nil` for a remote's button.
    open internal(set) var key: Key?
    /// When the press last changed, in the scene's seconds.
    open internal(set) var timestamp: TimeInterval
    /// The responder the press began on, which its later phases go to.
    open internal(set) weak var responder: Responder?
    /// The window the press is in: the responder's.
    open var window: Window? { (responder as? View)?.window ?? (responder as? ViewController)?.viewIfLoaded?.window }
    /// The recognizers the press is delivered to: none here (no recognizer takes presses).
    open var gestureRecognizers: [GestureRecognizer]? { nil }

    init(key: Key, timestamp: TimeInterval, responder: Responder) {
        self.key = key
        type = key.pressType
        self.timestamp = timestamp
        self.responder = responder
    }

    public nonisolated static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    open nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's name for a press.
public typealias UIPress = Press
