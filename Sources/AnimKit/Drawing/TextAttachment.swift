import Foundation

/// An image set in text as one character, U+FFFC, carrying this attachment under `NSAttributedString.Key.attachment`
/// (UIKit's `NSTextAttachment`): a badge after a name, a symbol before a word.
///
/// The image is laid out as a glyph of ``bounds``' size — its image's size while the bounds are `.zero` — standing on
/// the baseline, lowered by a negative `bounds.origin.y`, and the line grows to hold it. A template image (an SF
/// Symbol, or one made with `withRenderingMode(.alwaysTemplate)`) is drawn in the text's foreground colour, unless it
/// was given its own with `withTintColor(_:)`.
open class NSTextAttachment: NSObject {
    /// The image drawn for the character.
    open var image: Image?
    /// Where the image is set, from the character's place on the baseline (y up); `.zero` takes the image's size.
    open var bounds: CGRect = .zero
    /// The file's bytes the attachment was made with, if any.
    open var contents: Data?
    /// The uniform type identifier of ``contents``.
    open var fileType: String?

    /// An attachment with no image yet.
    public override init() { super.init() }

    /// An attachment of `contentData` (a PNG or JPEG file's bytes become its ``image``) of type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        (contents, fileType) = (contentData, uti)
        image = contentData.flatMap { Image(data: $0) }
        super.init()
    }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: Image) {
        self.init()
        self.image = image
    }

    /// The rectangle the character takes, from its place on the baseline (y up): ``bounds``, or the image's size
    /// standing on the baseline while they are `.zero`.
    var layoutBounds: CGRect {
        if bounds != .zero { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString.Key {
    /// The ``NSTextAttachment`` a U+FFFC character of the text stands for.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// One character, U+FFFC, standing for `attachment` (UIKit's `NSAttributedString(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
