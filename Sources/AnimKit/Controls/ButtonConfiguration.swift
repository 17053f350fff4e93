import Foundation

extension Button {
    /// What a button shows and how, as one value (also spelled `UIButton.Configuration`, iOS 15): a title and
    /// subtitle, an image beside them, insets, and a style's colours, background and corners.
    ///
    /// Made from one of the styles — ``plain()``, ``tinted()``, ``gray()``, ``filled()`` and the bordered ones — then
    /// changed; a button shows it once given (``Button/configuration``). The styles' colours follow Apple's
    /// descriptions: plain draws the tint on nothing, gray on a light fill, tinted on a pale wash of the tint, filled
    /// white on the tint. Their exact sizes, fonts and corner radii are not documented; AnimKit's are given with each
    /// property.
    public struct Configuration: Hashable, Sendable {
        /// How round the background's corners are.
        public enum CornerStyle: Hashable, Sendable {
            /// The ``BackgroundConfiguration/cornerRadius`` of ``background``.
            case fixed
            /// By the button's size: 4, 5, 6 and 8 points from mini to large.
            case dynamic
            /// 4 points.
            case small
            /// 8 points.
            case medium
            /// 12 points.
            case large
            /// Half the shorter side: a pill.
            case capsule
        }

        /// How large the button's text and insets are.
        public enum Size: Hashable, Sendable {
            /// 12-point titles in 3 × 8-point insets.
            case mini
            /// 15-point titles in 5 × 10-point insets.
            case small
            /// 17-point titles in 7 × 12-point insets: the default.
            case medium
            /// 17-point titles in 14 × 20-point insets.
            case large
        }

        /// How the lines of the title and subtitle lie across each other.
        public enum TitleAlignment: Hashable, Sendable {
            /// Centred (the leading edge beside a leading or trailing image).
            case automatic
            case leading
            case center
            case trailing
        }

        enum Style: Hashable, Sendable {
            case plain, gray, tinted, filled
        }

        let style: Style
        /// The title; `nil` shows none. Setting it drops the attributes an ``attributedTitle`` gave.
        public var title: String? { didSet { if styledTitle.map({ String($0.characters) }) != title { styledTitle = nil } } }
        /// A second, smaller line under the title.
        public var subtitle: String? { didSet { if styledSubtitle.map({ String($0.characters) }) != subtitle { styledSubtitle = nil } } }
        /// The title and subtitle as last set as attributed strings, their attributes with them.
        var styledTitle: AttributedString?, styledSubtitle: AttributedString?
        /// Changes the title's font and colour (set as the configuration's and its attributed title's) before it is
        /// drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// An image beside the title.
        public var image: Image?
        /// How a symbol ``image`` is drawn.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// The image as drawn: a symbol with ``preferredSymbolConfigurationForImage`` applied.
        var shownImage: Image? { image?.configured(by: preferredSymbolConfigurationForImage) }
        /// Which side of the title the image sits on (`.leading` by default).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title's and subtitle's lines align.
        public var titleAlignment = TitleAlignment.automatic
        /// The title's font; `nil` takes the size's (17-point system font for medium).
        public var titleFont: Font?
        /// The colour of the title, subtitle and a template image; `nil` takes the style's.
        public var baseForegroundColor: Color?
        /// The colour the style draws its background from; `nil` takes the style's (the tint for tinted and filled).
        public var baseBackgroundColor: Color?
        /// How round the background's corners are.
        public var cornerStyle = CornerStyle.dynamic
        /// The background: a colour set here wins over the style's.
        public var background = BackgroundConfiguration()
        /// Whether a spinner takes the image's place (UIKit shows one while work goes on).
        public var showsActivityIndicator = false
        /// Whether the button shows a selected look when selected (kept for code that sets it).
        public var automaticallyUpdateForSelection = true
        /// The text's size and the default insets.
        public var buttonSize = Size.medium {
            didSet { if !insetsWereSet { insets = Self.insets(for: buttonSize) } }
        }
        private var insets = Configuration.insets(for: .medium)
        private var insetsWereSet = false
        /// The space between the background's edges and the content (by the size until set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { insets }
            set {
                insets = newValue
                insetsWereSet = true
            }
        }

        init(style: Style) { self.style = style }

        /// The tint on nothing.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// The tint on a light grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint on a pale wash of itself.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// White on the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As ``plain()`` (iOS 15's bordered styles' first names).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// As ``gray()``.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// As ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// As ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The configuration for `button`'s state: UIKit adjusts a copy for the state when drawing; here the state's
        /// look is applied when drawn, so this is the configuration itself.
        public func updated(for button: Button) -> Configuration { self }

