import AnimKit
import AnimKitSDL
import CBenchmarkSupport
import Foundation

/// The render benchmark: N rotated, half-transparent 48×32 rectangles drawn headless at 1280×800, square and rounded.
///
/// Positions, angles and colours come from a fixed-seed generator, so every run
/// draws the same frame. The time is the median over windows of 60 frames of each
/// window's mean (``WindowedMedian``), as the hand-written blend floor times 5 × 60 frames.
@MainActor
package struct RenderBenchmark {
    let viewCount: Int
    let frames: Int

    package init(viewCount: Int, frames: Int) {
        self.viewCount = viewCount
        self.frames = frames
    }

    /// The corner radius of the rounded variant: each corner an arc of a few segments, so every shape has 12 or more sides.
    static let roundedCornerRadius: CGFloat = 8

    /// The N-rectangle scene, corners rounded by `cornerRadius`.
    static func scene(viewCount: Int, cornerRadius: CGFloat = 0) -> View {
        var random = SeededRandomNumberGenerator(seed: 42)
        let root = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        root.backgroundColor = .white
        for _ in 0..<viewCount {
            let view = View(
                frame: CGRect(
                    x: CGFloat.random(in: 0...1232, using: &random), y: CGFloat.random(in: 0...768, using: &random), width: 48, height: 32))
            view.layer.cornerRadius = cornerRadius
            view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: 0.1...3.0, using: &random))
            view.backgroundColor = Color(
                red: CGFloat.random(in: 0...1, using: &random), green: CGFloat.random(in: 0...1, using: &random),
                blue: CGFloat.random(in: 0...1, using: &random), alpha: 0.6)
            root.addSubview(view)
        }
        return root
    }

    /// Frames per window, as the drawing floor's repetitions.
    static let window = 60

    /// Milliseconds to draw one frame of `root`: the median of 60-frame window means.
    package static func millisecondsPerFrame(root: View, width: Int, height: Int, frames: Int) throws -> Double {
        let host = try OffscreenHost(root: root, width: width, height: height)
        try host.render()
        var times: [Double] = []
        for _ in 0..<frames {
            let start = CPUTime.nanoseconds()
            try host.render()
            times.append(Double(CPUTime.nanoseconds() - start) / 1e6)
        }
        return WindowedMedian.of(times, window: window)
    }

    /// One line of figures, and the frame time in it (for the rounded line to compare with).
    package struct Measurement {
        package let line: String
        package let milliseconds: Double
    }

    /// The square scene, beside SDL drawing the same quads from C.
    package func run() throws -> Measurement {
        let root = RenderBenchmark.scene(viewCount: viewCount)
        let milliseconds = try RenderBenchmark.millisecondsPerFrame(root: root, width: 1280, height: 800, frames: frames)
        // SDL from C is a side reference, and at 10 000 quads a slow one: its median of at most 30 frames.
        let baseline = RenderBenchmark.baselineFromC(root: root, frames: Swift.min(frames, 30))
        let line = String(
            format: "render N=%d ms_per_frame=%.2f sdl_from_c_ms=%.2f overhead=%+.0f%%",
            viewCount, milliseconds, baseline, (milliseconds / baseline - 1) * 100)
        return Measurement(line: line, milliseconds: milliseconds)
    }

    /// The same scene with rounded corners, beside the square one measured by ``run()`` (SDL from C draws only square quads).
    package func runRounded(squareMilliseconds: Double) throws -> String {
        let root = RenderBenchmark.scene(viewCount: viewCount, cornerRadius: RenderBenchmark.roundedCornerRadius)
        let rounded = try RenderBenchmark.millisecondsPerFrame(root: root, width: 1280, height: 800, frames: frames)
        return String(
            format: "render rounded N=%d corner_radius=%.0f ms_per_frame=%.2f vs_square=%+.0f%%",
            viewCount, RenderBenchmark.roundedCornerRadius, rounded, (rounded / squareMilliseconds - 1) * 100)
    }

    /// The same quads drawn by SDL straight from C, on this machine, in this run.
    static func baselineFromC(root: View, frames: Int) -> Double {
        let views = root.subviews
        let xs = views.map { Float($0.center.x) }, ys = views.map { Float($0.center.y) }
        let angles = views.map { Float(AffineComponents($0.transform).rotation) }
        let colors = views.flatMap { view -> [UInt8] in
            let color = view.backgroundColor ?? .clear
            return [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
        }
        return benchmark_sdl_quads_from_c(xs, ys, angles, colors, Int32(views.count), 1280, 800, Int32(frames))
    }
}
