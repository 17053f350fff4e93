import Foundation

/// How a line too long for its label is wrapped or cut (also spelled `NSLineBreakMode`).
public enum LineBreakMode: Int, Sendable {
    /// Wraps at word breaks; a last line that does not fit is cut at what fits.
    case byWordWrapping
    /// Wraps at characters; a last line that does not fit is cut at what fits.
    case byCharWrapping
    /// Cut at what fits, with no ellipsis.
    case byClipping
    /// "…" in place of the line's start.
    case byTruncatingHead
    /// "…" in place of the line's end (a label's default).
    case byTruncatingTail
    /// "…" in place of the line's middle.
    case byTruncatingMiddle

    /// `characters` cut to `count` of them as this mode cuts a line, with its ellipsis.
    func cut(_ characters: [Character], keeping count: Int) -> String {
        let kept = Swift.min(count, characters.count)
        switch self {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return String(characters[..<kept])
        case .byTruncatingTail:
            return String(characters[..<kept]).trimmingCharacters(in: .whitespaces) + "…"
        case .byTruncatingHead:
            return "…" + String(characters[(characters.count - kept)...]).trimmingCharacters(in: .whitespaces)
        case .byTruncatingMiddle:
            let head = (kept + 1) / 2, tail = kept / 2
            return String(characters[..<head]).trimmingCharacters(in: .whitespaces) + "…"
                + String(characters[(characters.count - tail)...]).trimmingCharacters(in: .whitespaces)
        }
    }
}

/// UIKit's name for a line break mode.
public typealias NSLineBreakMode = LineBreakMode
