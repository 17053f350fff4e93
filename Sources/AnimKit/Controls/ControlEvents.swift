import Foundation

extension Control {
    /// What happened to a control, for the actions added for it (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits (UIKit's values).
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down again soon after the last, near it (a tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved within the control's bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control's bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved from outside the bounds to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved from inside the bounds to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the bounds: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was taken away (a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed through the user (a switch flipped, a slider dragged).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap, a switch's or slider's value change.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// An action was chosen from the control's menu (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed through typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended because Return was pressed.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// What a control is like now, for the looks set per state (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits (UIKit's values).
        public let rawValue: UInt
        /// A state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
    }
}
