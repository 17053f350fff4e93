import AnimKit
import AnimKitSDL
import AnimKitTesting
import Foundation
import Testing

/// Thirty regressions seeded into three scenes written as UIKit code is — a toast on a spring with a fade after it, two
/// cards on property animators, a badge on keyframes — each recorded and compared with the scene as it was: the
/// difference must name the view, the property and the parameter that changed, with its two values. The values are the
/// ones the code was given (a duration, a delay, a damping ratio, an end value), never read off a recording.
@MainActor
@Suite("Motion diff: thirty seeded regressions, each named")
struct MotionRegressionSuiteTests {
    /// The toast's knobs: a spring drop to `dropTo`, then a fade to `fadeTo` after `fadeDelay`.
    @MainActor struct Toast {
        var duration = 0.6, delay = 0.0, damping: CGFloat = 0.7, velocity: CGFloat = 0, dropTo: CGFloat = 60
        var fadeDelay = 0.2, fadeDuration = 0.3, fadeCurve = UIView.AnimationOptions.curveEaseInOut, fadeTo: CGFloat = 0
        var fades = true

        var scene: AnimView.PreviewScene {
            AnimView.PreviewScene("toast", size: CGSize(width: 300, height: 120)) { canvas in
                let toast = UIView(frame: CGRect(x: 50, y: -50, width: 200, height: 40))
                toast.accessibilityIdentifier = "toast"
                toast.backgroundColor = .systemGreen
                canvas.addSubview(toast)
                UIView.animate(
                    withDuration: duration, delay: delay, usingSpringWithDamping: damping, initialSpringVelocity: velocity, options: []
                ) {
                    toast.center.y = dropTo
                } completion: { _ in
                    guard fades else { return }
                    UIView.animate(withDuration: fadeDuration, delay: fadeDelay, options: [fadeCurve]) { toast.alpha = fadeTo }
                }
            }
        }
    }

    /// Two cards, each on a property animator: `left` slides right, `right` widens on a spring.
    @MainActor struct Cards {
        var leftDuration = 1.0, leftCurve = UIView.AnimationCurve.easeInOut, leftTo: CGFloat = 300, leftRuns = true
        var rightDuration = 0.8, rightDelay = 0.0, rightDamping: CGFloat = 0.8, rightWidth: CGFloat = 100
        var fadesLeft = false

        var scene: AnimView.PreviewScene {
            AnimView.PreviewScene("cards", size: CGSize(width: 400, height: 240)) { canvas in
                let left = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
                left.accessibilityIdentifier = "left"
                left.backgroundColor = .systemBlue
                let right = UIView(frame: CGRect(x: 20, y: 140, width: 60, height: 80))
                right.accessibilityIdentifier = "right"
                right.backgroundColor = .systemOrange
                canvas.addSubview(left)
                canvas.addSubview(right)
                if leftRuns {
                    let slide = UIViewPropertyAnimator(duration: leftDuration, curve: leftCurve) { left.center.x = leftTo }
                    slide.startAnimation()
                }
                let widen = UIViewPropertyAnimator(
                    duration: rightDuration, timingParameters: UISpringTimingParameters(dampingRatio: rightDamping))
                widen.addAnimations { right.bounds.size.width = rightWidth }
                widen.startAnimation(afterDelay: rightDelay)
                if fadesLeft {
                    let fade = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { left.alpha = 0.5 }
                    fade.startAnimation()
                }
            }
        }
    }

    /// A badge on a keyframe path: right, down, then right again, turning and growing on the way.
    @MainActor struct Badge {
        var duration = 2.0, delay = 0.0, secondStart = 0.5, endX: CGFloat = 200, middleY: CGFloat = 120
        var turn: CGFloat = 0, scale: CGFloat = 1, fadesOut = true, thirdDuration = 0.25

