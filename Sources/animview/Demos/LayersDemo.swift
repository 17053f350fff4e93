import AnimKit
import Foundation

/// Core Animation as animation code uses it: a progress ring whose `strokeEnd` fills on an ease-in-out curve, a
/// spinner turned by `transform.rotation.z`, marching ants (`lineDashPhase`) and a card shaken along `position.x` —
/// shape layers drawn by cairo, every animation on the scene's clock.
@MainActor
struct LayersDemo: DemoScene {
    static let name = "layers"
    static let summary = "Core Animation: a progress ring (strokeEnd), a spinner, marching ants and a shake, drawn by cairo"
    static let playTime: TimeInterval = 2.5

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let ring = CAShapeLayer()
    let spinner = CAShapeLayer()
    let ants = CAShapeLayer()
    let card = demoCard("Shake", color: .systemPink, frame: CGRect(x: 560, y: 300, width: 160, height: 90))
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
        spinner.frame = CGRect(x: 330, y: 80, width: 140, height: 140)
        spinner.path =
            UIBezierPath(arcCenter: CGPoint(x: 70, y: 70), radius: 52, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true).cgPath
        spinner.fillColor = nil
        spinner.strokeColor = UIColor.systemOrange.cgColor
        spinner.lineWidth = 10
        spinner.lineCap = .round
        canvas.layer.addSublayer(spinner)
        ants.frame = CGRect(x: 80, y: 300, width: 400, height: 140)
        ants.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 400, height: 140), cornerRadius: 24).cgPath
        ants.fillColor = UIColor.systemTeal.withAlphaComponent(0.15).cgColor
        ants.strokeColor = UIColor.systemTeal.cgColor
        ants.lineWidth = 4
        ants.lineDashPattern = [14, 8]
        canvas.layer.addSublayer(ants)
        canvas.addSubview(card)
    }

    func start() {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        (fill.fromValue, fill.toValue, fill.duration) = (0, 0.8, 1.6)
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.add(fill, forKey: "progress")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.fromValue, spin.toValue, spin.duration, spin.repeatCount) = (0, 2 * CGFloat.pi, 0.8, 3)
        spinner.add(spin, forKey: "spin")
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        (march.fromValue, march.toValue, march.duration, march.repeatCount) = (0, -44, 0.5, 5)
        ants.add(march, forKey: "march")
        let shake = CABasicAnimation(keyPath: "position.x")
        (shake.byValue, shake.duration, shake.autoreverses, shake.repeatCount) = (14, 0.08, true, 4)
        shake.beginTime = CACurrentMediaTime() + 0.6
        shake.isAdditive = true
        card.layer.add(shake, forKey: "shake")
    }
}
