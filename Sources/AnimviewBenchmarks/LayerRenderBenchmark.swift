import AnimKit
import AnimKitSDL
import CBenchmarkSupport
import Foundation

/// Core Animation drawn per frame beside cairo from C drawing the same shapes: N progress rings (a shape layer's
/// `strokeEnd` animated, round caps) and N cards turned about y in perspective (a `transform` animated), at 1280 × 800.
///
/// Each frame evaluates the layers' animations and draws them, as a window does; the floor is given the ends and
/// angles the presentation shows, and draws them with the plainest cairo calls (arcs; projected quadrilaterals).
@MainActor
package struct LayerRenderBenchmark {
    let count: Int
    let frames: Int
    /// Where to write each scene the floor drew, for the floor as a program of its own (`scripts/bench/run_cairo_floor.sh`).
    let floorScenes: URL?

    package init(count: Int, frames: Int, floorScenes: URL? = nil) {
        self.count = count
        self.frames = frames
        self.floorScenes = floorScenes
    }

    static let ringRadius: CGFloat = 16, ringWidth: CGFloat = 4
    static let cardSize = CGSize(width: 48, height: 32), eye: CGFloat = 500

    /// `render rings N=… ms_per_frame=… floor_ms=…`.
    package func runRings() throws -> String {
        let session = AnimationSession(clock: ManualClock())
        session.begin()
        defer { session.end() }
        var random = SeededRandomNumberGenerator(seed: 7)
        let root = Self.canvas()
        var rings: [CAShapeLayer] = []
        for _ in 0..<count {
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: .random(in: 0...1240, using: &random), y: .random(in: 0...760, using: &random), width: 40, height: 40)
            ring.path =
                UIBezierPath(
                    arcCenter: CGPoint(x: 20, y: 20), radius: Self.ringRadius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
                ).cgPath
            (ring.fillColor, ring.strokeColor) = (nil, Self.color(&random))
            (ring.lineWidth, ring.lineCap) = (Self.ringWidth, .round)
            let fill = CABasicAnimation(keyPath: "strokeEnd")
            (fill.fromValue, fill.toValue, fill.duration) = (0, 1, 2)
            fill.beginTime = CACurrentMediaTime() - .random(in: 0.05...1.95, using: &random)
            ring.add(fill, forKey: "progress")
            root.layer.addSublayer(ring)
            rings.append(ring)
        }
        let milliseconds = try RenderBenchmark.millisecondsPerFrame(root: root, width: 1280, height: 800, frames: frames)
        let shown = rings.map { $0.presentation() ?? $0 }
        let (x, y, ends) = (shown.map { Float($0.position.x) }, shown.map { Float($0.position.y) }, shown.map { Float($0.strokeEnd) })
        let colors = Self.bytes(shown.map { $0.strokeColor ?? .clear })
        try writeFloorScene(
            "rings", header: [Float(Self.ringRadius), Float(Self.ringWidth)], x: x, y: y, values: ends, colors: colors)
        let floor = benchmark_cairo_rings(
            x, y, ends, colors, Int32(count), Float(Self.ringRadius), Float(Self.ringWidth), 1280, 800, Int32(frames))
        return String(
            format: "render rings N=%d ms_per_frame=%.2f floor_ms=%.2f ratio=%.2f", count, milliseconds, floor, milliseconds / floor)
    }

    /// `render cards3d N=… ms_per_frame=… floor_ms=…`.
    package func runCards() throws -> String {
        let session = AnimationSession(clock: ManualClock())
        session.begin()
        defer { session.end() }
        var random = SeededRandomNumberGenerator(seed: 11)
        let root = Self.canvas()
        var cards: [CALayer] = []
        for _ in 0..<count {
            let card = CALayer()
            card.bounds = CGRect(origin: .zero, size: Self.cardSize)
            card.position = CGPoint(x: .random(in: 24...1256, using: &random), y: .random(in: 16...784, using: &random))
            card.backgroundColor = Self.color(&random)
            let start = CGFloat.random(in: -1.2...1.2, using: &random)
            let turn = CABasicAnimation(keyPath: "transform")
            (turn.fromValue, turn.toValue, turn.duration) = (Self.turned(start), Self.turned(start + 0.3), 1)
            turn.beginTime = CACurrentMediaTime() - .random(in: 0.05...0.95, using: &random)
            card.add(turn, forKey: "turn")
            root.layer.addSublayer(card)
            cards.append(card)
        }
        let milliseconds = try RenderBenchmark.millisecondsPerFrame(root: root, width: 1280, height: 800, frames: frames)
        let shown = cards.map { $0.presentation() ?? $0 }
        // The turn shown: the transform is the rotation then the perspective, so m11 = cos and m13 = −sin.
        let angles = shown.map { Float(atan2(-$0.transform.m13, $0.transform.m11)) }
        let (x, y) = (shown.map { Float($0.position.x) }, shown.map { Float($0.position.y) })
        let colors = Self.bytes(shown.map { $0.backgroundColor ?? .clear })
        let header = [Float(Self.cardSize.width), Float(Self.cardSize.height), Float(Self.eye)]
        try writeFloorScene("cards3d", header: header, x: x, y: y, values: angles, colors: colors)
        let floor = benchmark_cairo_cards(x, y, angles, colors, Int32(count), header[0], header[1], header[2], 1280, 800, Int32(frames))
        return String(
            format: "render cards3d N=%d ms_per_frame=%.2f floor_ms=%.2f ratio=%.2f", count, milliseconds, floor, milliseconds / floor)
    }

    /// Writes `kind-N.scene` into ``floorScenes``: a header (`kind 1280 800` and `header`), then `x y value r g b a` a shape.
    private func writeFloorScene(
        _ kind: String, header: [Float], x: [Float], y: [Float], values: [Float], colors: [UInt8]
    ) throws {
        guard let floorScenes else { return }
        var text = ([kind, "1280", "800"] + header.map { "\($0)" }).joined(separator: " ") + "\n"
        for index in x.indices {
            let color = colors[(index * 4)..<(index * 4 + 4)].map(String.init).joined(separator: " ")
            text += "\(x[index]) \(y[index]) \(values[index]) \(color)\n"
        }
        try Data(text.utf8).write(to: floorScenes.appendingPathComponent("\(kind)-\(count).scene"), options: .atomic)
    }

    private static func canvas() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        root.backgroundColor = .white
        return root
    }

    /// A turn of `angle` about y seen from ``eye``: `CATransform3DRotate` of a transform whose m34 is −1/eye.
    private static func turned(_ angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eye
        return CATransform3DRotate(perspective, angle, 0, 1, 0)
    }

    private static func color(_ random: inout SeededRandomNumberGenerator) -> Color {
        Color(
            red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random), blue: .random(in: 0...1, using: &random),
            alpha: 0.8)
    }

    private static func bytes(_ colors: [Color]) -> [UInt8] {
        colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha].map { UInt8(($0 * 255).rounded()) } }
    }
}
