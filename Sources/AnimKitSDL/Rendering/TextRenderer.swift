import AnimKit
import Foundation

/// Draws text with SDL_ttf, caching fonts by face and size and rendered strings by text.
///
/// A string is rendered once, white on transparent, and drawn with its colour
/// and opacity as vertex colours, so one texture serves every colour and every
/// frame of a fade. Strings not drawn for a while are dropped.
@MainActor
final class TextRenderer {
    private struct FontKey: Hashable {
        let path: String
        let pointSize: Int32
    }

    private struct TextKey: Hashable {
        let font: FontKey
        let text: String
    }

    private var fonts: [FontKey: TrueTypeFont] = [:]
    private var texts: [TextKey: (texture: Texture, lastUsed: Int)] = [:]
    private var paths: [Font: String] = [:]
    private var frame = 0
    /// Cached strings not drawn for this many frames are released.
    static let keepFrames = 120

    /// The font for `font`, opened on first use.
    private func trueTypeFont(_ font: Font) throws(SDLError) -> (FontKey, TrueTypeFont) {
        let path: String
        if let known = paths[font] {
            path = known
        } else {
            path = try FontLocator.path(for: font)
            paths[font] = path
        }
        let key = FontKey(path: path, pointSize: Int32(Swift.max(1, font.pointSize.rounded())))
        if let open = fonts[key] { return (key, open) }
        let opened = try TrueTypeFont(path: path, pointSize: key.pointSize)
        fonts[key] = opened
        return (key, opened)
    }

    /// The size of `text` in `font`, in canvas units.
    func size(of text: String, in font: Font) throws(SDLError) -> CGSize {
        let (_, trueType) = try trueTypeFont(font)
        let size = trueType.size(of: text)
        return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// Draws an item's text, aligned in its rectangle and carried by its transform.
    func draw(_ text: String, font: Font, color: Color, alignment: TextAlignment, item: DisplayItem, renderer: Renderer) throws(SDLError) {
        let (fontKey, trueType) = try trueTypeFont(font)
        let key = TextKey(font: fontKey, text: text)
        let texture: Texture
        if let cached = texts[key] {
            texture = cached.texture
        } else {
            let surface = Surface(try trueType.render(text))
            texture = try Texture(surface: surface.pointer, renderer: renderer)
        }
        texts[key] = (texture, frame)

        let width = CGFloat(texture.width), height = CGFloat(texture.height)
        let rect = item.rect
        let x: CGFloat
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - width / 2
        case .right: x = rect.maxX - width
        }
        let y = rect.midY - height / 2
        let corners = [CGPoint(x: x, y: y), CGPoint(x: x + width, y: y), CGPoint(x: x + width, y: y + height), CGPoint(x: x, y: y + height)]
            .map { $0.applying(item.transform) }
        let tint = PixelColor(color, alpha: item.alpha)
        let coordinates: [(Float, Float)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
        let vertices = zip(corners, coordinates).map { corner, uv in
            Vertex(x: Float(corner.x), y: Float(corner.y), red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha, u: uv.0, v: uv.1)
        }
        renderer.drawGeometry(vertices, indices: [0, 1, 2, 0, 2, 3], texture: texture)
    }

    /// Ends a frame: forgets strings not drawn recently.
    func endFrame() {
        frame += 1
        if frame % TextRenderer.keepFrames == 0 {
            texts = texts.filter { frame - $0.value.lastUsed < TextRenderer.keepFrames }
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
