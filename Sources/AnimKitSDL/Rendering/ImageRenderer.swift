import AnimKit
internal import CSDL2
internal import CSDL2Image
import Foundation

/// Draws image views' images: each decoded once with SDL_image into a texture, then drawn as two textured triangles carried by the view's transform (a grid of them in perspective).
@MainActor
final class ImageRenderer {
    /// Each renderer's textures by image; the image is kept so that its identity is not reused.
    private var textures = RendererScoped<[ObjectIdentifier: (image: Image, texture: Texture)]>(empty: [:])
    /// The same for images' silhouettes (white at each pixel's alpha), made when an image is first drawn as a mask.
    private var silhouettes = RendererScoped<[ObjectIdentifier: (image: Image, texture: Texture)]>(empty: [:])
    /// Images whose bytes SDL_image could not decode (a PNG with a good header and broken data): said once, then left out.
    private var undecodable: [ObjectIdentifier: Image] = [:]
    private var vertices: [Vertex] = []
    private var indices: [Int32] = []

    /// Draws `image` over `item.rect`, through the item's transform and opacity — its colours multiplied by `tint`, or
    /// its silhouette in the colour `silhouette` — added to what is under it when the item's blend mode is plus-lighter;
    /// an image that cannot be decoded is not drawn, and says so once on standard error.
    func draw(_ image: Image, item: DisplayItem, renderer: Renderer, silhouette: Color? = nil, tint: Color? = nil) throws(SDLError) {
        guard undecodable[ObjectIdentifier(image)] == nil else { return }
        guard let texture = try self.texture(for: image, renderer: renderer, silhouette: silhouette != nil) else {
            undecodable[ObjectIdentifier(image)] = image
            FileHandle.standardError.write(
                Data("animview: cannot decode \(image.source): \(String(cString: SDL_GetError())); it is not drawn\n".utf8))
            return
        }
        // The vertices' colour multiplies the texture's: white keeps the image's colours, a tint colours a silhouette.
        let tint = PixelColor(silhouette ?? tint ?? .white, alpha: item.alpha)
        let rect = item.rect, part = item.imagePart
        // Through an affine map two triangles are exact; in perspective a grid of them, each corner projected, is
        // within a fraction of a pixel of the true projective mapping for a layer turning in front of the eye.
        // (SDL's software renderer copies a quad of two triangles as a rectangle, and then loses a mirroring: a mirrored
        // image, as CGContext.draw(_:in:) makes, goes as a grid too.)
        let cells = item.transform.isAffine && !Self.isMirrored(item) ? 1 : Self.perspectiveCells
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        for row in 0...cells {
            for column in 0...cells {
                let u = Float(column) / Float(cells), v = Float(row) / Float(cells)
                let canvas = item.transform.apply(
                    CGPoint(x: rect.minX + rect.width * CGFloat(u), y: rect.minY + rect.height * CGFloat(v)))
                // The part of the image shown (its texture coordinates), stretched over the rectangle.
                let textureU = Float(part.minX) + Float(part.width) * u, textureV = Float(part.minY) + Float(part.height) * v
                vertices.append(
                    Vertex(
                        x: Float(canvas.x), y: Float(canvas.y), red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha,
                        u: textureU, v: textureV))
            }
        }
        let stride = Int32(cells + 1)
        // A mirrored cell is four triangles about its centre: two that form a rectangle the software renderer copies as
        // one, and a copy cannot swap rows and columns (an image turned a quarter and mirrored drew nothing).
        let fans = cells > 1 && Self.isMirrored(item)
        for row in 0..<Int32(cells) {
            for column in 0..<Int32(cells) {
                let topLeft = row * stride + column
                let (topRight, bottomLeft, bottomRight) = (topLeft + 1, topLeft + stride, topLeft + stride + 1)
                guard fans else {
                    indices += [topLeft, topRight, bottomRight, topLeft, bottomRight, bottomLeft]
                    continue
                }
                let centre = Int32(vertices.count)
                vertices.append(Self.midpoint(of: [topLeft, topRight, bottomRight, bottomLeft].map { vertices[Int($0)] }))
                indices += [
                    topLeft, topRight, centre, topRight, bottomRight, centre, bottomRight, bottomLeft, centre, bottomLeft, topLeft, centre,
                ]
            }
        }
        // Plus-lighter (an additive emitter's particles): source times its alpha, added to what is there.
        let adds = item.blendMode == .plusLighter
        if adds { SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_ADD) }
        renderer.drawGeometry(vertices, indices: indices, texture: texture)
        if adds { SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_BLEND) }
    }

    /// Whether `item`'s transform mirrors its rectangle (its corners turn the other way on the canvas).
    private static func isMirrored(_ item: DisplayItem) -> Bool {
        let rect = item.rect, map = item.transform
        let (origin, across, down) = (
            map.apply(rect.origin), map.apply(CGPoint(x: rect.maxX, y: rect.minY)), map.apply(CGPoint(x: rect.minX, y: rect.maxY))
        )
        return (across.x - origin.x) * (down.y - origin.y) - (across.y - origin.y) * (down.x - origin.x) < 0
    }

    /// The vertex halfway between `corners`: their mean position and texture coordinates (a cell's centre).
    private static func midpoint(of corners: [Vertex]) -> Vertex {
        let count = Float(corners.count)
        var centre = corners[0]
        centre.x = corners.map(\.x).reduce(0, +) / count
        centre.y = corners.map(\.y).reduce(0, +) / count
        centre.u = corners.map(\.u).reduce(0, +) / count
        centre.v = corners.map(\.v).reduce(0, +) / count
        return centre
    }

    /// How many cells a side an image in perspective is cut into.
    private static let perspectiveCells = 8

    /// The image's texture (or its silhouette's), made on first use; `nil` when its bytes do not decode.
    private func texture(for image: Image, renderer: Renderer, silhouette: Bool) throws(SDLError) -> Texture? {
        let known =
            silhouette
            ? silhouettes.with(renderer) { $0[ObjectIdentifier(image)] } : textures.with(renderer) { $0[ObjectIdentifier(image)] }
        if let known { return known.texture }
        let decoded: UnsafeMutablePointer<SDL_Surface>? = image.data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(bytes.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let decoded else { return nil }
        defer { SDL_FreeSurface(decoded) }
        guard silhouette else {
            let texture = try Texture(surface: decoded, renderer: renderer)
            SDL_SetTextureScaleMode(texture.handle, SDL_ScaleModeLinear)
            textures.with(renderer) { $0[ObjectIdentifier(image)] = (image, texture) }
            return texture
        }
        // White at each pixel's own alpha: the image as four bytes a pixel, its colour bytes set to 255.
        guard let rgba = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        SDL_LockSurface(rgba)
        if let pixels = rgba.pointee.pixels {
            let (width, height, pitch) = (Int(rgba.pointee.w), Int(rgba.pointee.h), Int(rgba.pointee.pitch))
            for y in 0..<height {
                let row = (pixels + y * pitch).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width { (row[x * 4], row[x * 4 + 1], row[x * 4 + 2]) = (255, 255, 255) }
            }
        }
        SDL_UnlockSurface(rgba)
        let texture = try Texture(surface: rgba, renderer: renderer)
        SDL_SetTextureScaleMode(texture.handle, SDL_ScaleModeLinear)
        silhouettes.with(renderer) { $0[ObjectIdentifier(image)] = (image, texture) }
        return texture
    }
}
