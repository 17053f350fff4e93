import Foundation

/// A place in a text field's text, between two characters (also spelled `UITextPosition`).
@preconcurrency @MainActor
open class TextPosition {
    /// How many characters come before the place.
    let offset: Int

    init(offset: Int) { self.offset = offset }
}

/// A stretch of a text field's text, from one place to another (also spelled `UITextRange`).
@preconcurrency @MainActor
open class TextRange {
    /// Where the stretch starts.
    open var start: TextPosition { from }
    /// Where it ends.
    open var end: TextPosition { to }
    /// Whether it holds no characters: a caret.
    open var isEmpty: Bool { from.offset == to.offset }

    private let from: TextPosition
    private let to: TextPosition

    init(from: TextPosition, to: TextPosition) { (self.from, self.to) = (from, to) }
}

/// UIKit's name for a text position.
public typealias UITextPosition = TextPosition
/// UIKit's name for a text range.
public typealias UITextRange = TextRange

/// The places and stretches of a field's text (UIKit's `UITextInput`), as code that moves the caret uses them. The
/// selection set is kept and read back; typing adds at the end of the text.
extension TextField {
    private var offsets: TextOffsets { TextOffsets(text: storedText) }

    /// The place before the first character.
    public var beginningOfDocument: TextPosition { offsets.beginning }
    /// The place after the last character.
    public var endOfDocument: TextPosition { offsets.end }

    /// The selection: the caret at the end of the text unless code set another.
    public var selectedTextRange: TextRange? {
        get { offsets.range(selectedOffsets) }
        set { selectedOffsets = offsets.offsets(of: newValue) }
    }

    /// The stretch from `fromPosition` to `toPosition`; `nil` when either lies outside the text.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        offsets.textRange(from: fromPosition, to: toPosition)
    }

    /// The place `offset` characters from `position`; `nil` when it lies outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? { offsets.position(from: position, offset: offset) }

    /// How many characters lie from `from` to `toPosition` (negative backwards).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }

    /// The text in `range`; `nil` when it lies outside the text.
    public func text(in range: TextRange) -> String? { offsets.text(in: range) }
}

/// The places and stretches of a text of characters, which a field and a text view answer `UITextInput`'s calls with.
@MainActor
struct TextOffsets {
    let text: String

    var beginning: TextPosition { TextPosition(offset: 0) }
    var end: TextPosition { TextPosition(offset: text.count) }

    /// The selection `offsets` stand for: the caret after the text when there are none.
    func range(_ offsets: ClosedRange<Int>?) -> TextRange {
        let range = offsets ?? text.count...text.count
        return TextRange(from: TextPosition(offset: range.lowerBound), to: TextPosition(offset: range.upperBound))
    }

    /// The offsets of `range`, ordered and held within the text; `nil` for none.
    func offsets(of range: TextRange?) -> ClosedRange<Int>? {
        guard let range else { return nil }
        let low = Swift.min(range.start.offset, range.end.offset), high = Swift.max(range.start.offset, range.end.offset)
        return Swift.min(Swift.max(low, 0), text.count)...Swift.min(Swift.max(high, 0), text.count)
    }

    func textRange(from start: TextPosition, to end: TextPosition) -> TextRange? {
        let valid = 0...text.count
        guard valid.contains(start.offset), valid.contains(end.offset) else { return nil }
        return TextRange(from: start, to: end)
    }

    func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let moved = position.offset + offset
        return (0...text.count).contains(moved) ? TextPosition(offset: moved) : nil
    }

    func text(in range: TextRange) -> String? {
        let characters = Array(text), low = range.start.offset, high = range.end.offset
        guard low >= 0, high <= characters.count, low <= high else { return nil }
        return String(characters[low..<high])
    }
}
