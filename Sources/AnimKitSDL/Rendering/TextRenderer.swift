import AnimKit
import Foundation

/// Draws text with SDL_ttf from cached glyphs: fonts by face and size, glyphs in one atlas per font.
///
/// Each glyph is rendered once, white on transparent, into the font's
/// ``GlyphAtlas``; a string is drawn as one batch of quads tinted by vertex
/// colour and opacity, so any text, in any colour, at any point of a fade,
/// costs no new rendering.
@MainActor
final class TextRenderer {
    /// A glyph laid out on a line: where its pen stands, and whether it is the emoji face's.
    private struct PlacedGlyph {
        let glyph: Glyph
        let x: Int32
        let isEmoji: Bool
    }

    private struct FontKey: Hashable {
        let path: String
        let pointSize: Int32
    }

    private var fonts: [FontKey: TrueTypeFont] = [:]
    /// Each renderer's atlases, by font.
    private var atlases = RendererScoped<[FontKey: GlyphAtlas]>(empty: [:])
    private var paths: [Font: String] = [:]
    /// The families not installed whose stand-in was said, once each in a process.
    private static var saidMissing: Set<String> = []
    /// Each renderer's atlas of the colour emoji face (`nil` when the face is not installed), and whether it was made.
    private var emojiFaces = RendererScoped<(atlas: GlyphAtlas?, looked: Bool)>(empty: (nil, false))
    private var vertices: [Vertex] = []
    private var indices: [Int32] = []
    /// The last text drawn and its lines: a label of megabytes is split once, not at every frame.
    private var split: (text: String, lines: [Substring]) = ("", [""])

    /// The font for `font`, opened on first use.
    private func trueTypeFont(_ font: Font) throws(SDLError) -> (FontKey, TrueTypeFont) {
        let path: String
        if let known = paths[font] {
            path = known
        } else {
            let face = try FontLocator.face(for: font)
            path = face.path
            paths[font] = path
            if let missing = face.standsInFor, Self.saidMissing.insert(missing).inserted {
                let why =
                    "font \"\(missing)\" is not installed here: its text is drawn in \(FontLocator.systemFamily) (fc-list shows what is)"
                AnimationEngine.shared.report(AnimatorError(.layer(why), call: "UIFont(name:size:)", tag: 0, state: nil))
            }
        }
        let key = FontKey(path: path, pointSize: Int32(saturating: font.pointSize.rounded(), limits: 1...1024))
        if let open = fonts[key] { return (key, open) }
        let opened = try TrueTypeFont(path: path, pointSize: key.pointSize)
        fonts[key] = opened
        return (key, opened)
    }

    /// Draws an item's text, one line per `\n`, each aligned in its rectangle, the block centred down it, carried by its transform.
    func draw(_ text: String, font: Font, color: Color, alignment: TextAlignment, item: DisplayItem, renderer: Renderer) throws(SDLError) {
        let (key, trueType) = try trueTypeFont(font)
        let atlas = try atlases.with(renderer) { (byFont: inout [FontKey: GlyphAtlas]) throws(SDLError) in
            if let existing = byFont[key] { return existing }
            let made = try GlyphAtlas(font: trueType, renderer: renderer)
            byFont[key] = made
            return made
        }
        if text != split.text { split = (text, text.split(separator: "\n", omittingEmptySubsequences: false)) }
        let lineHeight = CGFloat(atlas.lineHeight)
        let rect = item.rect
        let blockTop = (rect.midY - lineHeight * CGFloat(split.lines.count) / 2).rounded()
        let shown = visibleLines(count: split.lines.count, blockTop: blockTop, lineHeight: lineHeight, item: item, renderer: renderer)
        let emoji = emojiAtlas(renderer: renderer)
        // The emoji face's glyphs are drawn as tall as the font's line.
        let emojiScale = emoji.map { CGFloat(atlas.lineHeight) / CGFloat(Swift.max($0.lineHeight, 1)) } ?? 1
        // Lay each line that can show out: each glyph at the pen, moved by its advance and the kerning before it.
        let lines = split.lines[shown].map { line in
            var placed: [PlacedGlyph] = []
            var pen: Int32 = 0
            var previous: UInt32?
            let faces = EmojiFallback.faces(of: line, own: atlas.provides, emoji: emoji.map { face in face.provides })
            for (index, scalar) in line.unicodeScalars.enumerated() {
                let character = scalar.value
                switch faces?[index] ?? .own {
                case .none: continue
                case .emoji:
                    guard let emoji, let glyph = emoji.glyph(character) else { continue }
                    placed.append(PlacedGlyph(glyph: glyph, x: pen, isEmoji: true))
                    pen += Int32((CGFloat(glyph.advance) * emojiScale).rounded())
                    previous = nil
                case .own:
                    if let previous { pen += atlas.kerning(previous, character) }
                    guard let glyph = atlas.glyph(character) else { continue }
                    placed.append(PlacedGlyph(glyph: glyph, x: pen, isEmoji: false))
                    pen += glyph.advance
                    previous = character
                }
            }
            return (placed: placed, width: CGFloat(pen))
        }
        atlas.upload()
        emoji?.upload()

        // The text's glyphs tinted by its colour; the emoji in their own colours, faded as the text is.
        for (faceAtlas, isEmoji) in [(atlas, false), (emoji, true)] {
            guard let faceAtlas, !isEmoji || lines.contains(where: { $0.placed.contains(where: \.isEmoji) }) else { continue }
            let tint = isEmoji ? PixelColor(.white, alpha: item.alpha) : PixelColor(color, alpha: item.alpha)
            vertices.removeAll(keepingCapacity: true)
            indices.removeAll(keepingCapacity: true)
            for (index, line) in lines.enumerated() {
                let left: CGFloat
                // A justified block comes laid out by its words (a label's run layout); a line here is set as natural.
                switch alignment.lineStart {
                case .left, .justified, .natural: left = rect.minX
                case .center: left = rect.midX - line.width / 2
                case .right: left = rect.maxX - line.width
                }
                addQuads(
                    line.placed.filter { $0.isEmoji == isEmoji }, left: left,
                    top: blockTop + CGFloat(shown.lowerBound + index) * lineHeight,
                    scale: isEmoji ? emojiScale : 1, tint: tint, item: item)
            }
            renderer.drawGeometry(vertices, indices: indices, texture: faceAtlas.texture)
        }
    }

