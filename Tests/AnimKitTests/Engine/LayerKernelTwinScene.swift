import Foundation

@testable import AnimKit

/// A random scene for the layer kernel's twin check: layers of their own and a view's layer, animated by basic, spring
/// and grouped animations of every key path kind, in every timing, whose models and times change while they run.
@MainActor
struct LayerKernelTwinScene {
    var rng: SeededRandomNumberGenerator
    let host = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let backed = View(frame: CGRect(x: 40, y: 50, width: 80, height: 60))
    var layers: [Layer] = []

    init(seed: UInt64) {
        rng = SeededRandomNumberGenerator(seed: seed)
        host.addSubview(backed)
        for index in 0..<4 {
            let layer = index % 2 == 0 ? CALayer() : CAShapeLayer()
            layer.frame = CGRect(x: Double(index) * 30, y: 20, width: 40, height: 30)
            layer.backgroundColor = index == 3 ? nil : Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
            host.layer.addSublayer(layer)
            layers.append(layer)
        }
        layers.append(backed.layer)
    }

    static let keyPaths = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width", "bounds.origin", "opacity",
        "backgroundColor", "cornerRadius", "transform", "transform.rotation.z", "transform.rotation.x", "transform.scale",
        "transform.scale.y", "transform.translation.x", "transform.translation", "sublayerTransform", "shadowOffset",
        "borderColor", "anchorPoint", "zPosition",
    ]
    static let shapeKeyPaths = ["strokeEnd", "strokeStart", "lineWidth", "fillColor", "strokeColor"]

    /// Every key compared, for `layer`.
    static func keys(of layer: Layer) -> [String] {
        let base = [
            "bounds", "position", "anchorPoint", "zPosition", "opacity", "backgroundColor", "cornerRadius", "transform",
            "sublayerTransform", "borderColor", "shadowOffset",
        ]
        return layer is CAShapeLayer ? base + ["strokeEnd", "strokeStart", "lineWidth", "fillColor", "strokeColor"] : base
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { double(0...1) < p }

    /// A value of `current`'s kind.
    mutating func value(like current: LayerValue) -> Any? {
        switch current {
        case .number: return double(-2...3)
        case .point: return CGPoint(x: double(-50...200), y: double(-50...200))
        case .size: return CGSize(width: double(0...120), height: double(0...90))
        case .rect: return CGRect(x: double(-20...20), y: double(-20...20), width: double(1...120), height: double(1...90))
        case .color: return chance(0.1) ? nil : Color(red: double(0...1), green: double(0...1), blue: double(0...1), alpha: double(0...1))
        case .transform:
            var t = CATransform3DMakeRotation(double(-3...3), double(-1...1), double(-1...1), double(0.1...1))
            t = CATransform3DScale(t, double(0.3...2), double(0.3...2), 1)
            t = CATransform3DTranslate(t, double(-30...30), double(-30...30), 0)
            if chance(0.3) { t.m34 = -1 / 500 }
            return t
        case .path, .numbers, .colors: return nil
        }
    }

    /// A random basic or spring animation of a key path `layer` has.
    mutating func basic(on layer: Layer) -> CABasicAnimation {
        let paths = Self.keyPaths + (layer is CAShapeLayer ? Self.shapeKeyPaths : [])
        let keyPath = paths[Int.random(in: 0..<paths.count, using: &rng)]
        let animation = chance(0.25) ? CASpringAnimation(keyPath: keyPath) : CABasicAnimation(keyPath: keyPath)
        if let spring = animation as? CASpringAnimation { spring.damping = double(4...20) }
        let like = layer.currentValue(forKeyPath: keyPath) ?? .number(0)
        let ends = Int.random(in: 0..<8, using: &rng)
        if ends & 1 != 0 { animation.fromValue = value(like: like) }
        if ends & 2 != 0 { animation.toValue = value(like: like) }
        if ends & 4 != 0 { animation.byValue = value(like: like) }
        animation.isAdditive = chance(0.2)
        animation.isCumulative = chance(0.2)
        time(animation)
        return animation
    }

    /// Random timing.
    mutating func time(_ animation: CAAnimation) {
        animation.duration = double(0.1...1.2)
        if chance(0.3) { animation.beginTime = CACurrentMediaTime() + double(-0.4...0.4) }
        if chance(0.2) { animation.speed = [0.5, 2, -1][Int.random(in: 0..<3, using: &rng)] }
        if chance(0.2) { animation.timeOffset = double(0...0.5) }
        if chance(0.3) { animation.repeatCount = [2, 1.5, .infinity][Int.random(in: 0..<3, using: &rng)] }
        animation.autoreverses = chance(0.3)
        animation.fillMode = [.removed, .forwards, .backwards, .both][Int.random(in: 0..<4, using: &rng)]
        animation.isRemovedOnCompletion = chance(0.7)
        let names: [CAMediaTimingFunctionName?] = [nil, .easeIn, .easeOut, .easeInEaseOut, .default]
        animation.timingFunction = names[Int.random(in: 0..<names.count, using: &rng)].map { CAMediaTimingFunction(name: $0) }
    }

    /// One random change: an animation added (alone or in a group) or removed, a model value set, a layer paused or
    /// resumed, the view animated or its animations taken off.
    mutating func perturb() {
        let layer = layers[Int.random(in: 0..<layers.count, using: &rng)]
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2: layer.add(basic(on: layer), forKey: chance(0.5) ? "k\(Int.random(in: 0..<3, using: &rng))" : nil)
        case 3:
            let group = CAAnimationGroup()
            group.animations = (0..<Int.random(in: 1...3, using: &rng)).map { _ in basic(on: layer) }
            time(group)
            layer.add(group, forKey: nil)
        case 4: layer.removeAnimation(forKey: "k\(Int.random(in: 0..<3, using: &rng))")
        case 5:
            let key = Self.keys(of: layer)[Int.random(in: 0..<Self.keys(of: layer).count, using: &rng)]
            if let current = layer.value(forLayerKey: key), let value = value(like: current) { layer.setValue(value, forKeyPath: key) }
        case 6:
            if layer.speed == 0 {
                let paused = layer.timeOffset
                (layer.speed, layer.timeOffset, layer.beginTime) = (1, 0, 0)
                layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
            } else if chance(0.3) {
                let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
                (layer.speed, layer.timeOffset) = (0, paused)
            }
        case 7:
            let target = CGPoint(x: double(0...300), y: double(0...200))
            UIView.animate(withDuration: double(0.2...1)) { [backed] in
                backed.center = target
                backed.alpha = 0.5
            }
        case 8:
            // The view's animations and its layer's, taken off at once: the view shows its model from now on.
            backed.layer.removeAllAnimations()
        default: break
        }
    }
}
