import AnimKit
import Foundation

/// Plays a demo scene once through on its virtual clock, frame by frame, and counts what its steady ticks cost.
///
/// A steady tick is one in which no animator starts or ends: the frames that only
/// move values, which must allocate nothing whatever the API made the animation —
/// springs, keyframe paths, repeats, transitions, chained completions. Ticks in which
/// an animator starts or ends may allocate, as UIKit's would, and are counted apart.
/// The scene plays until it settles or `frames` ticks have run.
@MainActor
package struct SceneTickBenchmark {
    let frames: Int

    package init(frames: Int) {
        self.frames = frames
    }

    /// `ticks scene=… steady_ticks=… ns_per_steady_tick=… allocs_per_steady_tick=… other_ticks=…`.
    package func run(_ scene: BenchmarkScene, countAllocations: Bool) throws -> String {
        let playback = try ScenePlayback(framesPerSecond: 60, make: scene.make)
        defer { playback.end() }
        let engine = playback.engine
        playback.session.begin()
        var steady = 0, other = 0, steadyAllocations = 0, steadyNanoseconds: UInt64 = 0
        while steady + other < frames, !(engine.liveAnimators.isEmpty && engine.isIdle) {
            let before = engine.liveAnimators.map(\.serial)
            playback.session.clock.advance(frames: 1)
            let start = CPUTime.nanoseconds()
            let allocations = countAllocations ? AllocationCounter.allocations { engine.tick() } : (engine.tick(), 0).1
            let elapsed = CPUTime.nanoseconds() - start
            if engine.liveAnimators.map(\.serial) == before {
                steady += 1
                steadyAllocations += allocations
                steadyNanoseconds += elapsed
            } else {
                other += 1
            }
        }
        let allocationFigure =
            countAllocations
            ? String(format: "%.2f", Double(steadyAllocations) / Double(max(steady, 1))).replacingOccurrences(of: ".00", with: "")
            : "uncounted"
        return String(
            format: "ticks scene=%@ steady_ticks=%d ns_per_steady_tick=%.0f allocs_per_steady_tick=%@ other_ticks=%d", scene.name,
            steady, Double(steadyNanoseconds) / Double(max(steady, 1)), allocationFigure, other)
    }
}
