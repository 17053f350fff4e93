/// Where text finds what its own font cannot draw: emoji come from the colour emoji face (Noto Color Emoji, Debian's
/// `fonts-noto-color-emoji`), whatever the text's font, as iOS draws them from Apple Color Emoji. Without that face,
/// a character the font lacks shows its font's missing-glyph box.
enum EmojiFallback {
    /// The colour emoji face's family.
    static let family = "Noto Color Emoji"

    /// The colour emoji face's file, when it is installed.
    static var path: String? { FontLocator.file(of: family) }

    /// Which face draws a character of a line.
    enum Face: Equatable {
        /// The text's own font.
        case own
        /// The colour emoji face.
        case emoji
        /// Neither: a variation selector or a zero-width joiner, which chooses how a neighbour shows and draws nothing.
        case none
    }

    /// The face of each of `scalars`: the emoji face's when the character shows as emoji by default (Unicode's
    /// Emoji_Presentation, as "😀"), when it asks for emoji presentation (U+FE0F follows it, as in "❤️"), or when the own
    /// font has no glyph for it — provided the emoji face has one and U+FE0E (text presentation) does not follow; else
    /// the own font.
    /// `nil` for a line of ASCII alone — all of it the own font's, with nothing to look up (text drawn every frame
    /// pays nothing for emoji it does not have).
    static func faces(of line: Substring, own: (UInt32) -> Bool, emoji: ((UInt32) -> Bool)?) -> [Face]? {
        line.utf8.allSatisfy { $0 < 0x80 } ? nil : faces(of: line.unicodeScalars.map(\.value), own: own, emoji: emoji)
    }

    /// The face of each of `scalars`, as above.
    static func faces(of scalars: [UInt32], own: (UInt32) -> Bool, emoji: ((UInt32) -> Bool)?) -> [Face] {
        scalars.indices.map { index in
            let scalar = scalars[index]
            if scalar == 0xFE0E || scalar == 0xFE0F || scalar == 0x200D { return .none }
            guard let emoji else { return .own }
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            guard next != 0xFE0E else { return .own }
            let presentsAsEmoji = Unicode.Scalar(scalar)?.properties.isEmojiPresentation ?? false
            return (presentsAsEmoji || next == 0xFE0F || !own(scalar)) && emoji(scalar) ? .emoji : .own
        }
    }
}
