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

/// The content of a standard list row (UIKit's `UIListContentConfiguration`): an image, a text and a secondary text,
/// each with its own look; `cell.defaultContentConfiguration()` starts one for a cell.
public struct ListContentConfiguration: ContentConfiguration, Equatable, Sendable {
    /// How a text looks.
    public struct TextProperties: Equatable, Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// Where the text sits across its width.
        public var alignment = TextAlignment.left
        /// How many lines it may wrap to (0: no limit).
        public var numberOfLines = 0
    }

    /// How the image looks.
    public struct ImageProperties: Equatable, Sendable {
        /// The colour a template image (an SF Symbol) is drawn in; `nil`: the cell's tint.
        public var tintColor: Color?
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize = CGSize.zero
    }

    /// Where the secondary text goes: under the text, or at the row's right.
    enum Arrangement: Equatable, Sendable {
        case stacked, sideBySide
    }

    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image before the text.
    public var image: Image?
    /// How the main text looks.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// Where the secondary text goes.
    var arrangement = Arrangement.stacked

    /// A configuration for a list cell: the secondary text under the text.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

    /// A configuration for a cell with a smaller secondary text under the text.
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 12)
        configuration.secondaryTextProperties.color = .black
        return configuration
    }

    /// A configuration for a cell with the secondary text at the right.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        configuration.arrangement = .sideBySide
        return configuration
    }

    /// A configuration for a plain table's section header: bold text.
    public static func plainHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.font = .boldSystemFont(ofSize: 17)
        return configuration
    }

    /// A configuration for a grouped table's section header: small grey text.
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        return configuration
    }

    /// A view showing this configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }
}

/// The view a list content configuration makes: its image and texts laid out as a cell's built-in ones.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    /// The labels and image.
    var parts = CellBuiltIns()
    /// What is shown.
    var shown: ListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        apply()
    }

    /// A list content view comes from no archive.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; another kind of configuration is ignored.
    open var configuration: any ContentConfiguration {
        get { shown }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            shown = list
            apply()
        }
    }

    /// The height the content needs at `width`: its texts (wrapped as their `numberOfLines` allow) and image with 11
    /// points above and below, 44 at least.
    func fittingHeight(width: CGFloat) -> CGFloat { parts.fittingHeight(style: style, width: width) }

    private var style: TableViewCell.CellStyle { shown.arrangement == .sideBySide ? .value1 : .subtitle }

    /// Fills the labels and the image from the configuration.
    private func apply() {
        let title = parts.title(in: self), detail = parts.detail(in: self, style: style)
        (title.text, title.font, title.textColor) = (shown.text, shown.textProperties.font, shown.textProperties.color)
        (title.textAlignment, title.numberOfLines) = (shown.textProperties.alignment, shown.textProperties.numberOfLines)
        detail.numberOfLines = shown.secondaryTextProperties.numberOfLines
        (detail.text, detail.font, detail.textColor) =
            (shown.secondaryText, shown.secondaryTextProperties.font, shown.secondaryTextProperties.color)
        if shown.image != nil || parts.imageView != nil {
            let imageView = parts.image(in: self)
            (imageView.image, imageView.tintColor) = (shown.image, shown.imageProperties.tintColor)
        }
        setNeedsLayout()
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = ListContentView.listCheckpointFields.keep(self)
        return CheckpointRestoration(covering: ListContentView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a list content view beyond the view: every stored property of its own (a test checks).
    package static let listCheckpointFields: [CheckpointField<ListContentView>] = [
        CheckpointField("parts", { $0.parts }, { $0.parts = $1 }), CheckpointField("shown", { $0.shown }, { $0.shown = $1 }),
    ]

    /// Lays the parts out as a cell of the configuration's arrangement.
    open override func layoutSubviews() {
        super.layoutSubviews()
        parts.arrange(style: style, in: bounds)
    }
}

/// UIKit's names for content configurations and their views.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's name for a view made by a content configuration.
public typealias UIContentView = ContentView
/// UIKit's name for a list row's content.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's name for the view of a list row's content.
public typealias UIListContentView = ListContentView
