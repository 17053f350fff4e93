import Foundation

/// An attributed string set in lines as UIKit sets one: runs of their own face and colour and attachments' images,
/// words wrapped at a width (when there is one) across runs, each line as tall as its tallest run and every run of a
/// line on one baseline, the lines aligned by the first paragraph style between each paragraph's indents.
struct AttributedTextLayout {
    /// A run's text on one line, and the rectangle it is set in (from the layout's top-left corner; as tall as a line of
    /// its own face, its baseline on the line's).
    struct Piece: Equatable {
        let text: String
        let attributes: TextAttributes
        let rect: CGRect
    }

    private typealias Glyph = (character: Character, run: Int)

    /// A line set: its pieces with their widths, its top and ascent, and where its paragraph's indents start and end it.
    private struct PlacedLine {
        let pieces: [(String, TextAttributes, CGFloat)]
        let width: CGFloat, top: CGFloat, ascent: CGFloat
        let lead: CGFloat, end: CGFloat?
        /// Whether the line is its paragraph's last (a justified paragraph's is not stretched).
        let endsParagraph: Bool
    }

    private(set) var pieces: [Piece] = []
    /// The width of the widest line and the height of the lines set.
    private(set) var size = CGSize.zero

    /// Whether `text` has more than one face or colour, or asks for more than a face and a colour (text in one face and
    /// colour alone is set as plain text, by its first character's).
    static func isMixed(_ text: NSAttributedString) -> Bool {
        let runs = runs(of: text)
        guard let first = runs.first?.attributes else { return false }
        return runs.count > 1 || first.spacing != nil || first.indents != nil || first.attachment != nil || first.shadow != nil
    }

