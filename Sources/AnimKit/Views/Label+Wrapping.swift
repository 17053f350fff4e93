import Foundation

extension Label {
    /// The lines the label shows at `width`: its text's own lines, each wrapped at word breaks when the label wraps
    /// (``numberOfLines`` other than 1) and `width` is positive, at most ``numberOfLines`` of them with the last cut
    /// short with "…". A word wider than the width keeps a line of its own.
    package func lines(atWidth width: CGFloat) -> [String] { wrapping(atWidth: width).lines }

    /// ``lines(atWidth:)`` joined by newlines, as the label draws them; the same string while nothing changes, so a
    /// label of megabytes is not joined again at every frame.
    package func shownText(atWidth width: CGFloat) -> String { wrapping(atWidth: width).shown }

    private func wrapping(atWidth width: CGFloat) -> WrappedLines {
        let key = WrappedLines.Key(
            text: text ?? "", font: font, width: width, numberOfLines: numberOfLines, measurer: Label.measurerGeneration)
        if let wrapped, wrapped.key == key { return wrapped }
        let paragraphs = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = paragraphs
        if numberOfLines != 1, width > 0 {
            lines = paragraphs.flatMap { wrap($0, to: width) }
            if numberOfLines > 0, lines.count > numberOfLines {
                lines.removeLast(lines.count - numberOfLines)
                if let last = lines.popLast() { lines.append(shortened(last, to: width)) }
            }
        }
        // One line wider than the label ends in "…", as UIKit's default `lineBreakMode` (.byTruncatingTail) draws it.
        let drawn = numberOfLines == 1 && width > 0 ? lines.map { self.width(of: $0) > width ? shortened($0, to: width) : $0 } : lines
        let made = WrappedLines(key: key, lines: lines, shown: drawn.joined(separator: "\n"))
        wrapped = made
        return made
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
    ///
    /// The longest prefix that fits is found by doubling and then halving, measuring prefixes no longer than twice
    /// what fits: a line of megabytes costs what its first screenful does (dropping a character at a time from the
    /// end measured the whole line at every step).
    private func shortened(_ line: String, to width: CGFloat) -> String {
        /// The first `count` characters, or nil when the line is shorter.
        func prefix(_ count: Int) -> Substring? {
            line.index(line.startIndex, offsetBy: count, limitedBy: line.endIndex).map { line[..<$0] }
        }
        func fits(_ count: Int) -> Bool { prefix(count).map { self.width(of: String($0) + "…") <= width } ?? false }
        var fitting = 0, failing = 1
        while fits(failing) {
            fitting = failing
            failing *= 2
        }
        while failing - fitting > 1 {
            let middle = (fitting + failing) / 2
            if fits(middle) { fitting = middle } else { failing = middle }
        }
        return (prefix(fitting) ?? "").trimmingCharacters(in: .whitespaces) + "…"
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
    /// The lines joined by newlines: what is drawn.
    let shown: String
}
