import AnimKit
import Foundation

/// Draws a view tree's presentation into an offscreen frame, back to front.
///
/// Every fill, upright or rotated, square or rounded, is a convex outline
/// (``ShapeOutline``) filled anti-aliased straight into the frame's pixels
/// (``PixelCanvas``); labels and button titles are drawn by ``TextRenderer``
/// with SDL. Opacity is multiplied down the tree by ``DisplayList``, which also
/// culls what lies outside the canvas. The window shows these same frames, so
/// what a window shows and what `--headless` writes are the same pixels.
@MainActor
final class SceneRenderer {
    private let text = TextRenderer()
    private let images = ImageRenderer()
    private let cairo = CairoTarget()
    private let shadows = ShadowPainter()
    private let masks = MaskCompositor()
    private let groups = GroupCompositor()
    private let additive = AdditiveCompositor()
    private var outline: [Float] = []
    private var innerOutline: [Float] = []
    private var canvas = PixelCanvas()
    /// How many ghost frames' spans are kept for the next frame.
    var keptGhostFrames: Int { canvas.keptGhostFrames }
    private var list = DisplayList()

    /// Draws the presentation of `root` and everything beneath it into `frame`, after clearing to `background`.
    func draw(root: View, background: Color, into frame: OffscreenSurface) throws(SDLError) {
        // A pending layout runs before the frame is drawn, as UIKit lays out before each frame.
        root.layoutIfNeeded()
        list.rebuild(root: root)
        try draw(list, background: background, into: frame)
    }

    /// Draws `root` over what `frame` holds, clearing nothing: an overlay over a scene another renderer drew.
    func drawOver(root: View, into frame: OffscreenSurface) throws(SDLError) {
        root.layoutIfNeeded()
        list.rebuild(root: root)
        // The scene's renderer may have left SDL calls queued (its text): carried out before the first fill here.
        canvas.didDrawWithSDL()
        try drawItems(list.items, into: frame, canvas: &canvas)
        canvas.endFrame()
    }

    /// Draws `list` into `frame` (canvas units), after clearing to `background`.
    private func draw(_ list: DisplayList, background: Color, into frame: OffscreenSurface) throws(SDLError) {
        let renderer = frame.renderer
        // A root that paints the whole canvas opaque, with no letterbox around it, hides the background:
        // clearing it first would only cost time.
        let map = renderer.canvasToPixels
        let letterboxed = map.offsetX != 0 || map.offsetY != 0
        if letterboxed || !Self.coversCanvas(list.items.first, canvas: list.canvas) {
            renderer.clear(PixelColor(background))
            canvas.didDrawWithSDL()
        }
        try drawItems(list.items, into: frame, canvas: &canvas)
        canvas.endFrame()
    }

