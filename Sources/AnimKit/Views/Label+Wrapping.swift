import Foundation

extension Label {
    /// The lines the label shows at `width`: its text's own lines, each wrapped at word breaks when the label wraps
    /// (``numberOfLines`` other than 1) and `width` is positive, at most ``numberOfLines`` of them with the last cut
    /// short with "…". A word wider than the width keeps a line of its own.
    package func lines(atWidth width: CGFloat) -> [String] {
        let paragraphs = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard numberOfLines != 1, width > 0 else { return paragraphs }
        let key = WrappedLines.Key(
            text: text ?? "", font: font, width: width, numberOfLines: numberOfLines, measurer: Label.measurerGeneration)
        if let wrapped, wrapped.key == key { return wrapped.lines }
        var lines = paragraphs.flatMap { wrap($0, to: width) }
        if numberOfLines > 0, lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            if let last = lines.popLast() { lines.append(shortened(last, to: width)) }
        }
        wrapped = WrappedLines(key: key, lines: lines)
        return lines
    }

    private func width(of line: String) -> CGFloat { Label.textMeasurer.size(of: line, in: font).width }

    /// `paragraph` broken at its spaces into lines no wider than `width`.
    private func wrap(_ paragraph: String, to width: CGFloat) -> [String] { Self.wrap(paragraph, to: width, in: font) }

    /// `paragraph` broken at its spaces into lines no wider than `width` in `font` (a text layer wraps the same way).
    ///
    /// A paragraph that fits whole (`sizeToFit()` asks at an unbounded width) is measured once: measuring the line so
    /// far at every word is quadratic in a line's length, minutes for a paragraph of megabytes.
    static func wrap(_ paragraph: String, to width: CGFloat, in font: Font) -> [String] {
        if textMeasurer.size(of: paragraph, in: font).width <= width { return [paragraph] }
        var lines: [String] = [], current = ""
        for word in paragraph.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || textMeasurer.size(of: candidate, in: font).width <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        return lines + [current]
    }

    /// `line` with "…" after as much of it as fits in `width` with it (the line a limit cut off goes on there).
    private func shortened(_ line: String, to width: CGFloat) -> String {
        var kept = Substring(line)
        while !kept.isEmpty, self.width(of: kept + "…") > width { kept = kept.dropLast() }
        return kept.trimmingCharacters(in: .whitespaces) + "…"
    }
}

/// Lines a label wrapped, with everything the wrapping depended on.
struct WrappedLines {
    struct Key: Equatable {
        let text: String
        let font: Font
        let width: CGFloat
        let numberOfLines: Int
        let measurer: Int
    }

    let key: Key
    let lines: [String]
}
