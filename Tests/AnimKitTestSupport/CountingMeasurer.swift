import AnimKit
import Foundation

/// Text measured as ten points a character and twenty a line: widths and heights a test can count by hand.
public struct CountingMeasurer: TextMeasurer {
    public init() {}

    public func size(of text: String, in font: Font) -> CGSize {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return CGSize(width: CGFloat((lines.map(\.count).max() ?? 0) * 10), height: CGFloat(Swift.max(lines.count, 1) * 20))
    }

    public func lineHeight(of font: Font) -> CGFloat { 20 }
}

/// Runs `body` with `measurer` measuring labels' text, and puts the one before it back.
@MainActor
public func measuring(with measurer: some TextMeasurer = CountingMeasurer(), _ body: () throws -> Void) rethrows {
    let saved = UILabel.textMeasurer
    defer { UILabel.textMeasurer = saved }
    UILabel.textMeasurer = measurer
    try body()
}
