import Foundation

/// The looks of each place a list's content goes. Apple gives their fonts by text style and no sizes or margins:
/// these are animview's, chosen so that a header or footer of one line is as tall as a table's automatic title header
/// or footer (28 points plain, 38 grouped) and a row's content is a standard 44-point row.
extension ListContentConfiguration {
    /// A list cell: the secondary text under the text.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

    /// A cell with a smaller secondary text under the text.
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 12)
        configuration.secondaryTextProperties.color = .black
        return configuration
    }

    /// A cell with the secondary text at the trailing edge, where there is room (a setting's value).
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain list's section header: bold text.
    public static func plainHeader() -> ListContentConfiguration {
        headerFooter(font: .boldSystemFont(ofSize: 17), color: .black, top: 4, bottom: 4)
    }

    /// A plain list's section footer: small grey text.
    public static func plainFooter() -> ListContentConfiguration {
        headerFooter(font: .systemFont(ofSize: 13), color: .secondaryLabel, top: 4, bottom: 4)
    }

    /// A grouped list's section header: small grey text at the bottom of the room above the section.
    public static func groupedHeader() -> ListContentConfiguration {
        headerFooter(font: .systemFont(ofSize: 13), color: .secondaryLabel, top: 16, bottom: 6)
    }

    /// A grouped list's section footer: small grey text under the section.
    public static func groupedFooter() -> ListContentConfiguration {
        headerFooter(font: .systemFont(ofSize: 13), color: .secondaryLabel, top: 6, bottom: 6)
    }

    /// A header (iOS 15): a plain list's, the look a list takes when it says nothing of its style.
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// A footer (iOS 15): a plain list's.
    public static func footer() -> ListContentConfiguration { plainFooter() }

    /// An inset grouped list's prominent header: large bold text.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        headerFooter(font: .boldSystemFont(ofSize: 20), color: .black, top: 16, bottom: 8)
    }

    /// An inset grouped list's extra prominent header: larger bold text.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        headerFooter(font: .boldSystemFont(ofSize: 22), color: .black, top: 16, bottom: 8)
    }

    /// A sidebar's row.
    public static func sidebarCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.whiteWhenSelected = true
        return configuration
    }

    /// A sidebar's row with a smaller secondary text under the text.
    public static func sidebarSubtitleCell() -> ListContentConfiguration {
        var configuration = sidebarCell()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 13)
        return configuration
    }

    /// A row of a sidebar shown beside other content.
    public static func accompaniedSidebarCell() -> ListContentConfiguration { ListContentConfiguration() }

    /// A row of a sidebar shown beside other content, with a secondary text under the text.
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
        var configuration = sidebarSubtitleCell()
        configuration.whiteWhenSelected = false
        return configuration
    }

    /// A sidebar's section header: bold grey text.
    public static func sidebarHeader() -> ListContentConfiguration {
        headerFooter(font: .boldSystemFont(ofSize: 15), color: .secondaryLabel, top: 8, bottom: 8)
    }

    /// A header's or footer's look: one text style, 16 points in from either side, `top` and `bottom` above and below.
    private static func headerFooter(font: Font, color: Color, top: CGFloat, bottom: CGFloat) -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties = TextProperties(font: font, color: color)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: top, leading: 16, bottom: bottom, trailing: 16)
        configuration.place = .headerFooter
        return configuration
    }
}