        var scene: AnimView.PreviewScene {
            AnimView.PreviewScene("badge", size: CGSize(width: 300, height: 200)) { canvas in
                let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
                badge.accessibilityIdentifier = "badge"
                badge.backgroundColor = .systemPink
                canvas.addSubview(badge)
                UIView.animateKeyframes(withDuration: duration, delay: delay, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.center.x = 120 }
                    UIView.addKeyframe(withRelativeStartTime: secondStart, relativeDuration: 0.25) { badge.center.y = middleY }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: thirdDuration) {
                        badge.center.x = endX
                        badge.transform = CGAffineTransform(rotationAngle: turn).scaledBy(x: scale, y: scale)
                    }
                    if fadesOut { UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) { badge.alpha = 0.3 } }
                }
            }
        }
    }

    /// One seeded regression: the scene as it was and as it is, and the words one line of the difference must hold.
    struct Regression: CustomStringConvertible {
        let description: String
        let reference: AnimView.PreviewScene
        let changed: AnimView.PreviewScene
        let words: [String]
    }

    static var regressions: [Regression] {
        func toast(_ name: String, _ words: [String], _ change: (inout Toast) -> Void) -> Regression {
            var changed = Toast()
            change(&changed)
            return Regression(description: "toast: " + name, reference: Toast().scene, changed: changed.scene, words: words)
        }
        func cards(_ name: String, _ words: [String], _ change: (inout Cards) -> Void) -> Regression {
            var changed = Cards()
            change(&changed)
            return Regression(description: "cards: " + name, reference: Cards().scene, changed: changed.scene, words: words)
        }
        func badge(_ name: String, _ words: [String], _ change: (inout Badge) -> Void) -> Regression {
            var changed = Badge()
            change(&changed)
            return Regression(description: "badge: " + name, reference: Badge().scene, changed: changed.scene, words: words)
        }
        return [
            toast("spring 10 % longer", ["toast.center.y:", "duration 0.600 s → 0.660 s"]) { $0.duration = 0.66 },
            toast("spring 50 ms later", ["toast.center.y:", "delay 0.000 s → 0.050 s"]) { $0.delay = 0.05 },
            toast("damping ratio 0.7 → 0.5", ["toast.center.y:", "damping ratio 0.7 → 0.5", "overshoot"]) { $0.damping = 0.5 },
            toast("initial velocity 0 → 2", ["toast.center.y:", "initial velocity 0 → 2"]) { $0.velocity = 2 },
            toast("ends 4 points lower", ["toast.center.y:", "ends at 60 → 64"]) { $0.dropTo = 64 },
            toast("fade 50 ms later", ["toast.alpha:", "delay 0.200 s → 0.250 s"]) { $0.fadeDelay = 0.25 },
            toast("fade 10 % shorter", ["toast.alpha:", "duration 0.300 s → 0.270 s"]) { $0.fadeDuration = 0.27 },
            toast("fade's curve swapped", ["toast.alpha:", "curve easeInOut → linear"]) { $0.fadeCurve = .curveLinear },
            toast("fade ends at 0.2", ["toast.alpha:", "ends at 0 → 0.2"]) { $0.fadeTo = 0.2 },
            toast("fade removed", ["animator toast · UIView.animate: only in A"]) { $0.fades = false },
            cards("slide 10 % longer", ["left.center.x:", "duration 1.000 s → 1.100 s"]) { $0.leftDuration = 1.1 },
            cards("slide's curve swapped", ["left.center.x:", "curve easeInOut → easeIn"]) { $0.leftCurve = .easeIn },
            cards("slide ends 10 points further", ["left.center.x:", "ends at 300 → 310"]) { $0.leftTo = 310 },
            cards("slide removed", ["animator left · UIViewPropertyAnimator: only in A"]) { $0.leftRuns = false },
            cards("spring 50 ms later", ["right.bounds.size.width:", "delay 0.000 s → 0.050 s"]) { $0.rightDelay = 0.05 },
            cards("spring 10 % shorter", ["right.bounds.size.width:", "duration 0.800 s → 0.720 s"]) { $0.rightDuration = 0.72 },
            cards("spring's damping ratio 0.8 → 0.6", ["right.bounds.size.width:", "damping ratio 0.8 → 0.6"]) { $0.rightDamping = 0.6 },
            cards("spring widens to 120", ["right.bounds.size.width:", "ends at 100 → 120"]) { $0.rightWidth = 120 },
            cards("completions in the other order", ["completions:", "right · UIViewPropertyAnimator, left · UIViewPropertyAnimator →"]) {
                $0.leftDuration = 0.7
            },
            cards("a fade added", ["animator left · UIViewPropertyAnimator #2: only in B"]) { $0.fadesLeft = true },
            badge("10 % longer", ["badge.center.x:", "duration 2.000 s → 2.200 s"]) { $0.duration = 2.2 },
            badge("50 ms later", ["badge.center.x:", "delay 0.000 s → 0.050 s"]) { $0.delay = 0.05 },
            // Keyframes start at their relative start × 2 s: 0, 1, 1.5 and 1.6 s; the second at 0.625 × 2 = 1.25 s.
            badge("second keyframe retimed", ["badge.center.y:", "keyframes at 0.000, 1.000, 1.500, 1.600 → 0.000, 1.250, 1.500, 1.600 s"])
            {
                $0.secondStart = 0.625
            },
            badge("ends 20 points further right", ["badge.center.x:", "ends at 200 → 220"]) { $0.endX = 220 },
            badge("middle keyframe 20 points lower", ["badge.center.y:", "ends at 120 → 140"]) { $0.middleY = 140 },
            badge("a quarter turn added", ["badge.transform.rotation:", "ends at 0 → 1.571"]) { $0.turn = .pi / 2 },
            badge("grows to 1.5", ["badge.transform.scale:", "ends at 1 → 1.5"]) { $0.scale = 1.5 },
            badge("fade keyframe removed", ["badge.alpha:", "ends at 0.3 → 1"]) { $0.fadesOut = false },
            badge("last keyframe shorter", ["badge.center.x:", "settles 2.000 s → 1.900 s"]) { $0.thirdDuration = 0.2 },
            badge("twice as long", ["badge.center.y:", "duration 2.000 s → 4.000 s"]) { $0.duration = 4 },
        ]
    }

    @Test("each of the 30 regressions is named in one line: view, property and parameter, with both values")
    func seededRegressions() throws {
        let regressions = Self.regressions
        #expect(regressions.count == 30)
        var missed: [String] = []
        for regression in regressions {
            let lines = try SceneMotion.record(regression.changed).difference(from: SceneMotion.record(regression.reference))
            if !lines.contains(where: { line in regression.words.allSatisfy { line.contains($0) } }) {
                missed.append("\(regression): wanted \(regression.words) in one line of\n  " + lines.joined(separator: "\n  "))
            }
        }
        #expect(missed.isEmpty, "\(missed.joined(separator: "\n"))")
    }

    @Test("a thousand recordings of the unchanged scenes, at 60 and at 120 frames a second and read back, are the same motion")
    func noFalseFailures() throws {
        let scenes = [Toast().scene, Cards().scene, Badge().scene]
        let references = try scenes.map { try SceneMotion.record($0) }
        var failures: [String] = []
        for run in 0..<1000 {
            let index = run % scenes.count
            // Every other one at 120 frames a second; every fifth read back from its lines.
            var motion = try SceneMotion.record(scenes[index], framesPerSecond: run % 2 == 0 ? 60 : 120)
            if run % 5 == 0 { motion = try SceneMotion(jsonLines: motion.jsonLines) }
            let lines = motion.difference(from: references[index])
            if !lines.isEmpty { failures.append("run \(run): \(lines)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}

extension MotionRegressionSuiteTests {
    @Test("two different scenes are said in one sentence, with their first view that differs, not as a list of views")
    func differentScenes() throws {
        let lines = try SceneMotion.record(Cards().scene).difference(from: SceneMotion.record(Toast().scene))
        #expect(lines == ["A and B are recordings of different scenes: their first view that differs is toast in A, left in B"])
    }
}
