internal import CSDL2
import Foundation

/// A vertex for ``Renderer/drawGeometry(_:indices:texture:)``: canvas position, colour, texture coordinate.
///
/// Laid out exactly as `SDL_Vertex`, so a batch passes to SDL without copying.
struct Vertex {
    var x: Float
    var y: Float
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8
    var u: Float = 0
    var v: Float = 0
}

/// An 8-bit RGBA colour as SDL draws it.
struct PixelColor: Equatable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8
}

/// An SDL renderer: the window's, or a software one drawing into a surface.
@MainActor
final class Renderer {
    let handle: OpaquePointer
    /// What the renderer draws into, released only after the renderer is destroyed.
    private let target: AnyObject?

    init(handle: OpaquePointer, target: AnyObject? = nil) {
        self.handle = handle
        self.target = target
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        assert(MemoryLayout<Vertex>.stride == MemoryLayout<SDL_Vertex>.stride, "Vertex must match SDL_Vertex")
    }

    /// Draws `canvasWidth × canvasHeight` canvas units scaled to fit the output, keeping the aspect (letterboxed).
    func setLogicalSize(width: Int32, height: Int32) {
        SDL_RenderSetLogicalSize(handle, width, height)
    }

    /// The logical size set (canvas units); zero when none is.
    var logicalSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_RenderGetLogicalSize(handle, &width, &height)
        return (width, height)
    }

    func clear(_ color: PixelColor) {
        SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha)
        SDL_RenderClear(handle)
    }

    /// Limits drawing to `rect` (canvas units), or lifts the limit.
    func setClip(_ rect: CGRect?) {
        guard let rect else {
            SDL_RenderSetClipRect(handle, nil)
            return
        }
        var clip = SDL_Rect(
            x: Int32(saturating: rect.minX.rounded(.down)), y: Int32(saturating: rect.minY.rounded(.down)),
            w: Int32(saturating: rect.width.rounded(.up), limits: 0...1_000_000_000),
            h: Int32(saturating: rect.height.rounded(.up), limits: 0...1_000_000_000))
        SDL_RenderSetClipRect(handle, &clip)
    }

    /// Carries out every drawing call made so far, before the pixels are touched directly.
    func flush() {
        SDL_RenderFlush(handle)
    }

    /// How canvas units map to output pixels under the logical size: `pixel = (canvas + offset) × scale`.
    var canvasToPixels: (scaleX: Float, scaleY: Float, offsetX: Float, offsetY: Float) {
        var scaleX: Float = 1, scaleY: Float = 1
        var viewport = SDL_Rect()
        SDL_RenderGetScale(handle, &scaleX, &scaleY)
        SDL_RenderGetViewport(handle, &viewport)
        return (scaleX, scaleY, Float(viewport.x), Float(viewport.y))
    }

    /// Draws triangles, coloured per vertex and optionally textured.
    func drawGeometry(_ vertices: [Vertex], indices: [Int32], texture: Texture? = nil) {
        guard !vertices.isEmpty else { return }
        vertices.withUnsafeBufferPointer { vertexBuffer in
            vertexBuffer.withMemoryRebound(to: SDL_Vertex.self) { sdlVertices in
                indices.withUnsafeBufferPointer { indexBuffer in
                    _ = SDL_RenderGeometry(
                        handle, texture?.handle, sdlVertices.baseAddress, Int32(sdlVertices.count),
                        indexBuffer.count == 0 ? nil : indexBuffer.baseAddress, Int32(indexBuffer.count))
                }
            }
        }
    }

    /// Finishes drawing a frame (for a window: shows it).
    func present() {
        SDL_RenderPresent(handle)
    }

    isolated deinit {
        SDL_DestroyRenderer(handle)
    }
}