        private static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}

extension Button.Configuration {
    /// The title's font before the attributed title and the transformer: the size's, unless ``titleFont`` is set.
    private var ownTitleFont: Font {
        if let titleFont { return titleFont }
        switch buttonSize {
        case .mini: return .systemFont(ofSize: 12)
        case .small: return .systemFont(ofSize: 15)
        case .medium, .large: return .systemFont(ofSize: 17)
        }
    }

    /// The title's font and colour as drawn, on a button whose tint is `tint`.
    func titleLook(tint: Color = .systemBlue, isEnabled: Bool = true) -> (font: Font, color: Color) {
        Self.look(
            font: ownTitleFont, color: foreground(tint: tint, isEnabled: isEnabled), styled: styledTitle,
            transformer: titleTextAttributesTransformer)
    }

    /// The subtitle's: four points smaller than the title's own font.
    func subtitleLook(tint: Color = .systemBlue, isEnabled: Bool = true) -> (font: Font, color: Color) {
        Self.look(
            font: .systemFont(ofSize: Swift.max(ownTitleFont.pointSize - 4, 9)), color: foreground(tint: tint, isEnabled: isEnabled),
            styled: styledSubtitle, transformer: subtitleTextAttributesTransformer)
    }

    /// The title's font as drawn.
    var resolvedTitleFont: Font { titleLook().font }
    /// The subtitle's font as drawn.
    var subtitleFont: Font { subtitleLook().font }

    /// The colour of the text and template images, on a button whose tint is `tint`.
    func foreground(tint: Color, isEnabled: Bool) -> Color {
        guard isEnabled else { return .tertiaryLabel }
        if let baseForegroundColor { return baseForegroundColor }
        return style == .filled ? .white : tint
    }

    /// The background's fill; `nil` for none.
    func backgroundFill(tint: Color, isEnabled: Bool) -> Color? {
        if let color = background.backgroundColor { return color }
        let base = baseBackgroundColor ?? tint
        switch style {
        case .plain: return nil
        case .gray: return baseBackgroundColor ?? .tertiarySystemFill
        case .tinted: return isEnabled ? base.withAlphaComponent(base.alpha * 0.15) : .tertiarySystemFill
        case .filled: return isEnabled ? base : .tertiarySystemFill
        }
    }

    /// The corners' radius on a background of `size`.
    func cornerRadius(in size: CGSize) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic:
            switch buttonSize {
            case .mini: 4
            case .small: 5
            case .medium: 6
            case .large: 8
            }
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: Swift.min(size.width, size.height) / 2
        }
    }
}

extension Button.Configuration {
    /// The title as an attributed string (iOS 15): its characters are the ``title``; its first run's UIKit font and
    /// foreground colour are the title's, before ``titleTextAttributesTransformer``.
    public var attributedTitle: AttributedString? {
        get { styledTitle ?? title.map { AttributedString($0) } }
        set {
            title = newValue.map { String($0.characters) }
            styledTitle = newValue
        }
    }

    /// The subtitle as an attributed string: its characters are the ``subtitle``, its first run's font and colour the
    /// subtitle's.
    public var attributedSubtitle: AttributedString? {
        get { styledSubtitle ?? subtitle.map { AttributedString($0) } }
        set {
            subtitle = newValue.map { String($0.characters) }
            styledSubtitle = newValue
        }
    }

    /// The font and colour of a line whose own are `font` and `color`: the first run's of `styled`, then what
    /// `transformer` makes of them.
    static func look(
        font: Font, color: Color, styled: AttributedString?, transformer: UIConfigurationTextAttributesTransformer?
    ) -> (font: Font, color: Color) {
        typealias Scope = AttributeScopes.UIKitAttributes
        var container = AttributeContainer()
        container[Scope.FontAttribute.self] = font
        container[Scope.ForegroundColorAttribute.self] = color
        if let run = styled?.runs.first {
            if let own = run[Scope.FontAttribute.self] { container[Scope.FontAttribute.self] = own }
            if let own = run[Scope.ForegroundColorAttribute.self] { container[Scope.ForegroundColorAttribute.self] = own }
        }
        if let transformer { container = transformer(container) }
        return (container[Scope.FontAttribute.self] ?? font, container[Scope.ForegroundColorAttribute.self] ?? color)
    }
}
