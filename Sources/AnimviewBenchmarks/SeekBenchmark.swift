import AnimKit
import CBenchmarkSupport
import Foundation

/// The seek benchmark: random seeks across a scene's length, as a person dragging the playhead makes them.
///
/// Each scene's length is measured first (``ScenePlayback/measure(cap:)``);
/// then its checkpoints are taken (timed apart, as `prepare_ms`); then `seeks`
/// times, a target is drawn from a fixed-seed generator over 0…length, and only
/// the seek itself is timed (backwards seeks restore the latest checkpoint before
/// the target). Figures are the median and the 95th percentile.
@MainActor
package struct SeekBenchmark {
    let seeks: Int

    package init(seeks: Int) {
        self.seeks = seeks
    }

    /// One line per scene: `seek scene=… length_s=… p50_ms=… p95_ms=… max_ms=… peak_rss_mb=…`.
    package func run(_ scene: BenchmarkScene) throws -> String {
        let playback = try ScenePlayback(framesPerSecond: 60, make: scene.make)
        defer { playback.end() }
        let length = try playback.measure().length
        try playback.restart()
        let heapBefore = benchmark_heap_bytes_in_use()
        let preparing = CPUTime.nanoseconds()
        let kept = try playback.prepareCheckpoints(length: length)
        let prepareMilliseconds = Double(CPUTime.nanoseconds() - preparing) / 1e6
        let checkpointMegabytes = Double(Int(benchmark_heap_bytes_in_use()) - Int(heapBefore)) / 1_048_576
        var random = SeededRandomNumberGenerator(seed: 7)
        var times: [Double] = []
        for _ in 0..<seeks {
            let target = length > 0 ? Double.random(in: 0...length, using: &random) : 0
            let start = CPUTime.nanoseconds()
            try playback.seek(to: target)
            times.append(Double(CPUTime.nanoseconds() - start) / 1e6)
        }
        times.sort()
        return String(
            format:
                "seek scene=%@ length_s=%.2f checkpoints=%d every_s=%.2f checkpoint_mb=%.1f prepare_ms=%.1f seeks=%d p50_ms=%.2f p95_ms=%.2f max_ms=%.2f peak_rss_mb=%d",
            scene.name, length, kept.count, kept.spacing, checkpointMegabytes, prepareMilliseconds, seeks, times[times.count / 2],
            times[Int(Double(times.count - 1) * 0.95)], times.last ?? 0, EngineBenchmark.peakResidentMegabytes())
    }

    /// `count` views turning and drifting on `.repeat, .autoreverse` block animations of 1–1.6 s (the stress demo, larger).
    package static func stressScene(count: Int) -> BenchmarkScene {
        BenchmarkScene(name: "stress-\(count)") {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
            canvas.backgroundColor = .black
            let specks = (0..<count).map { index in
                let column = CGFloat(index % 100), row = CGFloat(index / 100)
                let speck = View(frame: CGRect(x: 4 + column * 12.7, y: 4 + row * 7.9, width: 8, height: 5))
                speck.backgroundColor = Color(red: column / 100, green: 0.4, blue: 1 - row / 100, alpha: 0.8)
                canvas.addSubview(speck)
                return speck
            }
            return ScenePlayback.Built(canvas: canvas) {
                for (index, speck) in specks.enumerated() {
                    UIView.animate(withDuration: 1 + Double(index % 7) * 0.1, delay: 0, options: [.repeat, .autoreverse]) {
                        speck.transform = CGAffineTransform(rotationAngle: .pi / 2)
                        speck.center.y += 20
                    }
                }
            }
        }
    }
}
