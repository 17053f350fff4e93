import Foundation

/// The places and stretches of a text view's text (UIKit's `UITextInput`), and where the caret would stand at one: code
/// that follows the typing with a view of its own (a cursor, a mention popup) asks ``caretRect(for:)``.
extension TextView {
    private var offsets: TextOffsets { TextOffsets(text: storedText) }

    /// The place before the first character.
    public var beginningOfDocument: TextPosition { offsets.beginning }
    /// The place after the last character.
    public var endOfDocument: TextPosition { offsets.end }

    /// The selection: the caret at the end of the text unless code set another (none is drawn).
    public var selectedTextRange: TextRange? {
        get { offsets.range(selectedOffsets) }
        set { selectedOffsets = offsets.offsets(of: newValue) }
    }

    /// The selection in UTF-16 units, as `NSRange`: the caret at the end unless code set another.
    public var selectedRange: NSRange {
        get {
            let range = offsets.range(selectedOffsets), characters = Array(storedText)
            let start = String(characters[..<range.start.offset]).utf16.count
            return NSRange(location: start, length: String(characters[range.start.offset..<range.end.offset]).utf16.count)
        }
        set {
            guard let range = Range(newValue, in: storedText) else { return selectedOffsets = nil }
            let start = storedText.distance(from: storedText.startIndex, to: range.lowerBound)
            selectedOffsets = start...(start + storedText[range].count)
        }
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

    /// Where the caret stands at `position`, in the view's coordinates: 2 points wide and a line of the font tall,
    /// after the characters before it on their wrapped line, measured in their own fonts (lines broken at spaces in
    /// the view's font, as a plain text wraps).
    public func caretRect(for position: TextPosition) -> CGRect {
        let font = self.font ?? .systemFont(ofSize: 12), inset = textContainerInset, padding = textContainer.lineFragmentPadding
        let width = Swift.max(bounds.width - inset.left - inset.right - 2 * padding, 0)
        var remaining = Swift.min(Swift.max(position.offset, 0), storedText.count), row = 0, lineStart = 0
        var line = 0..<0, before = 0..<0
        lines: for paragraph in storedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            for wrapped in width > 0 ? Label.wrap(paragraph, to: width, in: font) : [paragraph] {
                if remaining <= wrapped.count {
                    (line, before) = (lineStart..<(lineStart + wrapped.count), lineStart..<(lineStart + remaining))
                    break lines
                }
                // The space the line broke at, or the paragraph's newline.
                remaining -= wrapped.count + 1
                lineStart += wrapped.count + 1
                row += 1
            }
        }
        let measure = { (characters: Range<Int>) in self.width(of: characters, in: font) }
        let free = width - measure(line)
        let shift: CGFloat =
            switch textAlignment {
            case .center: free / 2
            case .right: free
            default: 0
            }
        return CGRect(
            x: inset.left + padding + shift + measure(before), y: inset.top + CGFloat(row) * font.lineHeight, width: 2,
            height: font.lineHeight)
    }

    /// How wide the characters at `offsets` of the text are: run by run in their own fonts for an attributed text, else
    /// in `font`.
    private func width(of offsets: Range<Int>, in font: Font) -> CGFloat {
        let text = storedText
        let start = text.index(text.startIndex, offsetBy: offsets.lowerBound), end = text.index(start, offsetBy: offsets.count)
        guard showsStyledText, let styled = attributedText, styled.string == text else {
            return Label.textMeasurer.size(of: String(text[start..<end]), in: font).width
        }
        var width: CGFloat = 0
        styled.enumerateAttribute(.font, in: NSRange(start..<end, in: text)) { value, range, _ in
            let run = (styled.string as NSString).substring(with: range)
            width += Label.textMeasurer.size(of: run, in: value as? Font ?? font).width
        }
        return width
    }
}
