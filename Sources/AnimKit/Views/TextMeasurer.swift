import Foundation

/// Measures text, so labels can size themselves without AnimKit knowing how text is drawn.
///
/// The SDL backend installs one backed by the real font; until then
/// ``EstimatingTextMeasurer`` gives a size from average glyph proportions.
public protocol TextMeasurer: Sendable {
    /// The size of `text` set in `font` on one line per newline.
    func size(of text: String, in font: Font) -> CGSize
    /// How far a line's baseline lies below its top in `font` (Auto Layout's baseline anchors).
    func ascender(of font: Font) -> CGFloat
    /// The distance from one line's top to the next in `font`.
    func lineHeight(of font: Font) -> CGFloat
}

extension TextMeasurer {
    /// An estimate: 0.95 em, a sans-serif face's typical ascender.
    public func ascender(of font: Font) -> CGFloat { font.pointSize * 0.95 }
    /// An estimate: 1.2 em.
    public func lineHeight(of font: Font) -> CGFloat { font.pointSize * 1.2 }
}

/// A measurer that estimates from typical proportions of a sans-serif face (glyphs 0.55 em wide, lines 1.2 em tall).
public struct EstimatingTextMeasurer: TextMeasurer {
    /// Creates the estimator.
    public init() {}

    public func size(of text: String, in font: Font) -> CGSize {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map(\.count).max() ?? 0
        return CGSize(
            width: (CGFloat(widest) * font.pointSize * 0.55).rounded(.up),
            height: (CGFloat(Swift.max(lines.count, 1)) * font.pointSize * 1.2).rounded(.up))
    }
}
