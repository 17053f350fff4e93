import Foundation

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`, with its raw values): above or
/// under it, at the leading or trailing end when narrower; before (`leading`) or after (`trailing`) a section of a
/// layout that scrolls sideways, centred down it. In a layout that scrolls down, `leading` and `none` sit above the
/// section and `trailing` under it, at that end.
public enum NSRectAlignment: Int, Sendable {
    /// No particular place: above the section, centred.
    case none = 0
    /// Above the section, centred across it.
    case top = 1
    /// Above the section, at its leading end.
    case topLeading = 2
    /// Before the section, centred down it (a sideways layout's header).
    case leading = 3
    /// Under the section, at its leading end.
    case bottomLeading = 4
    /// Under the section, centred across it.
    case bottom = 5
    /// Under the section, at its trailing end.
    case bottomTrailing = 6
    /// After the section, centred down it (a sideways layout's footer).
    case trailing = 7
    /// Above the section, at its trailing end.
    case topTrailing = 8

    /// Whether it sits above the section.
    var isTop: Bool { self != .bottom && self != .bottomLeading && self != .bottomTrailing && self != .trailing }

    /// The x of an item `width` wide in a row from `x`, `room` wide.
    func x(of width: CGFloat, from x: CGFloat, in room: CGFloat) -> CGFloat {
        switch self {
        case .top, .bottom, .none: x + (room - width) / 2
        case .topLeading, .bottomLeading, .leading: x
        case .topTrailing, .bottomTrailing, .trailing: x + room - width
        }
    }
}

/// A view a compositional layout adds to an item, a group or a section (UIKit's `NSCollectionLayoutSupplementaryItem`):
/// here, the base of headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view for.
    open var elementKind: String { storedElementKind }
    let storedElementKind: String
    /// Which views draw over which: higher over lower; cells are at 0.
    open var zIndex = 0

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        storedElementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a section (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Above or under the section.
    open var alignment: NSRectAlignment { storedAlignment }
    let storedAlignment: NSRectAlignment
    /// How far it is moved from where its alignment puts it.
    open var offset: CGPoint { storedOffset }
    let storedOffset: CGPoint
    /// Whether the section makes room for it (the default); when `false` it lies over the section's first (or last)
    /// items.
    open var extendsBoundary = true
    /// Whether it stays at the top (a footer: the bottom) of what is in sight while its section shows, until the
    /// section's end pushes it out — a sticky header. Give it a ``NSCollectionLayoutSupplementaryItem/zIndex`` above the
    /// cells' so that they pass under it.
    open var pinToVisibleBounds = false

    /// A `layoutSize` supplementary item of `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        storedAlignment = alignment
        storedOffset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`): a background card under its items, made from
/// the class the layout registered for its kind (``CollectionViewLayout/register(_:forDecorationViewOfKind:)``).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout registered a class for.
    open var elementKind: String { storedElementKind }
    let storedElementKind: String
    /// Which views draw over which; at 0, the default, it lies under every other view of its section.
    open var zIndex = 0

    init(elementKind: String) {
        storedElementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background as large as its section — headers, footers and content insets included — less its own
    /// ``NSCollectionLayoutItem/contentInsets``.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
