internal import CSDL2
internal import CSDL2TTF
import Foundation

/// One glyph's place in an atlas and how it sits on the line.
struct Glyph {
    /// Where the glyph's pixels are in the atlas texture.
    let source: (x: Int32, y: Int32, width: Int32, height: Int32)
    /// How far the pen moves after the glyph, in pixels.
    let advance: Int32
}

/// Every glyph one font has drawn so far, white on transparent, packed into one texture.
///
/// Each glyph is rendered by SDL_ttf once; text is then drawn as one batch of
/// quads from this texture, tinted by vertex colour — so a label whose text
/// changes every frame (a counter, the previewer's footer) costs no new rendering.
/// When the atlas fills up it starts again empty.
@MainActor
final class GlyphAtlas {
    static let size: Int32 = 1024

    let texture: Texture
    private let surface: Surface
    private let font: TrueTypeFont
    private var glyphs: [UInt32: Glyph] = [:]
    private var penX: Int32 = 0, penY: Int32 = 0, rowHeight: Int32 = 0
    private var isDirty = false

    init(font: TrueTypeFont, renderer: Renderer) throws(SDLError) {
        self.font = font
        guard let pixels = SDL_CreateRGBSurfaceWithFormat(0, GlyphAtlas.size, GlyphAtlas.size, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        surface = Surface(pixels)
        texture = try Texture(surface: pixels, renderer: renderer)
        // Text under a scale or a turn is filtered as Core Animation filters a layer's contents (`.linear`, its
        // `magnificationFilter`), not picked pixel by pixel; upright at whole pixels, it samples each pixel as it is.
        SDL_SetTextureScaleMode(texture.handle, SDL_ScaleModeLinear)
    }

    /// The distance from the top of a line to its baseline, in pixels.
    var ascent: Int32 { TTF_FontAscent(font.handle) }
    /// The height of a line, in pixels.
    var lineHeight: Int32 { TTF_FontHeight(font.handle) }

    /// Kerning between two characters, in pixels.
    func kerning(_ previous: UInt32, _ next: UInt32) -> Int32 {
        TTF_GetFontKerningSizeGlyphs32(font.handle, previous, next)
    }

    /// Whether the font has a glyph of its own for `character`.
    func provides(_ character: UInt32) -> Bool { TTF_GlyphIsProvided32(font.handle, character) != 0 }

    /// The glyph for `character`, rendered into the atlas on first use; `nil` for a character the font cannot draw.
    func glyph(_ character: UInt32) -> Glyph? {
        if let known = glyphs[character] { return known }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(font.handle, character, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        guard let rendered = TTF_RenderGlyph32_Blended(font.handle, character, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            // Whitespace renders nothing but still advances the pen.
            let blank = Glyph(source: (0, 0, 0, 0), advance: advance)
            glyphs[character] = blank
            return blank
        }
        defer { SDL_FreeSurface(rendered) }
        let width = rendered.pointee.w, height = rendered.pointee.h
        guard width < GlyphAtlas.size, height < GlyphAtlas.size else { return nil }
        if penX + width > GlyphAtlas.size {
            penX = 0
            penY += rowHeight + 1
            rowHeight = 0
        }
        if penY + height > GlyphAtlas.size { clear() }
        SDL_SetSurfaceBlendMode(rendered, SDL_BLENDMODE_NONE)
        var destination = SDL_Rect(x: penX, y: penY, w: width, h: height)
        SDL_UpperBlit(rendered, nil, surface.pointer, &destination)
        // TTF_RenderGlyph's surface is a whole line tall, with the glyph at its place on the line.
        let glyph = Glyph(source: (penX, penY, width, height), advance: advance)
        glyphs[character] = glyph
        penX += width + 1
        rowHeight = Swift.max(rowHeight, height)
        isDirty = true
        return glyph
    }

    /// Uploads glyphs added since the last upload.
    func upload() {
        guard isDirty else { return }
        SDL_UpdateTexture(texture.handle, nil, surface.pointer.pointee.pixels, surface.pointer.pointee.pitch)
        isDirty = false
    }

    private func clear() {
        SDL_FillRect(surface.pointer, nil, 0)
        glyphs.removeAll()
        penX = 0
        penY = 0
        rowHeight = 0
    }
}
