import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text (Helvetica 12 without one, as in UIKit).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (black without one).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The ``NSParagraphStyle`` of the text: its alignment.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between letters, in points (kept; text is drawn with the font's own spacing).
    public static let kern = NSAttributedString.Key("NSKern")
    /// A colour behind the text (kept, not drawn).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An ``NSUnderlineStyle`` raw value under the text (kept, not drawn).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An ``NSUnderlineStyle`` raw value through the text (kept, not drawn).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// How far the text sits above its baseline, in points (kept, not drawn).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link the text stands for (kept, not drawn).
    public static let link = NSAttributedString.Key("NSLink")
}

/// How a line is drawn under or through text (also spelled `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// What attributes ask of a run of text, as far as it is drawn here: a face, a colour, the paragraph's alignment, spacing
/// and indents, the image an attachment character stands for, and a shadow.
struct TextAttributes: Equatable {
    var font = Font(familyName: "Helvetica", size: 12)
    var color = Color.black
    /// The paragraph style's alignment; `nil` without one.
    var alignment: TextAlignment?
    /// The paragraph style's spacing of lines and paragraphs; `nil` without one, or when it spaces nothing.
    var spacing: LineSpacing?
    /// The paragraph style's indents; `nil` without one, or when it indents nothing.
    var indents: ParagraphIndents?
    /// The image a U+FFFC character stands for.
    var attachment: NSTextAttachment?
    /// The shadow the run casts (``NSShadow``); `nil` without one.
    var shadow: TextShadow?

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        guard let attributes else { return }
        if let font = attributes[.font] as? Font { self.font = font }
        if let color = attributes[.foregroundColor] as? Color { self.color = color }
        attachment = attributes[.attachment] as? NSTextAttachment
        shadow = (attributes[.shadow] as? NSShadow).map(TextShadow.init)
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            alignment = style.alignment
            spacing = LineSpacing(style)
            indents = ParagraphIndents(style)
        }
    }

    /// The attributes of `text`'s first character (the whole string is set in them); the defaults for an empty one.
    init(of text: NSAttributedString) {
        self.init(text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : nil)
    }
}
