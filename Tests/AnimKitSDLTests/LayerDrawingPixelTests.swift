import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

// What a layer's `draw(in:)` paints, on screen. Core Graphics as Apple documents it: a shadow is painted under each
// object drawn after `setShadow`, in black at a third opacity unless a colour is given, its offset in base space —
// positive y downward on iOS since 3.2 (Technical Q&A QA1706); `clip(to:mask:)` maps the image into the rectangle as an
// image is drawn into a UIKit context (upside down) and lets paint through where it is opaque; a gradient's colours can
// be given as RGBA components, four to a colour.

/// A layer that draws what its closure draws.
@MainActor
final class SketchLayer: CALayer {
    var sketch: ((CGContext, CGRect) -> Void)?
    override func draw(in ctx: CGContext) { sketch?(ctx, bounds) }
}

@MainActor
@Suite("A layer's draw(in:): Core Graphics shadows, image masks and component gradients, drawn", .serialized)
struct LayerDrawingPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255)

    private func host(_ sketch: @escaping (CGContext, CGRect) -> Void) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let layer = SketchLayer()
        layer.frame = root.bounds
        layer.sketch = sketch
        layer.setNeedsDisplay()
        root.layer.addSublayer(layer)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("a mask drawn in its top half clips a red fill of the layer to the bottom half (the image upside down)")
    func imageMask() throws {
        let host = try host { context, rect in
            UIGraphicsBeginImageContextWithOptions(rect.size, false, 0)
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: rect.width, height: rect.height / 2))
            let mask = UIGraphicsGetCurrentContext()?.makeImage()
            UIGraphicsEndImageContext()
            guard let mask else { return }
            context.clip(to: rect, mask: mask)
            context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            context.fill(rect)
        }
        #expect(host.pixel(x: 100, y: 150) == red && host.pixel(x: 20, y: 190) == red)
        #expect(host.pixel(x: 100, y: 50) == white && host.pixel(x: 20, y: 10) == white)
    }

    @Test("a shadow offset (10, 20), unblurred, in blue: under the red square and below-right of it; default: a third black")
    func shadow() throws {
        let host = try host { context, _ in
            context.setShadow(offset: CGSize(width: 10, height: 20), blur: 0, color: UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
            context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            context.fill(CGRect(x: 20, y: 20, width: 50, height: 50))
            context.setShadow(offset: CGSize(width: 10, height: 20), blur: 0)
            context.fill(CGRect(x: 120, y: 20, width: 50, height: 50))
        }
        // The square covers 20…70; its shadow 30…80 across and 40…90 down.
        #expect(host.pixel(x: 45, y: 45) == red && host.pixel(x: 75, y: 85) == blue && host.pixel(x: 25, y: 80) == white)
        #expect(host.pixel(x: 75, y: 30) == white)
        // Black at a third over white: 255 × 2/3 = 170.
        let grey = host.pixel(x: 175, y: 85)
        #expect(abs(Int(grey.red) - 170) <= 1 && grey.red == grey.green && grey.green == grey.blue)
    }

    @Test("a gradient of two colours given as RGBA components, red to blue across the layer")
    func componentGradient() throws {
        let host = try host { context, rect in
            let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
            let locations: [CGFloat] = [0, 1]
            guard
                let gradient = CGGradient(
                    colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations, count: 2)
            else { return }
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: rect.width, y: 0), options: .drawsBeforeStartLocation)
        }
        // Each pixel takes the colour at its centre: 0.5 / 200 of the way at the first, 100.5 / 200 in the middle.
        func near(_ pixel: Pixel, red: Double, blue: Double) -> Bool {
            abs(Double(pixel.red) - red) <= 1 && abs(Double(pixel.blue) - blue) <= 1 && pixel.green == 0
        }
        let first = host.pixel(x: 0, y: 100), middle = host.pixel(x: 100, y: 100), last = host.pixel(x: 199, y: 100)
        #expect(near(first, red: 255 * 199.5 / 200, blue: 255 * 0.5 / 200), "\(first)")
        #expect(near(middle, red: 255 * 99.5 / 200, blue: 255 * 100.5 / 200), "\(middle)")
        #expect(near(last, red: 255 * 0.5 / 200, blue: 255 * 199.5 / 200), "\(last)")
    }
}
