import Foundation

/// What a screen shows while it has no content (iOS 17's `UIContentUnavailableConfiguration`): an image, a text, a
/// secondary text and up to two buttons, stacked in the middle; ``empty()``, ``loading()`` and ``search()`` start one.
///
/// Apple documents the properties but not their default values; AnimKit's are given with
/// each (the system fonts and colours of a placeholder: a large image in the secondary
/// label colour, a bold title-2 text, a callout secondary text).
public struct ContentUnavailableConfiguration: ContentConfiguration {
    /// How the texts align.
    public enum Alignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// At the leading edge.
        case natural = 1
    }

    /// How a text looks.
    public struct TextProperties: Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// At most this many lines (0: as many as the text needs).
        public var numberOfLines = 0
    }

    /// How the image looks.
    public struct ImageProperties: Sendable {
        /// The colour a template image (a system symbol) is drawn in.
        public var tintColor: Color? = .secondaryLabel
        /// The image's largest size in points (`.zero`: its own).
        public var maximumSize = CGSize.zero
    }

    /// What a button does.
    public struct ButtonProperties {
        /// The action a tap performs.
        public var primaryAction: Action?
        /// Whether the button can be tapped.
        public var isEnabled = true
    }

    /// The image; `nil`: none.
    public var image: Image?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The primary text; `nil`: none.
    public var text: String?
    /// 22-point bold, in the label colour.
    public var textProperties = TextProperties(font: .boldSystemFont(ofSize: 22), color: .label)
    /// The secondary text; `nil`: none.
    public var secondaryText: String?
    /// 16-point, in the secondary label colour.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 16), color: .secondaryLabel)
    /// The button (shown when it has a title or an image).
    public var button = Button.Configuration.plain()
    /// What the button does.
    public var buttonProperties = ButtonProperties()
    /// A second button under the first.
    public var secondaryButton = Button.Configuration.plain()
    /// What the second button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// Centred by default.
    public var alignment = Alignment.center
    /// 10 points.
    public var imageToTextPadding: CGFloat = 10
    /// 5 points.
    public var textToSecondaryTextPadding: CGFloat = 5
    /// 20 points.
    public var textToButtonPadding: CGFloat = 20
    /// 5 points.
    public var buttonToSecondaryButtonPadding: CGFloat = 5
    /// The margins the content keeps from the view's edges (beyond its layout margins): 20 points around.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    /// The colour behind the content: clear (the screen shows through).
    public var backgroundColor: Color = .clear
    /// Whether it shows a spinning activity indicator in place of the image (``loading()``).
    var showsActivity = false

    /// A configuration with nothing to show yet.
    public init() {}

    /// For content that is not there: fill in the image and texts.
    public static func empty() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration() }

    /// For content being loaded: a spinning activity indicator over the text "Loading…".
    public static func loading() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration()
        configuration.showsActivity = true
        configuration.text = "Loading…"
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
        return configuration
    }

    /// For a search that found nothing: a magnifying glass over "No Results".
    public static func search() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration()
        configuration.image = Image(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    /// A content-unavailable view showing this configuration.
    @MainActor public func makeContentView() -> View & ContentView { ContentUnavailableView(configuration: self) }
}

/// What a controller's content-unavailable configuration is updated for (iOS 17's
/// `UIContentUnavailableConfigurationState`): the controller's traits, and a search's text.
public struct ContentUnavailableConfigurationState: Sendable {
    /// The traits of the controller's view.
    public var traitCollection: TraitCollection
    /// The text of the search the screen shows, if any.
    public var searchText: String?

    /// The state for `traitCollection`.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// UIKit's name for the configuration.
public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration
/// UIKit's name for the state.
public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState
