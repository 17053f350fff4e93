import Foundation

/// A button in a navigation bar (also spelled `UIBarButtonItem`): a title, an image, one of the system's items, or a
/// view of your own. A tap runs its primary action (iOS 14's way), or sends its ``action`` to its ``target``.
@preconcurrency @MainActor
open class BarButtonItem {
    /// How a title is set: plain, or bold for the item that confirms.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain
        /// Semibold, as a Done button.
        case done
    }

    /// The system's own items (UIKit's `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search
        case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    /// The title shown when the item has no image (a system item's own when made from one); with an image, the name
    /// the item is read out by.
    open var title: String? {
        didSet { changed() }
    }
    /// The image shown, in place of the title.
    open var image: Image? {
        didSet { changed() }
    }
    /// Plain or bold.
    open var style = Style.plain
    /// Whether a tap does anything; a disabled item is drawn faded.
    open var isEnabled = true {
        didSet { changed() }
    }
    /// The colour of the title or image; the bar's tint when `nil`.
    open var tintColor: Color? {
        didSet { changed() }
    }
    /// What a tap runs; its ``Action/sender`` is the item.
    open var primaryAction: Action?
    /// The menu the item shows (iOS 14): on a tap when it has no primary action and no target–action.
    open var menu: Menu? {
        didSet { changed() }
    }
    /// What a tap sends ``action`` to (not retained); with no target, the first responder that has the method.
    open weak var target: AnyObject?
    /// The method a tap sends to ``target``, with the item, when there is no ``primaryAction``.
    open var action: Selector?
    /// A view shown in the item's place.
    open var customView: View? {
        didSet { changed() }
    }
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// The system item it was made as.
    let systemItem: SystemItem?
    /// The bar showing the item (a navigation bar or a toolbar), which shows a change at once.
    weak var bar: View?
    /// The view the bar shows for the item (what a popover anchored at the item points at).
    weak var shownView: View?
    /// The title's text attributes set for each control state (``setTitleTextAttributes(_:for:)``).
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An empty item.
    public init() {
        systemItem = nil
    }

    /// An item showing `title` (or `image`) that runs `primaryAction` when tapped, or shows `menu`; with neither a
    /// title nor an image, the action's title.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        self.title = title ?? (image == nil ? primaryAction?.title : nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// One of the system's items, drawn as iOS draws it (its word; its glyph in AnimKit's lines — close, refresh,
    /// trash, action, search, compose, play, pause, stop —; or a stand-in for its symbol), running
    /// `primaryAction` when tapped or showing `menu`.
    public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        switch systemItem {
        case .done: (title, style) = ("Done", .done)
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: (title, style) = ("Save", .done)
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        case .add: title = "+"
        case .flexibleSpace, .fixedSpace: break
        default: image = SystemItemGlyph.image(for: systemItem)
        }
    }

    /// An item that shows `customView`.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// Whether changes are kept from the bar (while a checkpoint puts the item back as the bar it restores shows it).
    private var quiet = false

    func changed() {
        guard !quiet else { return }
        if let toolbar = bar as? Toolbar { return toolbar.showItems() }
        (bar?.superview?.next as? NavigationController)?.updateBar()
    }

    /// Sets the title and style without redrawing the bar: a checkpoint restores the bar's views as they were.
    func restore(title: String?, style: Style) {
        quiet = true
        (self.title, self.style) = (title, style)
        quiet = false
    }

    /// Whether the item only makes room.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// UIKit's name for a bar button item.
public typealias UIBarButtonItem = BarButtonItem
