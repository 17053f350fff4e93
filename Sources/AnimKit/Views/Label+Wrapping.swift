import Foundation

extension Label {
    /// The lines the label shows at `width`: its text's own lines, each wrapped at word breaks when the label wraps
    /// (``numberOfLines`` other than 1) and `width` is positive, at most ``numberOfLines`` of them with the last cut
    /// short with "…". A word wider than the width keeps a line of its own.
    package func lines(atWidth width: CGFloat) -> [String] { wrapping(atWidth: width).lines }

    /// The size of ``lines(atWidth:)`` (not cut short) in the label's font, measured once while nothing changes; at most
    /// `limit` lines when given (0: all), else ``numberOfLines``.
    func linesSize(atWidth width: CGFloat, limit: Int? = nil) -> CGSize {
        let made = wrapping(atWidth: width, limit: limit ?? numberOfLines)
        if let size = made.size { return size }
        let size = Label.textMeasurer.size(of: made.lines.joined(separator: "\n"), in: font)
        if let index = wrapped.firstIndex(where: { $0.key == made.key }) { wrapped[index].size = size }
        return size
    }

    /// ``lines(atWidth:)`` joined by newlines, as the label draws them; the same string while nothing changes, so a
    /// label of megabytes is not joined again at every frame.
    package func shownText(atWidth width: CGFloat) -> String { wrapping(atWidth: width).shown }

    /// ``shownText(atWidth:)`` in a label `height` tall: as Apple's `numberOfLines` says, text that does not fit "inside
    /// the bounding rectangle of the label is truncated" — a wrapping label keeps the lines that fit down it (the first
    /// always), the last cut as ``lineBreakMode`` cuts it.
    package func shownText(atWidth width: CGFloat, height: CGFloat) -> String {
        let wrapped = wrapping(atWidth: width)
        guard numberOfLines != 1, width > 0, height.isFinite, wrapped.lines.count > 1 else { return wrapped.shown }
        let lineHeight = Label.textMeasurer.lineHeight(of: font ?? Label.defaultFont)
        guard lineHeight > 0 else { return wrapped.shown }
        let fitting = Swift.max(1, Int(((height + 1e-6) / lineHeight).rounded(.down)))
        guard fitting < wrapped.lines.count else { return wrapped.shown }
        if let cut = wrapped.cut, cut.lines == fitting { return cut.shown }
        var kept = Array(wrapped.lines.prefix(fitting))
        if let last = kept.popLast() { kept.append(shortened(last, to: width, in: wrapped.font, mode: lineBreakMode)) }
        let shown = kept.joined(separator: "\n")
        if let index = self.wrapped.firstIndex(where: { $0.key == wrapped.key }) { self.wrapped[index].cut = (fitting, shown) }
        return shown
    }

    /// The font the lines are drawn in at `width`: the label's, or smaller when ``adjustsFontSizeToFitWidth`` shrinks a
    /// line too wide for the label (no further than ``minimumScaleFactor``).
    package func shownFont(atWidth width: CGFloat) -> Font { wrapping(atWidth: width).font }

    private func wrapping(atWidth width: CGFloat, limit: Int? = nil) -> WrappedLines {
        let numberOfLines = limit ?? self.numberOfLines
        let key = WrappedLines.Key(
            text: text ?? "", font: font ?? Label.defaultFont, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            shrinksTo: adjustsFontSizeToFitWidth ? minimumScaleFactor : 0, measurer: Label.measurerGeneration)
        if let known = wrapped.first(where: { $0.key == key }) { return known }
        let paragraphs = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = paragraphs
        if numberOfLines != 1, width > 0 {
            lines = paragraphs.flatMap { wrap($0, to: width) }
            if numberOfLines > 0, lines.count > numberOfLines {
                lines.removeLast(lines.count - numberOfLines)
                if let last = lines.popLast() { lines.append(shortened(last, to: width, in: font, mode: lineBreakMode)) }
            }
        }
        // One line wider than the label shrinks as far as it may, then is cut as `lineBreakMode` says (UIKit's
        // default, .byTruncatingTail, ends it in "…").
        var drawnFont = font ?? Label.defaultFont
        if numberOfLines == 1, width > 0, key.shrinksTo > 0, key.shrinksTo < 1 {
            let widest = lines.map { self.width(of: $0, in: drawnFont) }.max() ?? 0
            if widest > width { drawnFont = drawnFont.withSize(drawnFont.pointSize * Swift.max(key.shrinksTo, width / widest)) }
        }
        let shownFont = drawnFont
        let drawn =
            numberOfLines == 1 && width > 0
            ? lines.map { self.width(of: $0, in: shownFont) > width ? shortened($0, to: width, in: shownFont, mode: lineBreakMode) : $0 }
            : lines
        let made = WrappedLines(key: key, lines: lines, shown: drawn.joined(separator: "\n"), font: drawnFont)
        // Three kept: Auto Layout measures a wrapping label on unbounded lines, at the most it may be given and then
        // at its wrapped lines' width, in every solve.
        wrapped = [made] + wrapped.prefix(2)
        return made
    }

    private func width(of line: String, in font: Font) -> CGFloat { Label.textMeasurer.size(of: line, in: font).width }

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

    /// `line` cut to fit `width` in `font` as `mode` cuts it: "…" at its end, start or middle in place of what does not
    /// fit, or — clipping and wrapping modes — as much of its start as fits, without one.
    ///
    /// How much is kept is found by doubling and then halving, measuring candidates no longer than twice what fits: a
    /// line of megabytes costs what its first screenful does (dropping a character at a time measured the whole line at
    /// every step).
    func shortened(_ line: String, to width: CGFloat, in font: Font, mode: LineBreakMode) -> String {
        let characters = Array(line)
        func fits(_ count: Int) -> Bool {
            count <= characters.count && self.width(of: mode.cut(characters, keeping: count), in: font) <= width
        }
        var fitting = 0, failing = 1
        while fits(failing) {
            fitting = failing
            failing *= 2
        }
        while failing - fitting > 1 {
            let middle = (fitting + failing) / 2
            if fits(middle) { fitting = middle } else { failing = middle }
        }
        return mode.cut(characters, keeping: fitting)
    }
}

/// Lines a label wrapped, with everything the wrapping depended on.
struct WrappedLines {
    struct Key: Equatable {
        let text: String
        let font: Font
        let width: CGFloat
        let numberOfLines: Int
        let lineBreakMode: LineBreakMode
        /// The smallest scale a too-wide line may shrink to; 0 when it does not shrink.
        let shrinksTo: CGFloat
        let measurer: Int
    }

    let key: Key
    let lines: [String]
    /// The lines joined by newlines: what is drawn.
    let shown: String
    /// The font the lines are drawn in.
    let font: Font
    /// The lines last shown in a label too short for them all: how many fit, and what is drawn.
    var cut: (lines: Int, shown: String)?
    /// The size of the lines, not cut short, in the label's font, once measured.
    var size: CGSize?
}
