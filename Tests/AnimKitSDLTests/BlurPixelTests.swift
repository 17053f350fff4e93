import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A visual effect view blurs what is drawn behind it — a Gaussian, checked against its own integral — and its effect
/// animates in and out.
@MainActor
@Suite("UIVisualEffectView: a real blur of what lies behind", .serialized)
struct BlurPixelTests {
    /// The red of a pixel `distance` points from a black-to-white edge (black at negative distances), blurred by a
    /// Gaussian of standard deviation `sigma`: 255 × Φ(distance ÷ σ).
    func blurredEdge(_ distance: Double, sigma: Double) -> Double {
        255 * 0.5 * erfc(-distance / (sigma * 2.0.squareRoot()))
    }

    /// Black on the left half of 200 × 100, white on the right, under an extra-light blur (radius 20, white tint at 0.7)
    /// covering it all.
    func stage() throws -> (OffscreenHost, UIVisualEffectView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .black
        let white = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        white.backgroundColor = .white
        root.addSubview(white)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
        blur.frame = root.bounds
        root.addSubview(blur)
        return (try OffscreenHost(root: root), blur)
    }

    @Test("an edge blurred by a clear effect of radius 20 follows the Gaussian's integral (σ = 10) within a few levels")
    func edgeFollowsTheGaussian() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, _) = try stage()
        try host.render()
        // Pixel x's centre is x + 0.5, so its distance from the edge at 100 is x − 99.5; then 70 % white over it.
        for x in [80, 90, 95, 99, 100, 104, 110, 120] {
            let blurred = blurredEdge(Double(x) - 99.5, sigma: 10)
            let expected = 0.7 * 255 + 0.3 * blurred
            let red = Double(host.pixel(x: x, y: 50).red)
            #expect(abs(red - expected) <= 3, "x = \(x): \(red), the Gaussian's \(expected)")
        }
        // Far from the edge the blur changes nothing: black under 70 % white is 178.5.
        #expect(abs(Int(host.pixel(x: 20, y: 50).red) - 179) <= 1)
    }

    @Test("effect = nil inside UIView.animate fades the blur and its tint out: half-way, half the radius and tint")
    func effectAnimatesOut() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, blur) = try stage()
        blur.contentView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { blur.effect = nil }
        #expect(blur.effect == nil)
        fixture.run(frames: 30)
        try host.render()
        // Radius 10 (σ = 5) and the tint at 0.35.
        let expected = 0.35 * 255 + 0.65 * blurredEdge(95 - 99.5, sigma: 5)
        #expect(abs(Double(host.pixel(x: 95, y: 50).red) - expected) <= 3)
        fixture.run(frames: 31)
        try host.render()
        #expect(host.pixel(x: 95, y: 50) == Pixel(0, 0, 0) && host.pixel(x: 100, y: 50) == Pixel(255, 255, 255))
    }
}
