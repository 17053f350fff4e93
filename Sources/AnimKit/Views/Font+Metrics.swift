import Foundation

extension Font {
    /// The font called `fontName` at `fontSize` points, as UIKit's `UIFont(name:size:)` is written.
    ///
    /// UIKit returns `nil` for a font that is not installed; here the family is looked for only when text is drawn
    /// (with fontconfig), so this never gives `nil`: a family not installed (iOS's own, on Linux) is drawn in the
    /// default face in its weight, and said once.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(familyName: fontName, size: fontSize, bold: fontName.localizedCaseInsensitiveContains("bold"))
    }

    /// The font with `descriptor`'s family and traits, at `pointSize` (0 keeps the descriptor's size).
    public init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        self.init(
            familyName: descriptor.familyName, size: pointSize > 0 ? pointSize : descriptor.pointSize,
            bold: descriptor.symbolicTraits.contains(.traitBold))
    }

    /// The font's name: its family, or the system font's.
    public var fontName: String { family ?? (isBold ? ".SFUI-Semibold" : ".SFUI-Regular") }

    /// The font's family: the one it was made with, or the system font's (".SF UI Text", as iOS names it).
    public var familyName: String { family ?? ".SF UI Text" }

    /// An empty font description, as `UIFont()` makes one: the 17-point system font.
    public init() { self.init(familyName: nil, size: 17) }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> Font { Font(familyName: family, size: fontSize, bold: isBold) }

    /// What describes the font: its family, size and traits.
    public var fontDescriptor: FontDescriptor {
        FontDescriptor(familyName: family, pointSize: pointSize, symbolicTraits: isBold ? .traitBold : [])
    }

    /// The distance from one line's top to the next, as the font drawing text measures it.
    public var lineHeight: CGFloat { Label.measurerForAnyThread.withLock { $0.lineHeight(of: self) } }
    /// How far the tallest glyphs rise above the baseline.
    public var ascender: CGFloat { Label.measurerForAnyThread.withLock { $0.ascender(of: self) } }
    /// How far glyphs fall below the baseline, negative as UIKit gives it: the part of a line below its baseline.
    public var descender: CGFloat { ascender - lineHeight }
    /// The height of capital letters: 0.7 em, a sans-serif face's typical proportion.
    public var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lowercase letters without ascenders: 0.52 em.
    public var xHeight: CGFloat { pointSize * 0.52 }
    /// The space between lines beyond the glyphs: none, the line height already holds it.
    public var leading: CGFloat { 0 }

    /// The italic system font at `size` points (drawn in the upright face: AnimKit draws no italics).
    public static func italicSystemFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size) }
    /// The system font with digits of one width, at `size` and `weight`.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: size, weight: weight)
    }
    /// The monospaced system font at `size` and `weight` (iOS 13): every glyph of one width, as SF Mono on iOS;
    /// drawn here in DejaVu Sans Mono (bold from semibold up), installed with the default face.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(familyName: monospacedFamily, size: size, bold: weight >= .semibold)
    }
    /// The family the monospaced system font is drawn in.
    static let monospacedFamily = "DejaVu Sans Mono"
    /// UIKit's standard font size: 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// UIKit's smaller standard font size: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of a label's text: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of a button's title: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
}

/// What describes a font — family, size and traits — to make a related font from (also spelled `UIFontDescriptor`).
open class FontDescriptor: @unchecked Sendable {
    /// A font's style traits, as bits.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        /// A trait of `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Slanted glyphs (kept in the descriptor; AnimKit draws the upright face).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// The bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider glyphs.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower glyphs.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Glyphs of one width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Lines set tighter.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Lines set looser.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The family; `nil` for the system font.
    open var familyName: String? { storedFamilyName }
    let storedFamilyName: String?
    /// The size in points.
    open var pointSize: CGFloat { storedPointSize }
    let storedPointSize: CGFloat
    /// The traits.
    open var symbolicTraits: SymbolicTraits { storedSymbolicTraits }
    let storedSymbolicTraits: SymbolicTraits

    init(familyName: String?, pointSize: CGFloat, symbolicTraits: SymbolicTraits) {
        (self.storedFamilyName, self.storedPointSize, self.storedSymbolicTraits) = (familyName, pointSize, symbolicTraits)
    }

    /// The descriptor of the font called `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(familyName: fontName, pointSize: size, symbolicTraits: [])
    }

    /// The same font with exactly `traits`; never `nil` here (UIKit's is `nil` when no face has them).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        FontDescriptor(familyName: familyName, pointSize: pointSize, symbolicTraits: traits)
    }

    /// The same font at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(familyName: familyName, pointSize: newPointSize, symbolicTraits: symbolicTraits)
    }

    /// The same traits and size in `newFamily`.
    open func withFamily(_ newFamily: String) -> FontDescriptor {
        FontDescriptor(familyName: newFamily, pointSize: pointSize, symbolicTraits: symbolicTraits)
    }
}

/// UIKit's name for a font descriptor.
public typealias UIFontDescriptor = FontDescriptor
