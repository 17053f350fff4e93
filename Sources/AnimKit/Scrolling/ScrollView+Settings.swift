import Foundation

/// Scroll-view settings UIKit code sets that change nothing a mouse can show: kept, and read back as set.
struct ScrollViewSettings: Equatable {
    var isDirectionalLockEnabled = false
    var delaysContentTouches = true
    var canCancelContentTouches = true
    var scrollsToTop = true
    var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var indicatorStyle = ScrollView.IndicatorStyle.default
    var keyboardDismissMode = ScrollView.KeyboardDismissMode.none
    var adjustsIndicatorInsets = true
}

extension ScrollView {
    /// The indicators' look.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark or light, for the content behind.
        case `default`
        /// Dark, for light content.
        case black
        /// Light, for dark content.
        case white
    }

    /// How a drag dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none
        /// When a drag of the content begins.
        case onDrag
        /// From the keyboard's top the keyboard follows the finger dragging the content; let go moving down, it goes.
        case interactive
    }

    /// Whether a drag that starts along one axis stays on it (one pointer drags along both here, as set).
    public var isDirectionalLockEnabled: Bool {
        get { keptSettings.isDirectionalLockEnabled }
        set { keptSettings.isDirectionalLockEnabled = newValue }
    }
    /// Whether touches reach the content only once they are known not to be a scroll (content here sees presses at
    /// once, as with `false`; the setting is kept).
    public var delaysContentTouches: Bool {
        get { keptSettings.delaysContentTouches }
        set { keptSettings.delaysContentTouches = newValue }
    }
    /// Whether a drag takes touches back from the content it began on (kept).
    public var canCancelContentTouches: Bool {
        get { keptSettings.canCancelContentTouches }
        set { keptSettings.canCancelContentTouches = newValue }
    }
    /// Whether a tap on the status bar scrolls the content to its top (true by default; see ``Window`` for the rules).
    public var scrollsToTop: Bool {
        get { keptSettings.scrollsToTop }
        set { keptSettings.scrollsToTop = newValue }
    }
    /// How far the vertical indicator is inset from the edges (kept).
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { keptSettings.verticalScrollIndicatorInsets }
        set { keptSettings.verticalScrollIndicatorInsets = newValue }
    }
    /// How far the horizontal indicator is inset from the edges (kept).
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { keptSettings.horizontalScrollIndicatorInsets }
        set { keptSettings.horizontalScrollIndicatorInsets = newValue }
    }
    /// Both indicators' insets (deprecated in UIKit for the two above): reads the vertical one, sets both.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    /// Whether the indicators' insets follow the adjusted content inset (kept; `true` by default).
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { keptSettings.adjustsIndicatorInsets }
        set { keptSettings.adjustsIndicatorInsets = newValue }
    }
    /// The indicators' look (kept; they are drawn dark).
    public var indicatorStyle: IndicatorStyle {
        get { keptSettings.indicatorStyle }
        set { keptSettings.indicatorStyle = newValue }
    }
    /// How a drag of the content dismisses the keyboard: not at all (the default), as the drag begins, or once the
    /// finger reaches the keyboard.
    public var keyboardDismissMode: KeyboardDismissMode {
        get { keptSettings.keyboardDismissMode }
        set { keptSettings.keyboardDismissMode = newValue }
    }
}
