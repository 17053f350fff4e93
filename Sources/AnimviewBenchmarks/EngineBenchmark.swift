import AnimKit
import Foundation

/// The engine benchmark: N views, one animator each moving five properties, ticked on a manual clock.
///
/// Each animator moves `center`, `bounds.size`, `alpha`, `transform` (scale and
/// rotation) and `backgroundColor` with ease-in-out over 2 s. It pauses on
/// completion and the benchmark turns it round, so all 700 ticks (11.7 s at 60 fps)
/// are ticks of running animators and no new animation has to be built between
/// them. Started together, the animators share one position on one curve, and the engine
/// solves it once per tick for all of them; staggered, each takes its own duration, and each
/// run solves its own. Only `engine.tick()` is timed, in CPU time as the peers measure, and the figures come from
/// the median of 100-tick windows, as the peers' repetitions of 100 ticks.
@MainActor
package struct EngineBenchmark {
    let viewCount: Int
    let ticks: Int
    let staggered: Bool

    package init(viewCount: Int, ticks: Int, staggered: Bool = false) {
        self.viewCount = viewCount
        self.ticks = ticks
        self.staggered = staggered
    }

    package struct Result {
        let viewCount: Int
        let staggered: Bool
        let nanosecondsPerAnimatorTick: Double
        let nanosecondsPerPropertyTick: Double
        /// `nil` when allocations could not be counted (the interposer was not preloaded).
        let allocationsPerTick: Double?
        let peakResidentMegabytes: Int

        package var line: String {
            let allocations = allocationsPerTick.map { String(format: "%.2f", $0).replacingOccurrences(of: ".00", with: "") } ?? "uncounted"
            return String(
                format: "engine N=%d ns_per_animator_tick=%.1f ns_per_property_tick=%.1f allocs_per_tick=%@ peak_rss_mb=%d starts=%@",
                viewCount, nanosecondsPerAnimatorTick, nanosecondsPerPropertyTick, allocations, peakResidentMegabytes,
                staggered ? "staggered" : "together")
        }
    }

    static let propertiesPerAnimator = 5

    package func run(countAllocations: Bool) -> Result {
        let clock = ManualClock(framesPerSecond: 60)
        let engine = AnimationEngine(clock: clock)
        defer { engine.cancelAll() }
        let animators = (0..<viewCount).map { index in makeAnimator(index: index, engine: engine) }
        for animator in animators { animator.startAnimation() }

        var tickNanoseconds = [UInt64](repeating: 0, count: ticks)
        var allocations = 0
        for tick in 0..<ticks {
            clock.advance(frames: 1)
            let start = CPUTime.nanoseconds()
            if countAllocations {
                allocations += AllocationCounter.allocations { engine.tick() }
            } else {
                engine.tick()
            }
            tickNanoseconds[tick] = CPUTime.nanoseconds() - start
            turnRoundFinished(animators)
        }
        let medianTick = WindowedMedian.of(tickNanoseconds.map { Double($0) }, window: EngineBenchmark.window)
        return Result(
            viewCount: viewCount,
            staggered: staggered,
            nanosecondsPerAnimatorTick: medianTick / Double(viewCount),
            nanosecondsPerPropertyTick: medianTick / Double(viewCount * EngineBenchmark.propertiesPerAnimator),
            allocationsPerTick: countAllocations ? Double(allocations) / Double(ticks) : nil,
            peakResidentMegabytes: EngineBenchmark.peakResidentMegabytes())
    }

    /// Ticks per window: the C floor and Qt time repetitions of 100 ticks each.
    static let window = 100

    private func makeAnimator(index: Int, engine: AnimationEngine) -> PropertyAnimator {
        let column = CGFloat(index % 100), row = CGFloat(index / 100 % 100)
        let view = View(frame: CGRect(x: column * 12, y: row * 8, width: 48, height: 32))
        view.backgroundColor = .systemRed
        // Staggered, the durations spread over 2–2.5 s: no two runs are at one position, even after turning round on one frame.
        let duration = staggered ? 2 + 0.5 * Double(index) / Double(viewCount) : 2
        let animator = PropertyAnimator(
            duration: duration, timingParameters: CubicTimingParameters(animationCurve: .easeInOut), engine: engine)
        animator.addAnimations {
            view.center = CGPoint(x: view.center.x + 200, y: view.center.y + 100)
            view.bounds.size = CGSize(width: 64, height: 24)
            view.alpha = 0.4
            view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5).rotated(by: .pi / 3)
            view.backgroundColor = .systemBlue
        }
        animator.pausesOnCompletion = true
        return animator
    }

    /// Sends every animator that reached its end back the other way.
    private func turnRoundFinished(_ animators: [PropertyAnimator]) {
        for animator in animators where !animator.isRunning {
            animator.isReversed.toggle()
            animator.startAnimation()
        }
    }

    static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
    }
}
