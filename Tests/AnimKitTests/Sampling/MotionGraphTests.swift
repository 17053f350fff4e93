import AnimKit
import Foundation
import Testing

/// Speed graphs: each animation's slope worked out through the chain rule, checked against the presented values'
/// central differences and against closed forms derived here.
@MainActor
@Suite("Motion graphs: values and their speeds")
struct MotionGraphTests {
    /// A scene with one 20-point `box` at (50, 50), animated by `animate`.
    static func scene(_ animate: @escaping @MainActor (UIView) -> Void) -> @MainActor () -> ScenePlayback.Built {
        {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            box.accessibilityIdentifier = "box"
            box.backgroundColor = .systemBlue
            canvas.addSubview(box)
            return ScenePlayback.Built(canvas: canvas) { animate(box) }
        }
    }

    /// The worst gap, over 200 times strewn through 0.05 … 1.05 s (none on a keyframe's or a curve's end), between
    /// each channel's worked-out speed and the central difference (h = 10 µs) of its presented value, as a share of
    /// the channel's fastest speed; and that fastest speed.
    static func worstGap(of make: @escaping @MainActor () -> ScenePlayback.Built) throws -> (gap: Double, peak: Double) {
        let playback = try ScenePlayback(framesPerSecond: 60, make: make)
        defer { playback.end() }
        let h = 1e-5
        var worked: [[Double]] = [], differenced: [[Double]] = []
        for sample in 0..<200 {
            let t = 0.05 + (Double(sample) + 0.5) * 0.005
            func box() throws -> UIView { try #require(playback.built.canvas.subviews.first) }
            try playback.seek(to: t - h)
            let before = MotionGraph.measure(try box(), at: playback.time).values
            try playback.seek(to: t)
            worked.append(MotionGraph.measure(try box(), at: playback.time).speeds)
            try playback.seek(to: t + h)
            let after = MotionGraph.measure(try box(), at: playback.time).values
            differenced.append(zip(before, after).map { ($1 - $0) / (2 * h) })
        }
        var worst = 0.0, fastest = 0.0
        for channel in MotionGraph.names.indices {
            let peak = worked.map { abs($0[channel]) }.max() ?? 0
            fastest = Swift.max(fastest, peak)
            guard peak > 0 else {
                #expect(differenced.allSatisfy { abs($0[channel]) < 1e-6 }, "\(MotionGraph.names[channel]) moves with no speed")
                continue
            }
            for (a, d) in zip(worked, differenced) { worst = Swift.max(worst, abs(a[channel] - d[channel]) / peak) }
        }
        return (worst, fastest)
    }

    @Test("Bézier curves — the four named ones and twenty random — through the chain rule: within 1e-6 of the differences")
    func bezierCurves() throws {
        for options in [UIView.AnimationOptions.curveLinear, .curveEaseIn, .curveEaseOut, .curveEaseInOut] {
            let (gap, peak) = try Self.worstGap(
                of: Self.scene { box in
                    UIView.animate(withDuration: 0.9, delay: 0.1, options: options) {
                        box.center.x = 250
                        box.alpha = 0.2
                        box.transform = CGAffineTransform(rotationAngle: 1).scaledBy(x: 2, y: 2)
                        box.backgroundColor = UIColor.systemOrange.withAlphaComponent(0.4)
                    }
                })
            #expect(gap < 1e-6 && peak > 200, "\(options): \(gap)")
        }
        var random = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<20 {
            let c1 = CGPoint(x: .random(in: 0...1, using: &random), y: .random(in: -0.5...1.5, using: &random))
            let c2 = CGPoint(x: .random(in: 0...1, using: &random), y: .random(in: -0.5...1.5, using: &random))
            let (gap, _) = try Self.worstGap(
                of: Self.scene { box in
                    UIViewPropertyAnimator(duration: 1, controlPoint1: c1, controlPoint2: c2) { box.center.y = 250 }.startAnimation()
                })
            #expect(gap < 1e-6, "\(c1) \(c2): \(gap)")
        }
    }

    @Test("springs from damping 0.1 to 1.0, with an initial velocity, and added on top of one another")
    func springs() throws {
        for damping in Swift.stride(from: 0.1, through: 1.0, by: 0.1) {
            let (gap, _) = try Self.worstGap(
                of: Self.scene { box in
                    UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 2) {
                        box.center.y = 200
                        box.bounds.size.width = 60
                    }
                })
            #expect(gap < 1e-6, "damping \(damping): \(gap)")
        }
        // A second spring retargets the first at 0.3 s: the two tracks' speeds add, as their offsets do.
        let (gap, _) = try Self.worstGap(
            of: Self.scene { box in
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) { box.center.x = 300 }
                UIView.animate(withDuration: 0.6, delay: 0.3, usingSpringWithDamping: 0.8, initialSpringVelocity: 0) { box.center.x = 100 }
            })
        #expect(gap < 1e-6, "stacked: \(gap)")
    }

    @Test("a view's layer's own animations stacked with a block: eased there and back, a spring added, one from the value under")
    func layerAnimations() throws {
        let (gap, peak) = try Self.worstGap(
            of: Self.scene { box in
                UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut]) { box.center.x = 250 }
                let fade = CABasicAnimation(keyPath: "opacity")
                (fade.fromValue, fade.toValue, fade.duration, fade.autoreverses, fade.repeatCount) = (1, 0.2, 0.35, true, 2)
                fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                box.layer.add(fade, forKey: "fade")
                let bob = CASpringAnimation(keyPath: "position.y")
                (bob.fromValue, bob.toValue, bob.isAdditive, bob.damping, bob.initialVelocity) = (-30, 0, true, 6, 2)
                bob.duration = bob.settlingDuration
                box.layer.add(bob, forKey: "bob")
                // `toValue` alone: from the value under it, which the block moves, towards x = 100.
                let drift = CABasicAnimation(keyPath: "position.x")
                (drift.toValue, drift.duration, drift.beginTime) = (100, 0.9, CACurrentMediaTime() + 0.3)
                box.layer.add(drift, forKey: "drift")
                let grow = CABasicAnimation(keyPath: "bounds.size.width")
                (grow.byValue, grow.duration, grow.speed) = (40, 2, 2)
                grow.timingFunction = CAMediaTimingFunction(controlPoints: 0.6, -0.3, 0.3, 1.4)
                box.layer.add(grow, forKey: "grow")
            })
        #expect(gap < 1e-6 && peak > 100, "\(gap), fastest \(peak)")
    }

    @Test("a view's layer's keyframe animations, cubic and with a timing function a keyframe, over a block")
    func layerKeyframes() throws {
        let (gap, peak) = try Self.worstGap(
            of: Self.scene { box in
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { box.center.y = 200 }
                let wave = CAKeyframeAnimation(keyPath: "position.x")
                (wave.values, wave.calculationMode, wave.duration, wave.isAdditive) = ([0, 40, -20, 0], .cubic, 1.2, true)
                box.layer.add(wave, forKey: "wave")
                let blink = CAKeyframeAnimation(keyPath: "opacity")
                (blink.values, blink.keyTimes, blink.duration) = ([1, 0.3, 0.9], [0, 0.4, 1], 1.1)
                blink.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
                box.layer.add(blink, forKey: "blink")
            })
        #expect(gap < 1e-6 && peak > 100, "\(gap), fastest \(peak)")
    }

    @Test("keyframes in each calculation mode, and a block repeated back and forth")
    func keyframesAndRepeats() throws {
        let modes: [UIView.KeyframeAnimationOptions] = [
            .calculationModeLinear, .calculationModeDiscrete, .calculationModePaced, .calculationModeCubic, .calculationModeCubicPaced,
        ]
        for mode in modes {
            let (gap, _) = try Self.worstGap(
                of: Self.scene { box in
                    UIView.animateKeyframes(withDuration: 1, delay: 0, options: mode) {
                        for (index, point) in [(120, 200), (250, 80), (330, 220), (90, 150)].enumerated() {
                            UIView.addKeyframe(withRelativeStartTime: Double(index) * 0.25, relativeDuration: 0.25) {
                                box.center = CGPoint(x: point.0, y: point.1)
                            }
                        }
                    }
                })
            #expect(gap < 1e-6, "\(mode): \(gap)")
        }
        let (gap, _) = try Self.worstGap(
            of: Self.scene { box in
                UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut]) {
                    UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { box.center.x = 300 }
                }
            })
        #expect(gap < 1e-6, "repeated: \(gap)")
    }

    @Test("closed forms: a linear slide's speed is its distance over its duration; ease-in-out's, halfway, 1.5 / 0.87 of that")
    func closedForms() throws {
        for (options, factor) in [(UIView.AnimationOptions.curveLinear, 1.0), (.curveEaseInOut, 1.5 / 0.87)] {
            let slide = Self.scene { box in UIView.animate(withDuration: 2, delay: 0, options: options) { box.center.x = 250 } }
            let playback = try ScenePlayback(framesPerSecond: 60, make: slide)
            defer { playback.end() }
            let graph = try #require(try MotionGraph.record(playback, view: "box", to: 2))
            // Only x moves: 200 points in 2 s. Ease-in-out (0.42, 0, 0.58, 1) halfway: x′(½) = 0.87, y′(½) = 1.5.
            #expect(graph.channels.map(\.name) == ["x"])
            let halfway = graph.count / 2
            #expect(graph.time(ofSample: halfway) == 1)
            #expect(abs(graph.channels[0].speeds[halfway] - 100 * factor) < 1e-9, "\(graph.channels[0].speeds[halfway])")
            #expect(abs(graph.channels[0].values[halfway] - 150) < 1e-9)
            // Before it starts and after it ends, it stands still.
            #expect(graph.channels[0].speeds[0] == 0 && graph.channels[0].speeds[graph.count - 1] == 0)
        }
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene { _ in })
        defer { playback.end() }
        #expect(try MotionGraph.record(playback, view: "nobody", to: 1) == nil)
        // A view that never moves: every channel, flat, with no speed.
        let still = try #require(try MotionGraph.record(playback, view: "box", to: 1))
        #expect(still.channels.count == MotionGraph.names.count && still.channels.allSatisfy { $0.speeds.allSatisfy { $0 == 0 } })
    }
}
