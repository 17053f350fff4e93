import Foundation

/// Measures text, so labels can size themselves without AnimKit knowing how text is drawn.
///
/// The SDL backend installs one backed by the real font; until then
/// ``EstimatingTextMeasurer`` gives a size from average glyph proportions.
public protocol TextMeasurer: Sendable {
    /// The size of `text` set in `font` on one line per newline.
    func size(of text: String, in font: Font) -> CGSize
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
