import AnimKit
import Foundation

/// An 8-bit RGBA pixel of a rendered frame.
public struct Pixel: Equatable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a pixel.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}

/// Renders a view tree's frames with no display: SDL's software renderer into a surface.
///
/// The output is `width × height` pixels and the scene's canvas (its root view's
/// bounds) is scaled to fit, keeping its aspect. The same scene renders to the
/// same bytes every time.
@MainActor
public final class OffscreenHost {
    /// The root of the scene drawn.
    public let root: View
    /// The output size in pixels.
    public let width: Int, height: Int
    private let surface: OffscreenSurface
    private let scene = SceneRenderer()

    /// Prepares a surface for `root`; the size defaults to the root's bounds.
    public init(root: View, width: Int? = nil, height: Int? = nil) throws(SDLError) {
        self.root = root
        let canvas = root.bounds.size
        self.width = width ?? Int(canvas.width.rounded())
        self.height = height ?? Int(canvas.height.rounded())
        guard self.width > 0, self.height > 0, self.width <= 16384, self.height <= 16384 else {
            throw SDLError("OffscreenHost", message: "output size \(self.width)×\(self.height) must be between 1×1 and 16384×16384")
        }
        // SDL's dummy driver: nothing here may reach for a display, whatever DISPLAY says.
        try SDLSession.startVideo(driver: "dummy")
        surface = try OffscreenSurface(width: Int32(self.width), height: Int32(self.height))
        surface.renderer.setLogicalSize(width: Int32(canvas.width.rounded()), height: Int32(canvas.height.rounded()))
        Label.textMeasurer = FontMeasurer()
    }

    /// Draws the scene's current presentation.
    public func render() throws(SDLError) {
        try scene.draw(DisplayList(root: root), background: .black, into: surface.renderer)
        surface.renderer.present()
    }

    /// The pixel at (`x`, `y`) of the last frame rendered.
    public func pixel(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(0, 0, 0, 0) }
        let (_, _, bytes) = surface.pixels
        let offset = (y * width + x) * 4
        return Pixel(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    }

    /// All pixels of the last frame, RGBA row by row.
    public var pixels: [UInt8] { surface.pixels.bytes }

    /// Writes the last frame as a PNG at `url`, through a temporary file renamed into place, so no half-written file is ever left.
    public func writePNG(to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
        do {
            try surface.savePNG(to: temporary.path)
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            try FileManager.default.moveItem(at: temporary, to: url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Renders `count` frames on `clock`, one frame interval apart from the clock's time now, writing `frame-0000.png` … into `directory`.
    ///
    /// Each frame ticks `engine` first, so frame 0 shows the scene at the clock's
    /// current time. `progress` hears each frame written.
    public func renderFrames(count: Int, engine: AnimationEngine, clock: ManualClock, to directory: URL, progress: (Int) -> Void = { _ in }) throws {
        for frame in 0..<count {
            engine.tick()
            try render()
            try writePNG(to: directory.appendingPathComponent(String(format: "frame-%04d.png", frame)))
            progress(frame)
            clock.advance(frames: 1)
        }
    }
}
