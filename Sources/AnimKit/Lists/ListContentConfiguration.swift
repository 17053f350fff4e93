import Foundation

/// A description of a cell's content that makes the view showing it (UIKit's `UIContentConfiguration`).
public protocol ContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> View & ContentView
    /// The configuration as it looks in `state` (a cell's selection, highlight …).
    func updated(for state: any ConfigurationState) -> Self
}

extension ContentConfiguration {
    /// The configuration as it is: a list's looks the same in every state here.
    public func updated(for state: any ConfigurationState) -> Self { self }
}

/// A view made by a content configuration, shown again with another of the same kind (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it shows the new one.
    var configuration: any ContentConfiguration { get set }
}

/// The content of a standard list row, header or footer (UIKit's `UIListContentConfiguration`): an image, a text and a
/// secondary text, each with its own look, inside margins; `cell.defaultContentConfiguration()` starts one for a cell,
/// and the static functions (``cell()``, ``groupedHeader()``, ``sidebarCell()`` …) give each place's look.
public struct ListContentConfiguration: ContentConfiguration, Equatable, @unchecked Sendable {
    /// The main text; ``attributedText`` instead when that is set.
    public var text: String?
    /// The main text with its styles; it takes the place of ``text``.
    public var attributedText: NSAttributedString?
    /// The secondary text; ``secondaryAttributedText`` instead when that is set.
    public var secondaryText: String?
    /// The secondary text with its styles; it takes the place of ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// The image before the text.
    public var image: Image?
    /// How the main text looks.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The room between the content and the content view's edges.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes along which the content view keeps its superview's layout margins as at least its own.
    public var axesPreservingSuperviewLayoutMargins: LayoutAxes = .both
    /// The room between the image and the text (when there are both).
    public var imageToTextPadding: CGFloat = 16
    /// The least room between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 6
    /// The room between the text and the secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// Whether the text and the secondary text sit side by side, the secondary at the trailing edge, where there is
    /// room for both (stacked where there is not).
    public var prefersSideBySideTextAndSecondaryText = false
    /// What the content is: a row is at least a standard row's 44 points tall; a header or footer is as tall as its
    /// content and margins.
    var place = Place.cell
    /// A sidebar row's look: selected, on its tinted fill, the text and image turn white.
    var whiteWhenSelected = false
    /// Whether ``updated(for:)`` turned the properties left at their defaults white (a selected sidebar row).
    var whitenedForState = false

    /// What a configuration is for.
    enum Place: Equatable, Sendable {
        case cell, headerFooter
    }

    /// A view showing this configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// A copy with the style's look for `state` in every property code has not customized: a sidebar row selected
    /// (its fill the tint colour) shows its text, secondary text and image white; back to normal, they are what the
    /// style gives them again. A colour code set stays; other styles look the same in every state.
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
        let selected = whiteWhenSelected && (state as? CellConfigurationState)?.isSelected == true
        guard selected != whitenedForState else { return self }
        let style = Self.sidebarCell()
        var updated = self
        updated.whitenedForState = selected
        let (from, to) = selected ? (style, Self.whitened) : (Self.whitened, style)
        if textProperties.color == from.textProperties.color { updated.textProperties.color = to.textProperties.color }
        if secondaryTextProperties.color == from.secondaryTextProperties.color {
            updated.secondaryTextProperties.color = to.secondaryTextProperties.color
        }
        if imageProperties.tintColor == from.imageProperties.tintColor { updated.imageProperties.tintColor = to.imageProperties.tintColor }
        return updated
    }

    /// A sidebar row's colours while selected.
    private static var whitened: ListContentConfiguration {
        var white = ListContentConfiguration()
        (white.textProperties.color, white.secondaryTextProperties.color, white.imageProperties.tintColor) = (.white, .white, .white)
        return white
    }

    /// Each text shown as its properties transform it: its attributed form, or the plain one in the properties' case.
    var shownText: (main: TextValue?, secondary: TextValue?) {
        (Self.value(text, attributedText, textProperties), Self.value(secondaryText, secondaryAttributedText, secondaryTextProperties))
    }

    /// A text as set: plain or with styles; `nil` when empty.
    enum TextValue: Equatable {
        case plain(String)
        case attributed(NSAttributedString)
    }

    private static func value(_ plain: String?, _ attributed: NSAttributedString?, _ properties: TextProperties) -> TextValue? {
        if let attributed, attributed.length > 0 { return .attributed(attributed) }
        guard let plain, !plain.isEmpty else { return nil }
        return .plain(properties.transform.apply(to: plain))
    }
}

/// The axes a setting holds along (UIKit's `UIAxis`).
public struct LayoutAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// An axes set of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Across: left and right.
    public static let horizontal = LayoutAxes(rawValue: 1 << 0)
    /// Down: top and bottom.
    public static let vertical = LayoutAxes(rawValue: 1 << 1)
    /// Both axes.
    public static let both: LayoutAxes = [.horizontal, .vertical]
}

/// UIKit's name for a set of axes.
public typealias UIAxis = LayoutAxes
/// UIKit's names for content configurations and their views.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's name for a view made by a content configuration.
public typealias UIContentView = ContentView
/// UIKit's name for a list row's content.
public typealias UIListContentConfiguration = ListContentConfiguration

/// Where a cell's or a header's content configuration is shown: one view it made, filling the holder.
@MainActor
enum ConfiguredContent {
    /// Shows `configuration` filling `holder`: `view` — the one it made last time — takes it again when it is of the
    /// same kind, else a new view replaces it; `nil` takes the view away.
    static func show(_ configuration: (any ContentConfiguration)?, in holder: View, keeping view: inout (View & ContentView)?) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let shown = view, type(of: shown.configuration) == type(of: configuration) {
            shown.configuration = configuration
        } else {
            view?.removeFromSuperview()
            let made = configuration.makeContentView()
            view = made
            holder.addSubview(made)
        }
        view?.frame = holder.bounds
    }
}
