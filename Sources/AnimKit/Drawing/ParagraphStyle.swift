import Foundation

/// How a paragraph of text is set (also the `NSParagraphStyle` of Foundation's attributed strings on Apple's
/// platforms): its alignment, the space between its lines and after it, how tall its lines are. A label or a drawn
/// string spaces its lines by the first paragraph style; indents, tab stops and hyphenation are kept, not applied.
open class NSParagraphStyle: @unchecked Sendable {
    /// How the lines lie across their rectangle.
    open internal(set) var alignment = NSTextAlignment.natural
    /// Extra space between one line's bottom and the next line's top, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, in points.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph; kept.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Each line's natural height times this, when above 0.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The least height of a line, when above 0.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The most height of a line, when above 0.
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// How a line too long is wrapped or cut; kept (the label's own mode decides).
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Indents and hyphenation; kept.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var hyphenationFactor: Float = 0

    /// The default style: left-aligned, no extra spacing.
    public init() {}

    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A copy of the style with `alignment` (what a label's `textAlignment` does to its attributed text).
    final func aligned(_ alignment: NSTextAlignment) -> NSParagraphStyle {
        let copy = NSMutableParagraphStyle()
        (copy.alignment, copy.lineSpacing, copy.paragraphSpacing) = (alignment, lineSpacing, paragraphSpacing)
        (copy.paragraphSpacingBefore, copy.lineHeightMultiple) = (paragraphSpacingBefore, lineHeightMultiple)
        (copy.minimumLineHeight, copy.maximumLineHeight, copy.lineBreakMode) = (minimumLineHeight, maximumLineHeight, lineBreakMode)
        (copy.firstLineHeadIndent, copy.headIndent, copy.tailIndent) = (firstLineHeadIndent, headIndent, tailIndent)
        copy.hyphenationFactor = hyphenationFactor
        return copy
    }
}

/// A paragraph style that can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }
}

/// The spacing a paragraph style gives lines, as text layout applies it: a line's natural height (its tallest
/// face's) times the multiple, held between the least and most heights, then the line spacing between lines and the
/// paragraph spacing after a paragraph's last line.
struct LineSpacing: Equatable {
    var lineSpacing: CGFloat
    var paragraphSpacing: CGFloat
    var lineHeightMultiple: CGFloat
    var minimumLineHeight: CGFloat
    var maximumLineHeight: CGFloat

    /// `style`'s spacing; `nil` when it spaces nothing (the plain text path then sets the text).
    init?(_ style: NSParagraphStyle) {
        (lineSpacing, paragraphSpacing, lineHeightMultiple) = (style.lineSpacing, style.paragraphSpacing, style.lineHeightMultiple)
        (minimumLineHeight, maximumLineHeight) = (style.minimumLineHeight, style.maximumLineHeight)
        if lineSpacing == 0, paragraphSpacing == 0, lineHeightMultiple <= 0, minimumLineHeight <= 0, maximumLineHeight <= 0 { return nil }
    }

    /// The height of a line whose natural height is `natural`.
    func height(ofLine natural: CGFloat) -> CGFloat {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = Swift.max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = Swift.min(height, maximumLineHeight) }
        return height
    }
}

/// A paragraph style's indents, as TextKit sets a paragraph: its first line starts `first` from the leading edge, the
/// others `head`; a positive `tail` is where lines end, measured from the leading edge, and a zero or negative one how
/// far before the trailing edge they end.
struct ParagraphIndents: Equatable {
    var first: CGFloat
    var head: CGFloat
    var tail: CGFloat

    /// `style`'s indents; `nil` when it indents nothing.
    init?(_ style: NSParagraphStyle) {
        (first, head, tail) = (style.firstLineHeadIndent, style.headIndent, style.tailIndent)
        if first == 0, head == 0, tail == 0 { return nil }
    }

    /// Where a line starts: the first of its paragraph or another.
    func lead(isFirstLine: Bool) -> CGFloat { isFirstLine ? first : head }

    /// Where lines end in a box `width` wide (`nil`: no trailing edge, and only a positive tail ends them).
    func end(in width: CGFloat?) -> CGFloat? {
        if tail > 0 { return tail }
        return width.map { $0 + tail }
    }
}

extension NSParagraphStyle {
    /// How lines break beyond the line break mode (UIKit's `NSParagraphStyle.LineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// The strategy of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A paragraph's last line is not left with one word.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Hangul is broken between words.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The system's: what a label does.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