    /// Draws `items` into `frame`, back to front, filling through `canvas`.
    private func drawItems(_ items: [DisplayItem], into frame: OffscreenSurface, canvas: inout PixelCanvas) throws(SDLError) {
        let renderer = frame.renderer
        var clip: CGRect?
        for item in items {
            if item.clip != clip {
                clip = item.clip
                renderer.setClip(clip)
            }
            switch item.content {
            case .fill(let color):
                let color = PixelColor(color, alpha: item.alpha)
                guard color.alpha > 0 else { continue }
                ShapeOutline.points(for: item, into: &outline)
                canvas.fillConvex(outline, color: color, clip: clip, in: frame)
            case .shadow(let shadow):
                shadows.draw(shadow, item: item, clip: clip, frame: frame, cairo: cairo)
            case .backdrop(let tint, let radius):
                // Rounded corners are followed for an upright view; a rotated one blurs its upright bounding box.
                let corners = item.isAxisAligned && item.roundedCorners == .allCorners ? item.cornerRadius * abs(item.transform.m11) : 0
                canvas.blur(item.canvasBounds, sigma: Float(radius / 2), cornerRadius: corners, clip: clip, in: frame)
                let color = PixelColor(tint, alpha: item.alpha)
                guard color.alpha > 0 else { continue }
                ShapeOutline.points(for: item, into: &outline)
                canvas.fillConvex(outline, color: color, clip: clip, in: frame)
            case .border(let color, let width):
                let color = PixelColor(color, alpha: item.alpha)
                guard color.alpha > 0 else { continue }
                ShapeOutline.points(for: item, into: &outline)
                ShapeOutline.points(for: item, insetBy: width, into: &innerOutline)
                canvas.fillRing(outline, hole: innerOutline, color: color, clip: clip, in: frame)
            case .shape(let drawing):
                cairo.draw(item, clip: clip, frame: frame) { ShapePainter.draw(drawing, item: item, in: $0) }
            case .ghosts(let ghosts):
                canvas.fillGhosts(ghosts, transform: item.transform, alpha: item.alpha, clip: clip, in: frame)
            case .gradient(let gradient):
                cairo.draw(item, clip: clip, frame: frame) { GradientPainter.draw(gradient, item: item, in: $0) }
            case .image(let image):
                try images.draw(image, item: item, renderer: renderer)
                canvas.didDrawWithSDL()
            case .silhouette(let image, let tint):
                try images.draw(image, item: item, renderer: renderer, silhouette: tint)
                canvas.didDrawWithSDL()
            case .tintedImage(let image, let tint):
                try images.draw(image, item: item, renderer: renderer, tint: tint)
                canvas.didDrawWithSDL()
            case .text(let string, let font, let color, let alignment):
                try text.draw(string, font: font, color: color, alignment: alignment, item: item, renderer: renderer)
                canvas.didDrawWithSDL()
            case .masked(let content, let mask, let only):
                try masks.draw(
                    regions: only.isEmpty ? [item.canvasBounds] : only, into: frame,
                    content: { (surface: OffscreenSurface) throws(SDLError) in
                        try drawItems(content, into: surface, canvas: &canvas)
                    },
                    mask: { (surface: OffscreenSurface) throws(SDLError) in
                        var maskCanvas = PixelCanvas()
                        try drawItems(mask, into: surface, canvas: &maskCanvas)
                    })
                // The drawing inside wrote pixels itself; the frame's clip is lifted, so the next item sets its own.
                renderer.setClip(nil)
                clip = nil
                canvas.didDrawWithSDL()
            case .isolated(let content):
                try groups.draw(region: item.canvasBounds, alpha: item.alpha, into: frame, cairo: cairo) {
                    (buffer: OffscreenSurface) throws(SDLError) in
                    var groupCanvas = PixelCanvas()
                    try drawItems(content, into: buffer, canvas: &groupCanvas)
                }
                renderer.setClip(nil)
                clip = nil
                canvas.didDrawWithSDL()
            case .blurred(let content, let radius):
                try groups.draw(region: item.canvasBounds, alpha: item.alpha, blur: radius / 2, into: frame, cairo: cairo) {
                    (buffer: OffscreenSurface) throws(SDLError) in
                    var groupCanvas = PixelCanvas()
                    try drawItems(content, into: buffer, canvas: &groupCanvas)
                }
                renderer.setClip(nil)
                clip = nil
                canvas.didDrawWithSDL()
            case .additive(let content):
                try additive.draw(
                    region: item.canvasBounds, into: frame, cairo: cairo,
                    content: { (buffer: OffscreenSurface) throws(SDLError) in
                        var groupCanvas = PixelCanvas()
                        try drawItems(content, into: buffer, canvas: &groupCanvas)
                    },
                    alphaContent: { (buffer: OffscreenSurface) throws(SDLError) in try drawAlphas(of: content, into: buffer) })
                renderer.setClip(nil)
                clip = nil
                canvas.didDrawWithSDL()
            }
        }
        if clip != nil { renderer.setClip(nil) }
    }

    /// The silhouettes of the images among `items`, added (their alphas summed: ``AdditiveCompositor``).
    private func drawAlphas(of items: [DisplayItem], into buffer: OffscreenSurface) throws(SDLError) {
        for item in items {
            let drawn: (Image, CGFloat)
            switch item.content {
            case .image(let image): drawn = (image, 1)
            case .tintedImage(let image, let tint): drawn = (image, tint.alpha)
            default: continue
            }
            buffer.renderer.setClip(item.clip)
            try images.draw(drawn.0, item: item, renderer: buffer.renderer, silhouette: Color(white: 1, alpha: drawn.1))
        }
        buffer.renderer.setClip(nil)
    }

    /// Whether `item` is an opaque, unclipped, square-cornered fill over the whole canvas.
    private static func coversCanvas(_ item: DisplayItem?, canvas: CGRect) -> Bool {
        guard let item, case .fill(let color) = item.content, item.clip == nil, item.cornerRadius <= 0, item.isAxisAligned,
            PixelColor(color, alpha: item.alpha).alpha == 255
        else { return false }
        return item.canvasBounds.contains(canvas)
    }
}
