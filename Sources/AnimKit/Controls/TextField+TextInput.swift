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
    /// The place before the first character.
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    /// The place after the last character.
    public var endOfDocument: TextPosition { TextPosition(offset: storedText.count) }

    /// The selection: the caret at the end of the text unless code set another.
    public var selectedTextRange: TextRange? {
        get {
            let range = selectedOffsets ?? storedText.count...storedText.count
            return TextRange(from: TextPosition(offset: range.lowerBound), to: TextPosition(offset: range.upperBound))
        }
        set {
            guard let newValue else { return selectedOffsets = nil }
            let low = Swift.min(newValue.start.offset, newValue.end.offset), high = Swift.max(newValue.start.offset, newValue.end.offset)
            selectedOffsets = Swift.max(low, 0)...Swift.min(high, storedText.count)
        }
    }

    /// The stretch from `fromPosition` to `toPosition`; `nil` when either lies outside the text.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        let valid = 0...storedText.count
        guard valid.contains(fromPosition.offset), valid.contains(toPosition.offset) else { return nil }
        return TextRange(from: fromPosition, to: toPosition)
    }

    /// The place `offset` characters from `position`; `nil` when it lies outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let moved = position.offset + offset
        return (0...storedText.count).contains(moved) ? TextPosition(offset: moved) : nil
    }

    /// How many characters lie from `from` to `toPosition` (negative backwards).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }

    /// The text in `range`; `nil` when it lies outside the text.
    public func text(in range: TextRange) -> String? {
        let characters = Array(storedText), low = range.start.offset, high = range.end.offset
        guard low >= 0, high <= characters.count, low <= high else { return nil }
        return String(characters[low..<high])
    }
}
