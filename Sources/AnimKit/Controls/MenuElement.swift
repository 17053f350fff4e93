import Foundation

/// Something a menu lists (also spelled `UIMenuElement`): an action to choose, or a menu of more.
@preconcurrency @MainActor
open class MenuElement {
    /// How an action in a menu behaves and looks.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed out; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red, as something that destroys.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a check mark.
    public enum State: Int, Sendable {
        case off
        case on
        case mixed
    }

    /// The element's title.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The element's image (an SF Symbol stands in as a faint square).
    open var image: Image?

    /// An element titled `title`.
    init(title: String, subtitle: String?, image: Image?) {
        (self.title, self.subtitle, self.image) = (title, subtitle, image)
    }
}

/// UIKit's name for a menu element.
public typealias UIMenuElement = MenuElement

/// A menu: a title and the elements it lists — actions, and menus of more (also spelled `UIMenu`). A button shows it
/// when tapped (``Button/showsMenuAsPrimaryAction``).
@preconcurrency @MainActor
public final class Menu: MenuElement {
    /// A menu's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its elements.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The elements shown in the menu that holds this one, under a separator, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one of its actions is on: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of images (listed as rows here).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's name.
    public let identifier: Identifier
    /// How the menu shows its elements.
    public let options: Options
    /// The elements, in order.
    public let children: [MenuElement]

    /// A menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        (self.options, self.children) = (options, children)
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions that are on, in this menu and the menus inside it (iOS 16).
    public var selectedElements: [MenuElement] { actions.filter { $0.state == .on } }

    /// Every action the menu lists, in order, through the menus inside it.
    var actions: [Action] {
        children.flatMap { child -> [Action] in
            if let action = child as? Action { return [action] }
            return (child as? Menu)?.actions ?? []
        }
    }
}

/// UIKit's name for a menu.
public typealias UIMenu = Menu