    /// Sets `text` wrapped at `width` (or one line a paragraph without), the lines that fit in `height` and at most
    /// `lineLimit` of them when given, aligned in `box` (or `width`, or the widest line) as `alignment` says (or the
    /// first paragraph style).
    @MainActor
    init(
        _ text: NSAttributedString, width: CGFloat?, height: CGFloat? = nil, lineLimit: Int? = nil, box: CGFloat? = nil,
        alignment: TextAlignment? = nil
    ) {
        let runs = Self.runs(of: text)
        guard let first = runs.first else { return }
        var glyphs: [Glyph] = []
        for (index, run) in runs.enumerated() { glyphs += run.text.map { ($0, index) } }
        // Each paragraph with the run an empty line of it is in: the run of the newline before it, or the first.
        var paragraphs: [(glyphs: [Glyph], run: Int)] = [([], 0)]
        for glyph in glyphs {
            if glyph.character == "\n" { paragraphs.append(([], glyph.run)) } else { paragraphs[paragraphs.count - 1].glyphs.append(glyph) }
        }
        // Each line with where its paragraph's indents have it start and end (no end of their own: the box's edge).
        var lines: [(glyphs: [Glyph], run: Int, endsParagraph: Bool, lead: CGFloat, end: CGFloat?)] = []
        for paragraph in paragraphs {
            let indents = runs[paragraph.run].attributes.indents
            let (firstLead, otherLead) = (indents?.lead(isFirstLine: true) ?? 0, indents?.lead(isFirstLine: false) ?? 0)
            let end = indents?.end(in: width)
            let wrapped =
                (end ?? width).map { Self.wrap(paragraph.glyphs, first: $0 - firstLead, others: $0 - otherLead, runs: runs) }
                ?? [paragraph.glyphs]
            lines += wrapped.enumerated().map { ($1, paragraph.run, $0 == wrapped.count - 1, $0 == 0 ? firstLead : otherLead, end) }
        }
        let spacing = first.attributes.spacing
        let measurer = Label.textMeasurer
        var previousEndsParagraph = false
        var top: CGFloat = 0
        var placed: [PlacedLine] = []
        for line in lines {
            let groups = Self.groups(line.glyphs, runs: runs)
            let fonts = groups.isEmpty ? [runs[line.run].attributes.font] : groups.map(\.1.font)
            let textAscent = fonts.map(measurer.ascender(of:)).max() ?? 0
            // An attachment standing taller than the text raises the baseline; one lowered below it deepens the line.
            let images = groups.compactMap { $0.1.attachment?.layoutBounds }
            let ascent = Swift.max(textAscent, images.map(\.maxY).max() ?? 0)
            let below = Swift.max((fonts.map(measurer.lineHeight(of:)).max() ?? 0) - textAscent, images.map { -$0.minY }.max() ?? 0)
            let natural = ascent + below
            let lineHeight = spacing?.height(ofLine: natural) ?? natural
            // The space between this line and the one before it: the line spacing, and the paragraph spacing after a
            // paragraph's end.
            let gap = placed.isEmpty ? 0 : (spacing?.lineSpacing ?? 0) + (previousEndsParagraph ? spacing?.paragraphSpacing ?? 0 : 0)
            if let height, top + gap + lineHeight > height, !placed.isEmpty { break }
            if let lineLimit, placed.count >= lineLimit { break }
            top += gap
            // A taller line sets its text at its bottom, as TextKit sets a line made taller by a multiple.
            placed.append(
                PlacedLine(
                    pieces: groups, width: groups.reduce(0) { $0 + $1.2 }, top: top + lineHeight - natural, ascent: ascent, lead: line.lead,
                    end: line.end, endsParagraph: line.endsParagraph))
            top += lineHeight
            previousEndsParagraph = line.endsParagraph
        }
        let widest: CGFloat = placed.map { $0.lead + $0.width }.max() ?? 0
        let box: CGFloat = box ?? width ?? widest
        let alignment = alignment ?? first.attributes.alignment ?? .natural
        for line in placed {
            // Aligned between the line's indents: from its lead to its end (the box's edge when none is set).
            let room = Swift.max((line.end.map { Swift.min($0, box) } ?? box) - line.lead, line.width)
            var pen: CGFloat =
                switch alignment.lineStart {
                case .left, .justified, .natural: line.lead
                case .center: line.lead + (room - line.width) / 2
                case .right: line.lead + room - line.width
                }
            if alignment == .justified, !line.endsParagraph, let stretched = Self.justified(line, room: room) {
                for (text, attributes, x, width) in stretched {
                    let y = line.top + line.ascent - measurer.ascender(of: attributes.font)
                    pieces.append(
                        Piece(
                            text: text, attributes: attributes,
                            rect: CGRect(x: line.lead + x, y: y, width: width, height: measurer.lineHeight(of: attributes.font))))
                }
                continue
            }
            for (text, attributes, width) in line.pieces {
                let rect: CGRect
                if let image = attributes.attachment?.layoutBounds {
                    // Its bounds from the character's place on the baseline, y up.
                    rect = CGRect(x: pen + image.minX, y: line.top + line.ascent - image.maxY, width: image.width, height: image.height)
                } else {
                    let y = line.top + line.ascent - measurer.ascender(of: attributes.font)
                    rect = CGRect(x: pen, y: y, width: width, height: measurer.lineHeight(of: attributes.font))
                }
                pieces.append(Piece(text: text, attributes: attributes, rect: rect))
                pen += width
            }
        }
        size = CGSize(width: placed.map { $0.lead + $0.width }.max() ?? 0, height: top)
    }

