import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Gradient layers drawn through cairo: each pixel's colour is the stops' blend at that pixel's place along the
/// gradient (taken at the pixel's centre, so within one 8-bit step of the exact value).
@MainActor
@Suite("Gradient layers, drawn", .serialized)
struct GradientPixelTests {
    /// A 200 × 200 gradient layer, black to white, over red (which must not show inside the layer).
    private func gradient(_ configure: (CAGradientLayer) -> Void) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let layer = CAGradientLayer()
        layer.frame = root.bounds
        layer.colors = [UIColor(white: 0, alpha: 1).cgColor, UIColor(white: 1, alpha: 1).cgColor]
        configure(layer)
        root.layer.addSublayer(layer)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    /// Whether `pixel` is the grey `level` (0…1) within one 8-bit step.
    private func isGrey(_ pixel: Pixel, _ level: Double) -> Bool {
        let expected = level * 255
        return [pixel.red, pixel.green, pixel.blue].allSatisfy { abs(Double($0) - expected) <= 1.01 }
    }

    @Test("axial, top to bottom by default: the grey at row y is (y + 0.5) / 200")
    func axial() throws {
        let host = try gradient { _ in }
        for y in [10, 50, 100, 150, 190] { #expect(isGrey(host.pixel(x: 37, y: y), (Double(y) + 0.5) / 200), "row \(y)") }
    }

    @Test("locations move the stops: [0.25, 0.75] holds black above a quarter and white below three quarters")
    func locations() throws {
        let host = try gradient { $0.locations = [0.25, 0.75] }
        #expect(isGrey(host.pixel(x: 100, y: 20), 0) && isGrey(host.pixel(x: 100, y: 180), 1))
        #expect(isGrey(host.pixel(x: 100, y: 100), (100.5 - 50) / 100))
    }

    @Test("radial from the centre, reaching white at the end point's distance along each axis (here 100)")
    func radial() throws {
        let host = try gradient {
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        // The pixel centre (130.5, 100.5) is 30.5 from the centre: 0.305 of the way.
        #expect(isGrey(host.pixel(x: 130, y: 100), (30.5 * 30.5 + 0.25).squareRoot() / 100))
        #expect(isGrey(host.pixel(x: 2, y: 2), 1))
    }

    @Test("conic round the centre, clockwise from the end point's direction: a quarter turn on is a quarter of the way")
    func conic() throws {
        let host = try gradient {
            $0.type = .conic
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        // From 3 o'clock, clockwise on screen: 6 o'clock is a quarter, 9 o'clock a half, 12 o'clock three quarters.
        #expect(isGrey(host.pixel(x: 100, y: 170), 0.25))
        #expect(isGrey(host.pixel(x: 30, y: 100), 0.5))
        #expect(isGrey(host.pixel(x: 100, y: 30), 0.75))
    }

    @Test("the corner radius rounds the gradient: the red under it shows in the corner")
    func rounded() throws {
        let host = try gradient { $0.cornerRadius = 40 }
        #expect(host.pixel(x: 2, y: 2) == Pixel(255, 0, 0))
        #expect(isGrey(host.pixel(x: 100, y: 2), 2.5 / 200))
    }
}
