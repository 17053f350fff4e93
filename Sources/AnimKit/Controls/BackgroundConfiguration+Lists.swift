import Foundation

/// The list styles of background configurations (iOS 14; `listCell()`, `listHeader()` and `listFooter()` are iOS 18's
/// spellings) and their looks by state. Apple gives the styles, not their colours: these are the system colours iOS
/// draws them in — white rows (`.systemBackground`, `.secondarySystemGroupedBackground` in grouped lists) turning
/// `.systemGray4` while highlighted or selected, a sidebar's selected row in the tint colour.
extension BackgroundConfiguration {
    /// A row of a plain list.
    public static func listPlainCell() -> BackgroundConfiguration { listed(.plainCell) }
    /// A header or footer of a plain list.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { listed(.plainHeaderFooter) }
    /// A row of a grouped or inset grouped list.
    public static func listGroupedCell() -> BackgroundConfiguration { listed(.groupedCell) }
    /// A header or footer of a grouped list: clear.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { listed(.groupedHeaderFooter) }
    /// A row of a sidebar: clear, in the tint colour when selected.
    public static func listSidebarCell() -> BackgroundConfiguration { listed(.sidebarCell) }
    /// A header of a sidebar: clear.
    public static func listSidebarHeader() -> BackgroundConfiguration { listed(.groupedHeaderFooter) }
    /// A row of a sidebar shown beside other content: clear, grey when selected.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration { listed(.accompaniedSidebarCell) }
    /// A list's row (iOS 18; a plain list's look: the list's own style is not read from the traits here).
    public static func listCell() -> BackgroundConfiguration { listed(.plainCell) }
    /// A list's header (iOS 18; a plain list's look).
    public static func listHeader() -> BackgroundConfiguration { listed(.plainHeaderFooter) }
    /// A list's footer (iOS 18; a plain list's look).
    public static func listFooter() -> BackgroundConfiguration { listed(.plainHeaderFooter) }

    private static func listed(_ look: ListBackgroundLook) -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.look = look
        return configuration
    }

    /// A copy with the style's look for `state` in every property code has not set (a cell's selection and
    /// highlight; any other state is the normal look). What code set stays: a fill set by code no longer shows the
    /// selection, as in UIKit.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        var updated = self
        if let cell = state as? CellConfigurationState {
            updated.stateLook = cell.isSelected ? .selected : cell.isHighlighted ? .highlighted : .normal
        } else {
            updated.stateLook = .normal
        }
        return updated
    }
}

extension BackgroundConfiguration {
    /// Whether `other` is this configuration in some state: nothing set differently.
    func isSameStyle(as other: BackgroundConfiguration?) -> Bool {
        guard var other else { return false }
        other.stateLook = stateLook
        return other == self
    }
}

/// A list style of background and its colour in each state.
enum ListBackgroundLook: Hashable, Sendable {
    case plainCell, plainHeaderFooter, groupedCell, groupedHeaderFooter, sidebarCell, accompaniedSidebarCell

    /// The states a background looks different in.
    enum StateLook: Hashable, Sendable {
        case normal, highlighted, selected
    }

    /// The fill in `state`; `nil` is the tint colour.
    func color(for state: StateLook) -> Color? {
        switch (self, state) {
        case (.plainHeaderFooter, _): .systemBackground
        case (.groupedHeaderFooter, _): .clear
        case (_, .highlighted): .systemGray4
        case (.plainCell, .normal): .systemBackground
        case (.groupedCell, .normal): .secondarySystemGroupedBackground
        case (.plainCell, .selected), (.groupedCell, .selected): .systemGray4
        case (.sidebarCell, .normal), (.accompaniedSidebarCell, .normal): .clear
        case (.sidebarCell, .selected): nil
        case (.accompaniedSidebarCell, .selected): .systemGray5
        }
    }
}
