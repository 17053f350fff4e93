import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Blend modes in `draw(_:)`, as Core Graphics combines a shape with the view's backing store: within the shape only,
/// by the PDF specification's formula for a separable mode — colour = (1 − αb)·Cs + αb·B(Cb, Cs) — or Porter and
/// Duff's for the compositing ones; the backing store then laid over what is under the view. Every view here is clear
/// over a white scene, so where the drawing leaves the store clear the scene shows white.
@MainActor
@Suite("Custom drawing: blend modes, in the view's own backing store", .serialized)
struct DrawingBlendModePixelTests {
    private func host(alpha: CGFloat = 1, _ drawing: @escaping (CGContext, CGRect) -> Void) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let view = DrawingSketchView(frame: root.bounds)
        (view.backgroundColor, view.alpha, view.drawing) = (.clear, alpha, drawing)
        root.addSubview(view)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    private func near(_ pixel: Pixel, _ red: Double, _ green: Double, _ blue: Double) -> Bool {
        abs(Double(pixel.red) - red) <= 2 && abs(Double(pixel.green) - green) <= 2 && abs(Double(pixel.blue) - blue) <= 2
    }

    /// A grey store (0.5 opaque) over the left half, 0…100.
    private func greyLeftHalf(_ context: CGContext) {
        context.setFillColor(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 120))
    }

    @Test("clear punches a hole (the white scene shows); copy replaces the store inside its shape only, at its own alpha")
    func clearAndCopy() throws {
        let host = try host { context, rect in
            UIColor.black.withAlphaComponent(0.5).setFill()
            UIRectFill(rect)
            UIRectFillUsingBlendMode(CGRect(x: 20, y: 20, width: 40, height: 40), .clear)
            UIColor.red.withAlphaComponent(0.5).setFill()
            UIRectFillUsingBlendMode(CGRect(x: 100, y: 20, width: 40, height: 40), .copy)
        }
        // Black at 0.5 over white: 127.5. The hole: white. The copy: half-red over white — (255, 127.5, 127.5).
        #expect(near(host.pixel(x: 10, y: 10), 127.5, 127.5, 127.5))
        #expect(near(host.pixel(x: 40, y: 40), 255, 255, 255))
        #expect(near(host.pixel(x: 120, y: 40), 255, 127.5, 127.5))
        #expect(near(host.pixel(x: 150, y: 40), 127.5, 127.5, 127.5), "copy changes nothing outside its shape")
    }

    @Test(
        "over a grey store: multiply red → (0.5, 0, 0); screen blue → (0.5, 0.5, 1); difference white → 0.5; over clear store each is its own colour"
    )
    func separableModes() throws {
        let host = try host { context, _ in
            self.greyLeftHalf(context)
            context.setBlendMode(.multiply)
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 10, width: 180, height: 20)).fill()
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 50, width: 180, height: 20)).fill(with: .screen, alpha: 1)
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 90, width: 180, height: 20)).fill(with: .difference, alpha: 1)
        }
        // B(Cb, Cs) with αb = 1 over the grey; with αb = 0 (the clear right half) the colour is the source's own.
        #expect(near(host.pixel(x: 50, y: 20), 127.5, 0, 0) && near(host.pixel(x: 150, y: 20), 255, 0, 0))
        #expect(near(host.pixel(x: 50, y: 60), 127.5, 127.5, 255) && near(host.pixel(x: 150, y: 60), 0, 0, 255))
        #expect(near(host.pixel(x: 50, y: 100), 127.5, 127.5, 127.5) && near(host.pixel(x: 150, y: 100), 255, 255, 255))
        // Between the bands, the store as it was.
        #expect(near(host.pixel(x: 50, y: 40), 127.5, 127.5, 127.5) && near(host.pixel(x: 150, y: 40), 255, 255, 255))
    }

    @Test("source atop and destination out act on the view's own store: red atop shows only over the grey; a stroke out clears it")
    func compositingModesAreIsolated() throws {
        let host = try host { context, _ in
            self.greyLeftHalf(context)
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 10, width: 180, height: 40)).fill(with: .sourceAtop, alpha: 1)
            context.setBlendMode(.destinationOut)
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(20)
            context.move(to: CGPoint(x: 0, y: 90))
            context.addLine(to: CGPoint(x: 200, y: 90))
            context.strokePath()
        }
        // Drawn straight over the (opaque) scene, red atop would show across the whole band, and the stroke do nothing.
        #expect(near(host.pixel(x: 50, y: 30), 255, 0, 0) && near(host.pixel(x: 150, y: 30), 255, 255, 255))
        #expect(near(host.pixel(x: 50, y: 90), 255, 255, 255) && near(host.pixel(x: 50, y: 70), 127.5, 127.5, 127.5))
    }

    @Test("a gradient in multiply: a red-to-red gradient over the grey is (0.5, 0, 0); the view's alpha 0.5 lays the store at half")
    func gradientAndViewAlpha() throws {
        let host = try host(alpha: 0.5) { context, _ in
            self.greyLeftHalf(context)
            context.setBlendMode(.multiply)
            let red = UIColor.red.cgColor
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, red] as CFArray, locations: [0, 1])
            else { return }
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 120), options: [])
        }
        // At half: (0.5·127.5 + 0.5·255, 0.5·255, 0.5·255) over the grey; (255, 127.5, 127.5) over the clear half.
        #expect(near(host.pixel(x: 50, y: 60), 191.25, 127.5, 127.5))
        #expect(near(host.pixel(x: 150, y: 60), 255, 127.5, 127.5))
    }

    @Test("text and images in another mode, and any paint in .plusDarker, are drawn .normal and said so, once each")
    func unblendedPaintIsReported() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = try host { context, _ in
            context.setBlendMode(.multiply)
            ("Hi" as NSString).draw(
                at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red])
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 150, y: 10, width: 20, height: 20)).fill(with: .plusDarker, alpha: 1)
        }
        #expect(near(host.pixel(x: 160, y: 20), 255, 0, 0))
        let said = fixture.errors.map(\.description)
        #expect(said.count == 2, "\(said)")
        #expect(said.first?.contains("text is drawn with the .normal blend mode") == true)
        #expect(said.last?.contains("plus-darker") == true)
    }
}
