import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A cube of six 200-point faces in a `CATransformLayer` (``CubeScene``), spun by a `CABasicAnimation` of `transform.rotation.y`,
/// drawn. In a 400 × 400 root, its container (200 × 200 at (100, 100)) gives m34 = −1/500. At 45° the front face's left
/// edge (−100, y, 100) turns to (0, y, 141.42): the middle of the picture; its right edge (100, y, 100) to
/// (141.42, y, 0), at x = 341.42; the left face's far edge (−100, y, −100) to (−141.42, y, 0), at 58.58. So the left
/// face fills 58.6…200 and the front face 200…341.4 along the middle row, the back and right faces hidden behind them.
@MainActor
@Suite("CATransformLayer, drawn", .serialized)
struct TransformLayerPixelTests {
    static let red = Pixel(255, 0, 0), orange = Pixel(255, 128, 0), white = Pixel(255, 255, 255)

    @Test("spun 45° by a linear 4 s turn at 0.5 s: the left and front faces side by side, meeting in the middle")
    func spunCube() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (root, cube) = CubeScene.make()
        let host = try OffscreenHost(root: root)
        let spin = CABasicAnimation(keyPath: "transform.rotation.y")
        (spin.fromValue, spin.toValue, spin.duration, spin.repeatCount) = (0, CGFloat.pi * 2, 4, .infinity)
        cube.add(spin, forKey: "spin")
        fixture.run(seconds: 0.5)
        try host.render()
        for x in [62, 120, 196] { #expect(host.pixel(x: x, y: 200) == Self.orange, "x \(x)") }
        for x in [204, 280, 338] { #expect(host.pixel(x: x, y: 200) == Self.red, "x \(x)") }
        for x in [55, 345] { #expect(host.pixel(x: x, y: 200) == Self.white, "x \(x)") }
    }
}
