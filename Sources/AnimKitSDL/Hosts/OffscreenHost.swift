import AnimKit
import Foundation

/// An 8-bit RGBA pixel of a rendered frame.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
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
        let sizes = 1...16384
        guard let canvasWidth = Self.pixels(canvas.width), let canvasHeight = Self.pixels(canvas.height) else {
            throw SDLError(
                "OffscreenHost", message: "the canvas is \(canvas.width)×\(canvas.height); it must be between 1×1 and 16384×16384")
        }
        self.width = width ?? canvasWidth
        self.height = height ?? canvasHeight
        guard sizes.contains(self.width), sizes.contains(self.height) else {
            throw SDLError("OffscreenHost", message: "output size \(self.width)×\(self.height) must be between 1×1 and 16384×16384")
        }
        try OffscreenHost.prepareText()
        surface = try OffscreenSurface(width: Int32(self.width), height: Int32(self.height))
        surface.renderer.setLogicalSize(width: Int32(canvasWidth), height: Int32(canvasHeight))
    }

    /// Starts SDL with no display, lets labels measure text with the real fonts (before a scene is built, so it sizes
    /// its labels as drawn) and images encode their pixels (`UIImage.pngData()`).
    public static func prepareText() throws(SDLError) {
        // SDL's dummy driver: nothing here may reach for a display, whatever DISPLAY says. Beside a window
        // (an export from the previewer) the window's driver is already running, and a surface needs no other.
        if SDLSession.currentVideoDriver == nil { try SDLSession.startVideo(driver: "dummy") }
        FontMeasurer.install()
        ImageEncoder.install()
    }

    /// A canvas length in whole pixels, if it is finite and between 1 and 16384.
    static func pixels(_ length: CGFloat) -> Int? {
        let rounded = length.rounded()
        guard rounded.isFinite, rounded >= 1, rounded <= 16384 else { return nil }
        return Int(rounded)
    }

    /// Drawn over the scene, in the canvas's coordinates (motion trails and onion skins): a view of its own, never
    /// part of the scene's tree.
    package var overlay: View?
    /// Brings the overlay to the frame about to be drawn (its playhead to the scene's time).
    package var updateOverlay: (() -> Void)?
    private(set) lazy var overlayRenderer = SceneRenderer()

    /// Draws the scene's current presentation, and the overlay over it.
    public func render() throws(SDLError) {
        try scene.draw(root: root, background: .black, into: surface)
        if let overlay {
            updateOverlay?()
            try overlayRenderer.drawOver(root: overlay, into: surface)
        }
        surface.renderer.present()
    }

    /// The pixel at (`x`, `y`) of the last frame rendered.
    public func pixel(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(0, 0, 0, 0) }
        let (red, green, blue, alpha) = surface.pixel(x: x, y: y)
        return Pixel(red, green, blue, alpha)
    }

    /// All pixels of the last frame, RGBA row by row.
    public var pixels: [UInt8] { surface.pixels.bytes }

    /// Writes the last frame as a PNG to `file`, whole or not at all (see ``OutputFile``).
    public func writePNG(to file: OutputFile) throws {
        try file.write(try surface.pngData())
    }

    /// Renders `count` frames of `playback`, one frame of its grid apart from where it is now, as `frame-0000.png` … in `folder`.
    ///
    /// Frame 0 shows the scene where it is; each later frame steps it first. The folder is created before the first frame. `progress`
    /// hears each frame written. A stop signal (``StopSignals``) ends the run
    /// between two frames with ``Interrupted``: the frames written stay, the one
    /// being written is removed.
    public func renderFrames(
        count: Int, of playback: ScenePlayback, into folder: FramesFolder, progress: (Int) -> Void = { _ in }
    ) throws {
        try folder.create()
        defer { folder.removeIfUnused() }
        for frame in 0..<count {
            if let signal = StopSignals.pending {
                throw Interrupted(signal: signal, progress: "wrote \(folder.framesWritten) of \(count) frames to \(folder.path)")
            }
            if frame > 0 { playback.step() }
            try render()
            do {
                try writePNG(to: try folder.file(forFrame: frame))
            } catch let error as OutputError where error.stage == .interrupted {
                let before =
                    folder.framesWritten == 0
                    ? "no frame was written" : "the \(folder.framesWritten) frames before it are whole in \(folder.path)"
                throw OutputError(path: error.path, reason: "\(error.reason); \(before)", stage: .interrupted)
            }
            folder.didWriteFrame()
            progress(frame)
        }
    }
}
