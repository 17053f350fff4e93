import Foundation

/// How `boundingRect(with:options:attributes:context:)` measures text (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Options of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Measures the text as lines wrapped to the width (without it: one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Adds the font's leading between lines (none: the line height holds it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures glyphs' own outlines (taken as the line's here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cuts the last line that fits the height short.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a text measurement may scale and reports back (UIKit's `NSStringDrawingContext`); text is not scaled here.
open class NSStringDrawingContext {
    /// The smallest scale the text may be shrunk to (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used: 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured with this context.
    open internal(set) var totalBounds = CGRect.zero
    /// A context.
    public init() {}
}

extension StringProtocol {
    /// The rectangle the string needs in `attributes`: with `.usesLineFragmentOrigin`, its lines wrapped at spaces
    /// to `size.width` (its height the lines', its width the widest's), else one line; at the origin.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let font = TextAttributes(attributes).font, text = String(self)
        let lines =
            options.contains(.usesLineFragmentOrigin)
            ? text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { Label.wrap(String($0), to: size.width, in: font) }
            : [text.replacingOccurrences(of: "\n", with: " ")]
        let width = lines.map { Label.textMeasurer.size(of: $0, in: font).width }.max() ?? 0
        let bounds = CGRect(x: 0, y: 0, width: width, height: Label.textMeasurer.lineHeight(of: font) * CGFloat(lines.count))
        context?.totalBounds = bounds
        return bounds
    }
}

extension NSString {
    /// The rectangle the string needs in `attributes` (see `String`'s).
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
