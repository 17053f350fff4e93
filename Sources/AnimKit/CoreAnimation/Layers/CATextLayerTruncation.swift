import Foundation

/// Where a text layer cuts a line too wide for its bounds, putting "…" in its place.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut: the line runs past the bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start cut: "…end of the line".
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end cut: "Start of the l…".
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle cut: "Start…line".
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// `line` cut as the mode says to fit `width` in `font`, with the most characters kept that fit beside "…" (the
    /// ellipsis alone when none do); a line that fits, or the mode `.none`, is left whole.
    @MainActor
    func fitting(_ line: String, width: CGFloat, font: Font) -> String {
        let measurer = Label.textMeasurer
        guard self != .none, measurer.size(of: line, in: font).width > width else { return line }
        let characters = Array(line)
        func cut(keeping count: Int) -> String {
            switch self {
            case .start: return "…" + String(characters.suffix(count))
            case .middle:
                let head = (count + 1) / 2
                return String(characters.prefix(head)) + "…" + String(characters.suffix(count - head))
            default: return String(characters.prefix(count)) + "…"
            }
        }
        // The widest cut that fits: the width grows with the characters kept, so a binary search finds it.
        var (fits, tooWide) = (0, characters.count)
        while tooWide - fits > 1 {
            let mid = (fits + tooWide) / 2
            if measurer.size(of: cut(keeping: mid), in: font).width <= width { fits = mid } else { tooWide = mid }
        }
        return cut(keeping: fits)
    }
}
