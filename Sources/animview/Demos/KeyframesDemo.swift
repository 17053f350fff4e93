import AnimKit
import Foundation

/// The five keyframe calculation modes side by side on the same path.
@MainActor
struct KeyframesDemo: DemoScene {
    static let name = "keyframes"
    static let summary = "linear, discrete, paced, cubic and cubicPaced on the same zig-zag"
    static let playTime: TimeInterval = 3
    static let modes: [(KeyframeAnimationOptions, String)] = [
        (.calculationModeLinear, "linear"), (.calculationModeDiscrete, "discrete"), (.calculationModePaced, "paced"),
        (.calculationModeCubic, "cubic"), (.calculationModeCubicPaced, "cubicPaced"),
    ]

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    private(set) var dots: [View] = []
    var focus: View { dots[0] }

    init() {
        canvas.backgroundColor = Color(white: 0.97)
        canvas.accessibilityIdentifier = "canvas"
        for (index, mode) in KeyframesDemo.modes.enumerated() {
            let y = 60 + CGFloat(index) * 90
            let caption = Label(frame: CGRect(x: 20, y: y - 12, width: 110, height: 24))
            caption.text = mode.1
            caption.textColor = .darkGray
            let dot = View(frame: CGRect(x: 140, y: y - 14, width: 28, height: 28))
            dot.accessibilityIdentifier = mode.1
            dot.tag = 71 + index
            dot.backgroundColor = .systemTeal
            dot.layer.cornerRadius = 14
            canvas.addSubview(caption)
            canvas.addSubview(dot)
            dots.append(dot)
        }
    }

    func start() {
        for (dot, mode) in zip(dots, KeyframesDemo.modes) {
            let y = dot.center.y
            UIView.animateKeyframes(
                withDuration: 2.5, delay: 0.2, options: mode.0,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { dot.center = CGPoint(x: 300, y: y - 30) }
                    UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.5) { dot.center = CGPoint(x: 450, y: y + 30) }
                    UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { dot.center = CGPoint(x: 740, y: y) }
                })
        }
    }
}
