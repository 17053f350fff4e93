import AnimKit
import Foundation

/// The engine's cost per Core Animation animation per tick, beside the property animators' in the same run: N layers,
/// each moving the five properties ``EngineBenchmark``'s animators move (position, size, opacity, a scale and turn,
/// colour) by a group of five basic animations on ease-in-out over 2 s, back and forth for ever.
///
/// Each timed tick is `engine.tick()`: the frame kernel works out every layer's values there, as it blends the views'
/// for the animators (a `presentation()` copy is the reader's cost, as a view's typed presentation is). The figures come
/// from the median of 100-tick windows.
@MainActor
package struct LayerEngineBenchmark {
    let layerCount: Int
    let ticks: Int

    package init(layerCount: Int, ticks: Int) {
        self.layerCount = layerCount
        self.ticks = ticks
    }

    /// `engine layers N=… ns_per_animation_tick=… ns_per_property_tick=… allocs_per_tick=… vs_animators=…`.
    package func run(countAllocations: Bool) -> String {
        let caPerProperty = measure(countAllocations: countAllocations)
        let animators = EngineBenchmark(viewCount: layerCount, ticks: ticks).run(countAllocations: false)
        let allocations = caPerProperty.allocations.map { String(format: "%.2f", $0) } ?? "uncounted"
        return String(
            format: "engine layers N=%d ns_per_animation_tick=%.1f ns_per_property_tick=%.1f allocs_per_tick=%@ vs_animators=%.2f",
            layerCount, caPerProperty.nanoseconds * 5, caPerProperty.nanoseconds, allocations,
            caPerProperty.nanoseconds / animators.nanosecondsPerPropertyTick)
    }

    private func measure(countAllocations: Bool) -> (nanoseconds: Double, allocations: Double?) {
        let session = AnimationSession(clock: ManualClock(framesPerSecond: 60))
        session.begin()
        defer { session.end() }
        let host = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let layers = (0..<layerCount).map { index in makeLayer(index: index, in: host) }
        defer { withExtendedLifetime(layers) {} }
        // The first tick starts the animations and builds the kernel's rows; the ones timed are the steady ticks after it.
        session.clock.advance(frames: 1)
        session.engine.tick()
        var tickNanoseconds = [Double](repeating: 0, count: ticks)
        var allocations = 0
        for tick in 0..<ticks {
            session.clock.advance(frames: 1)
            let start = CPUTime.nanoseconds()
            if countAllocations {
                allocations += AllocationCounter.allocations { Self.frame(session.engine) }
            } else {
                Self.frame(session.engine)
            }
            tickNanoseconds[tick] = Double(CPUTime.nanoseconds() - start)
        }
        let median = WindowedMedian.of(tickNanoseconds, window: EngineBenchmark.window)
        return (
            median / Double(layerCount * EngineBenchmark.propertiesPerAnimator),
            countAllocations ? Double(allocations) / Double(ticks) : nil
        )
    }

    /// What a frame asks of the engine for the layers: a tick.
    private static func frame(_ engine: AnimationEngine) { engine.tick() }

    private func makeLayer(index: Int, in host: View) -> CALayer {
        let column = CGFloat(index % 100), row = CGFloat(index / 100 % 100)
        let layer = CALayer()
        layer.frame = CGRect(x: column * 12, y: row * 8, width: 48, height: 32)
        layer.backgroundColor = .systemRed
        host.layer.addSublayer(layer)
        func basic(_ keyPath: String, to value: Any) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.toValue = value
            return animation
        }
        let group = CAAnimationGroup()
        group.animations = [
            basic("position", to: CGPoint(x: layer.position.x + 200, y: layer.position.y + 100)),
            basic("bounds.size", to: CGSize(width: 64, height: 24)), basic("opacity", to: 0.4),
            basic("transform", to: CATransform3DRotate(CATransform3DMakeScale(1.5, 1.5, 1), .pi / 3, 0, 0, 1)),
            basic("backgroundColor", to: Color.systemBlue),
        ]
        for animation in group.animations ?? [] { animation.duration = 2 }
        (group.duration, group.autoreverses, group.repeatCount) = (2, true, .infinity)
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(group, forKey: "move")
        return layer
    }
}
