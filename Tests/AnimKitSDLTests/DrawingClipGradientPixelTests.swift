import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Clipping and gradients in `draw(_:)`, as Core Graphics paints them: a clip is the intersection of the paths given
/// since the state was saved; a linear gradient is drawn across lines at right angles to its axis, between its ends
/// unless the options extend it; a radial one between its two circles.
@MainActor
@Suite("Custom drawing: clips and gradients, drawn", .serialized)
struct DrawingClipGradientPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255)

    private func host(_ drawing: @escaping (CGContext, CGRect) -> Void) throws -> OffscreenHost {
        try drawingHost(width: 200, height: 200, drawing)
    }

    private func near(_ pixel: Pixel, _ red: Double, _ green: Double, _ blue: Double) -> Bool {
        abs(Double(pixel.red) - red) <= 2 && abs(Double(pixel.green) - green) <= 2 && abs(Double(pixel.blue) - blue) <= 2
    }

    @Test(
        "an oval clip (20…80) and a rectangle clip (x < 50): a red fill of everything shows in their intersection; after restore, everywhere"
    )
    func clips() throws {
        let host = try host { context, rect in
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).addClip()
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 200))
            context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            context.fill(rect)
            context.restoreGState()
            context.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
            context.fill(CGRect(x: 150, y: 150, width: 40, height: 40))
        }
        #expect(host.pixel(x: 30, y: 50) == red && host.pixel(x: 48, y: 25) == red)
        #expect(host.pixel(x: 55, y: 50) == white && host.pixel(x: 22, y: 22) == white && host.pixel(x: 10, y: 50) == white)
        #expect(host.pixel(x: 170, y: 170) == blue)
    }

    @Test("an even-odd clip of two nested squares: the fill shows in the ring between them, not in the middle")
    func evenOddClip() throws {
        let host = try host { context, rect in
            context.addRect(CGRect(x: 20, y: 20, width: 100, height: 100))
            context.addRect(CGRect(x: 50, y: 50, width: 40, height: 40))
            context.clip(using: .evenOdd)
            context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            context.fill(rect)
        }
        #expect(host.pixel(x: 30, y: 30) == red && host.pixel(x: 70, y: 30) == red)
        #expect(host.pixel(x: 70, y: 70) == white && host.pixel(x: 10, y: 10) == white && host.pixel(x: 130, y: 70) == white)
    }

    @Test(
        "a linear gradient from x = 50 to 150, red to blue: half-way at 100; before 50 and after 150 only with the options",
        arguments: [false, true])
    func linear(extended: Bool) throws {
        let host = try host { context, _ in
            let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])
            else { return }
            let options: CGGradientDrawingOptions = extended ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : []
            context.drawLinearGradient(gradient, start: CGPoint(x: 50, y: 0), end: CGPoint(x: 150, y: 0), options: options)
        }
        // At x + 0.5 the gradient is (x + 0.5 − 50) / 100 of the way: 0.505 at pixel 100, 0.255 at 75.
        #expect(near(host.pixel(x: 100, y: 100), 255 * 0.495, 0, 255 * 0.505))
        #expect(near(host.pixel(x: 75, y: 10), 255 * 0.745, 0, 255 * 0.255))
        #expect(host.pixel(x: 20, y: 100) == (extended ? red : white) && host.pixel(x: 180, y: 100) == (extended ? blue : white))
    }

    @Test("a linear gradient under a quarter turn runs down, not across; clipped to a square, it shows only there")
    func linearTurnedAndClipped() throws {
        let host = try host { context, _ in
            let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1)]
            guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil) else { return }
            context.clip(to: CGRect(x: 0, y: 0, width: 120, height: 200))
            context.rotate(by: .pi / 2)
            // User space turned: its x axis runs down the view, so this axis is y = 0…200 on screen.
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 200, y: 0), options: [])
        }
        #expect(near(host.pixel(x: 60, y: 100), 255 * 0.4975, 0, 255 * 0.5025))
        #expect(near(host.pixel(x: 10, y: 100), 255 * 0.4975, 0, 255 * 0.5025))
        #expect(near(host.pixel(x: 60, y: 5), 255 * 0.9725, 0, 255 * 0.0275))
        #expect(host.pixel(x: 160, y: 100) == white)
    }

    @Test(
        "a radial gradient from radius 20 to 60 round (100, 100), red to blue: half-way at 40; inside 20 and outside 60 only with the options",
        arguments: [false, true])
    func radial(extended: Bool) throws {
        let host = try host { context, _ in
            let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray
            guard let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors, locations: [0, 1])
            else { return }
            let options: CGGradientDrawingOptions = extended ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : []
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 100, y: 100), startRadius: 20, endCenter: CGPoint(x: 100, y: 100), endRadius: 60,
                options: options)
        }
        // Pixel (139, 99)'s centre is 39.5 points out (to 1/100 of a point): (39.5 − 20) / 40 of the way.
        let t = ((39.5 * 39.5 + 0.5 * 0.5).squareRoot() - 20) / 40
        #expect(near(host.pixel(x: 139, y: 99), 255 * (1 - t), 0, 255 * t))
        #expect(host.pixel(x: 105, y: 100) == (extended ? red : white) && host.pixel(x: 180, y: 100) == (extended ? blue : white))
    }

    @Test(
        "a radial gradient from a point at (60, 100) to a circle of 60 round (100, 100): each point takes the last circle through it; past it only with the option",
        arguments: [false, true])
    func radialTwoCentres(extended: Bool) throws {
        let host = try host { context, _ in
            guard
                let gradient = CGGradient(
                    colorsSpace: nil, colors: [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1)],
                    locations: nil)
            else { return }
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 60, y: 100), startRadius: 0, endCenter: CGPoint(x: 100, y: 100), endRadius: 60,
                options: extended ? [.drawsAfterEndLocation] : [])
        }
        // The circle at t is round (60 + 40t, 100), of radius 60t: a point (60 + u, 100 + v) lies on it when
        // 2000t² + 80ut − (u² + v²) = 0; the colour is the larger root's.
        func t(_ x: Double, _ y: Double) -> Double {
            let (u, v) = (x + 0.5 - 60, y + 0.5 - 100)
            return (-80 * u + (6400 * u * u + 8000 * (u * u + v * v)).squareRoot()) / 4000
        }
        for (x, y) in [(130, 99), (80, 120), (40, 100)] {
            let shown = t(Double(x), Double(y))
            #expect(near(host.pixel(x: x, y: y), 255 * (1 - shown), 0, 255 * shown), "t = \(shown) at (\(x), \(y))")
        }
        #expect(host.pixel(x: 175, y: 100) == (extended ? blue : white) && host.pixel(x: 100, y: 20) == (extended ? blue : white))
    }
}
