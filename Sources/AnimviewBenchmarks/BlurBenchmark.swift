import AnimKit
import AnimKitSDL
import Foundation

/// What a visual effect view's blur costs: the 100-rectangle render scene at 1280×800 drawn with and without a
/// material (radius 30, σ = 15) over its middle 640×400, one run beside the other.
@MainActor
package struct BlurBenchmark {
    let frames: Int

    package init(frames: Int) {
        self.frames = frames
    }

    /// `render blur area=640x400 sigma=15 ms_per_frame=… without_ms=… blur_ms=… ns_per_pixel=…`.
    package func run() throws -> String {
        let plain = RenderBenchmark.scene(viewCount: 100)
        let without = try RenderBenchmark.millisecondsPerFrame(root: plain, width: 1280, height: 800, frames: frames)
        let blurred = RenderBenchmark.scene(viewCount: 100)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = CGRect(x: 320, y: 200, width: 640, height: 400)
        blurred.addSubview(effect)
        let with = try RenderBenchmark.millisecondsPerFrame(root: blurred, width: 1280, height: 800, frames: frames)
        let blur = with - without
        return String(
            format: "render blur area=640x400 sigma=15 ms_per_frame=%.2f without_ms=%.2f blur_ms=%.2f ns_per_pixel=%.1f", with,
            without, blur, blur * 1e6 / (640 * 400))
    }
}