    /// `text`'s runs of one face and colour, in order (neighbours alike joined).
    private static func runs(of text: NSAttributedString) -> [(text: String, attributes: TextAttributes)] {
        var runs: [(text: String, attributes: TextAttributes)] = []
        let whole = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let piece = whole.substring(with: range), set = TextAttributes(attributes)
            if let last = runs.last, last.attributes.font == set.font, last.attributes.color == set.color,
                last.attributes.attachment == nil, set.attachment == nil
            {
                runs[runs.count - 1].text += piece
            } else {
                runs.append((piece, set))
            }
        }
        return runs
    }

    /// A line's glyphs as pieces of one run each, with their measured widths.
    @MainActor
    private static func groups(_ line: [Glyph], runs: [(text: String, attributes: TextAttributes)]) -> [(String, TextAttributes, CGFloat)] {
        var groups: [(String, TextAttributes, CGFloat)] = []
        var start = 0
        while start < line.count {
            var end = start
            while end < line.count, line[end].run == line[start].run { end += 1 }
            let text = String(line[start..<end].map(\.character)), attributes = runs[line[start].run].attributes
            // An attachment's character is as wide as its image's bounds.
            let width =
                attributes.attachment.map { $0.layoutBounds.width * CGFloat(text.count) }
                ?? Label.textMeasurer.size(of: text, in: attributes.font).width
            groups.append((text, attributes, width))
            start = end
        }
        return groups
    }

    /// A paragraph's glyphs in lines no wider than `first` (its first line) and `others`, broken at spaces (a word wider
    /// than that alone on its line).
    @MainActor
    private static func wrap(
        _ paragraph: [Glyph], first: CGFloat, others: CGFloat, runs: [(text: String, attributes: TextAttributes)]
    ) -> [[Glyph]] {
        let words = paragraph.split(omittingEmptySubsequences: true) { $0.character == " " }
        guard !words.isEmpty else { return [paragraph] }
        var lines: [[Glyph]] = [], current: [Glyph] = []
        for word in words {
            // The space before a word is the one in the text just before it.
            let space: [Glyph] = word.startIndex > 0 ? [paragraph[word.startIndex - 1]] : []
            let candidate = current.isEmpty ? Array(word) : current + space + word
            let width = lines.isEmpty ? first : others
            if current.isEmpty || groups(candidate, runs: runs).reduce(0, { $0 + $1.2 }) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = Array(word)
            }
        }
        return lines + [current]
    }
}

extension AttributedTextLayout {
    /// `line` stretched across `room`: its text cut after each space, the room its words leave shared among the spaces
    /// between them (not those after the last), each piece placed from the line's lead; `nil` when it has no such space
    /// or holds an image.
    @MainActor
    private static func justified(_ line: PlacedLine, room: CGFloat) -> [(String, TextAttributes, CGFloat, CGFloat)]? {
        guard line.pieces.allSatisfy({ $0.1.attachment == nil }) else { return nil }
        let whole = line.pieces.map(\.0).joined()
        let lastWord = whole.lastIndex { $0 != " " }.map { whole.distance(from: whole.startIndex, to: $0) } ?? -1
        let inner = whole.prefix(lastWord + 1).filter { $0 == " " }.count
        guard inner > 0 else { return nil }
        let measurer = Label.textMeasurer
        // Each piece cut after its spaces; a space after the last word takes no room.
        var segments: [(text: String, attributes: TextAttributes, width: CGFloat, widens: Bool)] = []
        var offset = 0
        for (text, attributes, _) in line.pieces {
            var word = ""
            for character in text {
                word.append(character)
                if character == " " {
                    let widens = offset < lastWord
                    let set = widens ? word : String(word.dropLast())
                    segments.append((word, attributes, set.isEmpty ? 0 : measurer.size(of: set, in: attributes.font).width, widens))
                    word = ""
                }
                offset += 1
            }
            if !word.isEmpty { segments.append((word, attributes, measurer.size(of: word, in: attributes.font).width, false)) }
        }
        let natural = segments.reduce(0) { $0 + $1.width }
        guard room > natural else { return nil }
        let widening = (room - natural) / CGFloat(inner)
        var x: CGFloat = 0
        return segments.map { segment in
            defer { x += segment.width + (segment.widens ? widening : 0) }
            return (segment.text, segment.attributes, x, segment.width)
        }
    }
}