    /// The colour emoji face's atlas, opened on first use; `nil` when the face is not installed.
    private func emojiAtlas(renderer: Renderer) -> GlyphAtlas? {
        emojiFaces.with(renderer) { face in
            guard !face.looked else { return face.atlas }
            // A bitmap face's size is the index of its strike: the first.
            face = (
                EmojiFallback.path.flatMap { path in
                    (try? TrueTypeFont(path: path, pointSize: 0)).flatMap { try? GlyphAtlas(font: $0, renderer: renderer) }
                }, true
            )
            return face.atlas
        }
    }

    /// The lines of a block that can reach the canvas: in an upright item (no rotation or perspective), those whose
    /// band crosses the canvas and the item's clip, with a line to spare each side; in any other, all of them.
    private func visibleLines(count: Int, blockTop: CGFloat, lineHeight: CGFloat, item: DisplayItem, renderer: Renderer) -> Range<Int> {
        let transform = item.transform, size = renderer.logicalSize
        guard transform.isAxisAligned, transform.m22 != 0, size.height > 0, lineHeight > 0 else { return 0..<count }
        var visible = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height))
        if let clip = item.clip { visible = visible.intersection(clip) }
        guard !visible.isNull else { return 0..<0 }
        // An upright transform takes y to m22·y + m42 whatever x is: the item's rows the canvas shows, as line numbers.
        let ends = [visible.minY, visible.maxY].map { (($0 - transform.m42) / transform.m22 - blockTop) / lineHeight }
        func line(_ value: CGFloat) -> Int { Int(Swift.min(Swift.max(value, -1), CGFloat(count) + 1)) }
        let first = Swift.max(line(Swift.min(ends[0], ends[1]).rounded(.down)) - 1, 0)
        let last = Swift.min(line(Swift.max(ends[0], ends[1]).rounded(.up)) + 1, count)
        return first..<Swift.max(first, last)
    }

    /// Adds one laid-out line's glyph quads, its first glyph's pen at `left`, its top at `top` (the item's rectangle
    /// space), each glyph `scale` times its size in the atlas.
    private func addQuads(_ placed: [PlacedGlyph], left: CGFloat, top: CGFloat, scale: CGFloat, tint: PixelColor, item: DisplayItem) {
        let atlasSize = Float(GlyphAtlas.size)
        for entry in placed where entry.glyph.source.width > 0 {
            let source = entry.glyph.source
            let x0 = left.rounded() + CGFloat(entry.x), x1 = x0 + CGFloat(source.width) * scale
            let y0 = top, y1 = top + CGFloat(source.height) * scale
            let u0 = Float(source.x) / atlasSize, u1 = Float(source.x + source.width) / atlasSize
            let v0 = Float(source.y) / atlasSize, v1 = Float(source.y + source.height) / atlasSize
            let base = Int32(vertices.count)
            for (point, uv) in [
                (CGPoint(x: x0, y: y0), (u0, v0)), (CGPoint(x: x1, y: y0), (u1, v0)),
                (CGPoint(x: x1, y: y1), (u1, v1)), (CGPoint(x: x0, y: y1), (u0, v1)),
            ] {
                let canvas = item.transform.apply(point)
                vertices.append(
                    Vertex(
                        x: Float(canvas.x), y: Float(canvas.y), red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha,
                        u: uv.0, v: uv.1))
            }
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
    }
}

extension PixelColor {
    /// A colour with its alpha multiplied by `opacity`, in 8-bit channels.
    init(_ color: Color, alpha opacity: CGFloat = 1) {
        func byte(_ value: CGFloat) -> UInt8 { UInt8(Swift.min(Swift.max((value * 255).rounded(), 0), 255)) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha * opacity))
    }
}
