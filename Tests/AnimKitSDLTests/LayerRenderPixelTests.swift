import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A view made into an image — `layer.render(in:)` (Apple: "renders directly from the layer tree, ignoring any
/// animations") and `drawHierarchy(in:afterScreenUpdates:)` (Apple: "a snapshot of the complete view hierarchy as
/// visible onscreen") — then shown in an image view and drawn. A red 100-point card at (30, 30) holds a blue 50-point
/// dot at its top left, moved to (50, 50) by a linear 1 s block: at 0.5 s it shows at (25, 25).
@MainActor
@Suite("A view rendered into an image, drawn", .serialized)
struct LayerRenderPixelTests {
    static let red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255), white = Pixel(255, 255, 255)

    /// The card, half-way through the dot's move.
    static func movingCard(_ fixture: EngineFixture) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 100, height: 100))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        dot.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSubview(dot)
        root.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { dot.frame.origin = CGPoint(x: 50, y: 50) }
        fixture.run(seconds: 0.5)
        return card
    }

    /// `image` at the top left of a white 200 × 200 frame, drawn.
    static func shown(_ image: UIImage) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(origin: .zero, size: image.size)
        root.addSubview(imageView)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("render(in:): the card in its own coordinates, the dot where the code put it (50…100), not where it shows")
    func renderDrawsTheModel() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = Self.movingCard(fixture)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { card.layer.render(in: $0.cgContext) }
        let host = try Self.shown(image)
        for (x, y) in [(52, 52), (75, 75), (98, 98)] { #expect(host.pixel(x: x, y: y) == Self.blue, "(\(x), \(y))") }
        for (x, y) in [(2, 2), (30, 30), (48, 48), (98, 2)] { #expect(host.pixel(x: x, y: y) == Self.red, "(\(x), \(y))") }
        #expect(host.pixel(x: 102, y: 50) == Self.white)
    }

    @Test("drawHierarchy(in:): the card as it shows, scaled into a 200-point rectangle: the dot at 2 × (25…75)")
    func hierarchyDrawsWhatShows() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = Self.movingCard(fixture)
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { _ in
            drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 200, height: 200), afterScreenUpdates: false)
        }
        #expect(drew)
        let host = try Self.shown(image)
        for (x, y) in [(52, 52), (100, 100), (148, 148)] { #expect(host.pixel(x: x, y: y) == Self.blue, "(\(x), \(y))") }
        for (x, y) in [(46, 46), (154, 154), (4, 196), (196, 4)] { #expect(host.pixel(x: x, y: y) == Self.red, "(\(x), \(y))") }
    }

    @Test("drawHierarchy with no context current draws nothing and says so")
    func noContext() {
        #expect(!UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).drawHierarchy(in: .zero, afterScreenUpdates: true))
    }
}
