import AnimKit
import Foundation

/// Core Animation as animation code uses it: a progress ring whose `strokeEnd` fills on an ease-in-out curve, a
/// replicator's loading spinner revealed through a growing round mask, a card turning over in perspective, a gradient
/// shimmering under marching ants (`lineDashPhase`), a card shaken by a keyframe animation and a counter whose digits
/// a `CATransition` pushes up — drawn by cairo, every animation on the scene's clock; a display link writes the ring's
/// percentage each frame and counts.
@MainActor
struct LayersDemo: DemoScene {
    static let name = "layers"
    static let summary =
        "Core Animation: a progress ring, a masked replicator spinner, a 3D flip, a gradient shimmer, a keyframe shake and a pushed counter"
    static let playTime: TimeInterval = 2.5

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let ring = CAShapeLayer()
    let percent = CATextLayer()
    let spinner = CAReplicatorLayer()
    let dot = CALayer()
    let flip = View(frame: CGRect(x: 560, y: 70, width: 180, height: 160))
    let front = CATextLayer(), back = CATextLayer()
    let shimmer = CAGradientLayer()
    let ants = CAShapeLayer()
    let card = demoCard("Shake", color: .systemPink, frame: CGRect(x: 560, y: 300, width: 160, height: 90))
    let reveal = CAShapeLayer()
    let counterBox = UIView(frame: CGRect(x: 560, y: 405, width: 160, height: 70))
    let counter = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 70))
    var focus: View { canvas }

    init() {
        canvas.backgroundColor = UIColor(white: 0.96, alpha: 1)
        canvas.accessibilityIdentifier = "canvas"
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: 90, y: 90), radius: 70, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let track = CAShapeLayer()
        for (layer, color) in [(track, UIColor.systemGray5), (ring, UIColor.systemBlue)] {
            layer.frame = CGRect(x: 60, y: 60, width: 180, height: 180)
            layer.path = circle.cgPath
            layer.fillColor = nil
            layer.strokeColor = color.cgColor
            layer.lineWidth = 18
            layer.lineCap = .round
            canvas.layer.addSublayer(layer)
        }
        ring.strokeEnd = 0.8
        (ring.name, spinner.name, dot.name, front.name, back.name, shimmer.name, ants.name) = (
            "ring", "spinner", "dot", "front", "back", "shimmer", "ants"
        )
        percent.frame = CGRect(x: 60, y: 130, width: 180, height: 40)
        (percent.fontSize, percent.foregroundColor, percent.alignmentMode) = (28, UIColor.label.cgColor, .center)
        canvas.layer.addSublayer(percent)
        spinner.frame = CGRect(x: 330, y: 80, width: 140, height: 140)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 32)
        dot.position = CGPoint(x: 70, y: 20)
        dot.cornerRadius = 5
        dot.backgroundColor = UIColor.systemOrange.cgColor
        spinner.addSublayer(dot)
        canvas.layer.addSublayer(spinner)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        flip.layer.sublayerTransform = perspective
        for (face, color, text) in [(back, UIColor.systemIndigo, "Back"), (front, UIColor.systemGreen, "Front")] {
            face.frame = CGRect(x: 0, y: 0, width: 180, height: 160)
            face.backgroundColor = color.cgColor
            face.cornerRadius = 18
            face.isDoubleSided = false
            face.string = text
            face.fontSize = 30
            face.alignmentMode = .center
            flip.layer.addSublayer(face)
        }
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        canvas.addSubview(flip)
        shimmer.frame = CGRect(x: 80, y: 300, width: 400, height: 140)
        shimmer.cornerRadius = 24
        shimmer.startPoint = CGPoint(x: 0, y: 0.5)
        shimmer.endPoint = CGPoint(x: 1, y: 0.5)
        shimmer.colors = [
            UIColor.systemTeal.withAlphaComponent(0.1), UIColor.systemTeal.withAlphaComponent(0.45),
            UIColor.systemTeal.withAlphaComponent(0.1),
        ]
        .map(\.cgColor)
        shimmer.locations = [0, 0.1, 0.2]
        canvas.layer.addSublayer(shimmer)
        ants.frame = CGRect(x: 80, y: 300, width: 400, height: 140)
        ants.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 400, height: 140), cornerRadius: 24).cgPath
        ants.fillColor = nil
        ants.strokeColor = UIColor.systemTeal.cgColor
        ants.lineWidth = 4
        ants.lineDashPattern = [14, 8]
        canvas.layer.addSublayer(ants)
        canvas.addSubview(card)
        reveal.path = UIBezierPath(ovalIn: CGRect(x: 70, y: 70, width: 0, height: 0)).cgPath
        spinner.mask = reveal
        counter.text = "0"
        counter.font = .systemFont(ofSize: 40, weight: .bold)
        counter.textAlignment = .center
        counter.clipsToBounds = true
        counter.accessibilityIdentifier = "counter"
        counterBox.backgroundColor = .systemYellow
        counterBox.layer.cornerRadius = 14
        counterBox.addSubview(counter)
        canvas.addSubview(counterBox)
    }

    func start() {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        (fill.fromValue, fill.toValue, fill.duration) = (0, 0.8, 1.6)
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.add(fill, forKey: "progress")
        // The percentage follows what the ring shows, frame by frame, as a display link reads it on iOS.
        let (ring, percent) = (self.ring, self.percent)
        let link = CADisplayLink { link in
            percent.string = "\(Int(((ring.presentation()?.strokeEnd ?? 0) * 100).rounded())) %"
            if ring.animation(forKey: "progress") == nil { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.repeatCount) = (1, 0.15, 1, 3)
        dot.add(fade, forKey: "fade")
        for (face, start) in [(front, 0.0), (back, Double.pi)] {
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            (turn.fromValue, turn.toValue, turn.duration) = (start, start + .pi, 1.2)
            turn.beginTime = CACurrentMediaTime() + 0.4
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            (turn.fillMode, turn.isRemovedOnCompletion) = (.forwards, false)
            face.add(turn, forKey: "flip")
        }
        let sweep = CABasicAnimation(keyPath: "locations")
        (sweep.fromValue, sweep.toValue, sweep.duration, sweep.repeatCount) = ([0, 0.1, 0.2], [0.8, 0.9, 1], 1.2, 3)
        shimmer.add(sweep, forKey: "shimmer")
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        (march.fromValue, march.toValue, march.duration, march.repeatCount) = (0, -44, 0.5, 5)
        ants.add(march, forKey: "march")
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        (shake.values, shake.duration, shake.isAdditive) = ([0, 14, -14, 10, -6, 3, 0], 0.5, true)
        shake.beginTime = CACurrentMediaTime() + 0.6
        card.layer.add(shake, forKey: "shake")
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(ovalIn: CGRect(x: -30, y: -30, width: 200, height: 200)).cgPath
        (grow.duration, grow.fillMode, grow.isRemovedOnCompletion) = (0.9, .forwards, false)
        grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
        reveal.add(grow, forKey: "reveal")
        // Counts to 3, each digit pushed up from below by a transition added before the text changes, the usual recipe.
        let counter = self.counter
        let tick = CADisplayLink { link in
            let due = Swift.min(3, Int(link.timestamp / 0.6))
            guard let shown = Int(counter.text ?? ""), due > shown else { return }
            let push = CATransition()
            (push.type, push.subtype, push.duration) = (.push, .fromBottom, 0.35)
            push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            counter.layer.add(push, forKey: kCATransition)
            counter.text = "\(due)"
            if due == 3 { link.invalidate() }
        }
        tick.add(to: .main, forMode: .common)
    }
}
