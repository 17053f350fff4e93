import Foundation

/// One tab of a tab bar (also spelled `UITabBarItem`): a title, an image and a badge; a controller's ``ViewController/tabBarItem``.
@preconcurrency @MainActor
open class TabBarItem {
    /// iOS's ready-made tabs; each shows its name as its title here (their images are Apple's).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The title under the image.
    open var title: String? {
        didSet { bar?.setNeedsLayout() }
    }
    /// The image (an SF Symbol stands in as a faint square).
    open var image: Image? {
        didSet { bar?.setNeedsLayout() }
    }
    /// The image shown while the tab is selected; the image when `nil`.
    open var selectedImage: Image? {
        didSet { bar?.setNeedsLayout() }
    }
    /// A number the code chooses, to tell items apart.
    open var tag: Int
    /// The text of the red badge at the image's corner; `nil` shows none.
    open var badgeValue: String? {
        didSet { bar?.setNeedsLayout() }
    }
    /// The badge's colour (red by default).
    open var badgeColor: Color?
    /// Whether the tab can be chosen.
    open var isEnabled = true
    /// The bar showing the item, told when its title, images or badge change.
    weak var bar: View?

    /// An item titled `title` with `image`.
    public init(title: String?, image: Image?, tag: Int) {
        (self.title, self.image, self.tag) = (title, image, tag)
    }

    /// An item titled `title` with `image`, and `selectedImage` while selected.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        (self.title, self.image, self.selectedImage, tag) = (title, image, selectedImage, 0)
    }

    /// One of iOS's ready-made tabs.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let names = [
            "More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search", "Downloads",
            "Most Recent", "Most Viewed",
        ]
        self.init(title: names[systemItem.rawValue], image: nil, tag: tag)
    }
}

/// UIKit's name for a tab bar item.
public typealias UITabBarItem = TabBarItem
