import Foundation

/// How a list's separators look (UIKit's `UIListSeparatorConfiguration`, iOS 14.5): whether the lines above and under
/// an item show, where they start and end, and their colour. A list sets one for every item
/// (``UICollectionLayoutListConfiguration/separatorConfiguration``) and may change it item by item
/// (``UICollectionLayoutListConfiguration/itemSeparatorHandler``).
public struct UIListSeparatorConfiguration: Equatable, Sendable {
    /// Whether a separator shows (UIKit's `UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Int, Sendable {
        /// As the list decides: a line under every item but a section's last, none above.
        case automatic
        /// Shown.
        case visible
        /// Not shown.
        case hidden
    }

    /// Insets whose every edge the list works out: an edge of ``topSeparatorInsets`` or ``bottomSeparatorInsets`` left
    /// at this value starts the line at the item's text (its leading edge) or runs it to the item's end.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The line above the item.
    public var topSeparatorVisibility = Visibility.automatic
    /// The line under the item.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// Where the line above starts and ends: its leading and trailing insets count.
    public var topSeparatorInsets = automaticInsets
    /// Where the line under starts and ends.
    public var bottomSeparatorInsets = automaticInsets
    /// The lines' colour: the system's separator grey.
    public var color = Color.separator
    /// The colour while several items are selected (kept: the lines take ``color``).
    public var multipleSelectionColor = Color.separator
    /// An effect the lines are drawn with (kept: they are drawn in ``color``).
    public var visualEffect: VisualEffect?

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor && lhs.visualEffect === rhs.visualEffect
    }
}

extension NSDirectionalEdgeInsets {
    /// The leading inset, or `automatic` where it is left to the list.
    func separatorLeading(automatic: CGFloat) -> CGFloat { leading == .greatestFiniteMagnitude ? automatic : leading }
    /// The trailing inset, 0 where it is left to the list.
    var separatorTrailing: CGFloat { trailing == .greatestFiniteMagnitude ? 0 : trailing }
}
