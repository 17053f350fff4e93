import Foundation

extension Image {
    /// Whether the image is an SF Symbol's (``init(systemName:)``).
    public var isSymbolImage: Bool { symbolName != nil }

    /// What an image is drawn with beside its own pixels (UIKit's `UIImage.Configuration`); for SF Symbols, a
    /// ``SymbolConfiguration``.
    open class Configuration: @unchecked Sendable {
        /// A configuration that sets nothing.
        public init() {}
    }

    /// How an SF Symbol is drawn: its size (a point size, a text style's or a font's), weight and scale, and its
    /// colours (UIKit's `UIImage.SymbolConfiguration`).
    ///
    /// Symbols stand in as placeholders here (see ``Image/init(systemName:)``); a configuration sizes the placeholder
    /// as the symbol would be: 20/17 of the point size square (a 17-point symbol is 20 points), times 0.8 for the small
    /// scale and 1.3 for the large one — AnimKit's approximations of Apple's glyph metrics, which are not published.
    public final class SymbolConfiguration: Configuration, Hashable, @unchecked Sendable {
        /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }
        /// A symbol's size beside the text it sits in (UIKit's `UIImage.SymbolScale`).
        public enum Scale: Int, Sendable {
            /// The text's own (medium).
            case `default` = -1
            /// None set: the default.
            case unspecified = 0
            case small, medium, large
        }

        /// The point size set, if any.
        let pointSize: CGFloat?
        let weight: Weight
        let scale: Scale
        /// The colours set, if any (hierarchical: one; palette: several).
        let colors: [Color]

        init(pointSize: CGFloat?, weight: Weight, scale: Scale, colors: [Color] = []) {
            (self.pointSize, self.weight, self.scale, self.colors) = (pointSize, weight, scale, colors)
            super.init()
        }

        /// A symbol as large as `pointSize`-point text.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        /// A symbol as large as `pointSize`-point text, of `weight`.
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        /// A symbol as large as `pointSize`-point text, of `weight`, at `scale`.
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }
        /// A symbol as large as text of `textStyle`.
        public convenience init(textStyle: Font.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// A symbol as large as text of `textStyle`, at `scale`.
        public convenience init(textStyle: Font.TextStyle, scale: Scale) {
            self.init(pointSize: Font.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
        }
        /// A symbol as large as text in `font`.
        public convenience init(font: Font) { self.init(font: font, scale: .unspecified) }
        /// A symbol as large as text in `font`, at `scale`.
        public convenience init(font: Font, scale: Scale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
        /// A symbol of `weight`.
        public convenience init(weight: Weight) { self.init(pointSize: nil, weight: weight, scale: .unspecified) }
        /// A symbol at `scale`.
        public convenience init(scale: Scale) { self.init(pointSize: nil, weight: .unspecified, scale: scale) }
        /// A symbol in shades of `hierarchicalColor` (iOS 15).
        public convenience init(hierarchicalColor: Color) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, colors: [hierarchicalColor])
        }
        /// A symbol whose layers take `paletteColors` in turn (iOS 15).
        public convenience init(paletteColors: [Color]) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, colors: paletteColors)
        }
        /// A configuration that sets nothing.
        public static var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }
        /// A symbol in its own colours (iOS 16); the placeholder has none.
        public static func configurationPreferringMulticolor() -> SymbolConfiguration { .unspecified }
        /// A symbol in its monochrome rendering (iOS 16).
        public static func configurationPreferringMonochrome() -> SymbolConfiguration { .unspecified }

        /// This configuration with what `configuration` sets over what this one sets.
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                scale: [.unspecified, .default].contains(other.scale) ? scale : other.scale,
                colors: other.colors.isEmpty ? colors : other.colors)
        }

        /// Whether the two set the same size, weight, scale and colours.
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            (lhs.pointSize, lhs.weight, lhs.scale, lhs.colors) == (rhs.pointSize, rhs.weight, rhs.scale, rhs.colors)
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(colors)
        }

        /// This configuration, its colours left out.
        public func withoutColors() -> SymbolConfiguration { SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale) }

        /// The placeholder's side: 20/17 of the point size (17 unless set), scaled.
        var placeholderSide: CGFloat {
            let factor: CGFloat =
                switch scale {
                case .small: 0.8
                case .large: 1.3
                case .default, .unspecified, .medium: 1
                }
            return ((pointSize ?? 17) * 20 / 17 * factor).rounded()
        }
    }

    /// The SF Symbol `name` drawn with `configuration` (a placeholder of its size here; see ``init(systemName:)``).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(symbol: name, configuration: configuration as? SymbolConfiguration)
    }

    /// The SF Symbol `name` for `traitCollection` (a placeholder here; see ``init(systemName:)``).
    public convenience init?(systemName name: String, compatibleWith traitCollection: TraitCollection?) {
        self.init(systemName: name)
    }

    /// The configuration a symbol was made with.
    public var configuration: Configuration? { symbolConfiguration }

    /// The same symbol drawn with `configuration` (any other image as it is).
    public func withConfiguration(_ configuration: Configuration) -> Image {
        guard let symbol = symbolName else { return self }
        return Image(symbol: symbol, configuration: configuration as? SymbolConfiguration)
    }

    /// The image drawn with `configuration` over its own when it is a symbol and one is given; else the image itself.
    func configured(by configuration: SymbolConfiguration?) -> Image {
        guard let configuration else { return self }
        return applyingSymbolConfiguration(configuration) ?? self
    }

    /// The same symbol with `configuration` over its own; `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard let symbol = symbolName else { return nil }
        return Image(symbol: symbol, configuration: (symbolConfiguration ?? .unspecified).applying(configuration))
    }
}
