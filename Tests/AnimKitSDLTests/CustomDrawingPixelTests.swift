import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A view that draws what `drawing` says, counting its draws.
@MainActor
private final class SketchView: UIView {
    var drawing: (CGRect) -> Void = { _ in }
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        drawing(rect)
    }
}

/// Custom drawing, as UIKit's: `draw(_:)` with `UIBezierPath` and `CGContext`, drawn through cairo like shape layers.
@MainActor
@Suite("Custom drawing: draw(_:), UIBezierPath and CGContext, drawn", .serialized)
struct CustomDrawingPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255), green = Pixel(0, 255, 0)

    private func host(_ view: SketchView) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        root.backgroundColor = .white
        root.addSubview(view)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("an oval filled red 20 points in, a rectangle stroked 4 points wide 5 points in: each where the path says")
    func bezierPaths() throws {
        let view = SketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.drawing = { rect in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIBezierPath(ovalIn: rect.insetBy(dx: 20, dy: 20)).fill()
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setStroke()
            let frame = UIBezierPath(rect: rect.insetBy(dx: 5, dy: 5))
            frame.lineWidth = 4
            frame.stroke()
        }
        let host = try host(view)
        // The oval spans 20…80 across its middle; the frame's line 3…7 (its centre line at 5, 2 points each side).
        #expect(host.pixel(x: 50, y: 50) == red && host.pixel(x: 23, y: 50) == red && host.pixel(x: 76, y: 50) == red)
        #expect(host.pixel(x: 16, y: 50) == white && host.pixel(x: 25, y: 25) == white)
        #expect(host.pixel(x: 5, y: 50) == blue && host.pixel(x: 94, y: 50) == blue && host.pixel(x: 50, y: 4) == blue)
        #expect(host.pixel(x: 9, y: 50) == white && host.pixel(x: 1, y: 50) == white)
    }

    @Test("CGContext: a fill, a translated and doubled fill inside save/restore, then a fill back in the first space")
    func contextState() throws {
        let view = SketchView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.drawing = { _ in
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.saveGState()
            context.translateBy(x: 50, y: 50)
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.fill(CGRect(x: 100, y: 100, width: 10, height: 10))
        }
        let host = try host(view)
        #expect(host.pixel(x: 10, y: 10) == green && host.pixel(x: 25, y: 10) == white)
        // (0, 0, 10, 10) through translate (50, 50) then scale 2: 50…70.
        #expect(host.pixel(x: 52, y: 52) == red && host.pixel(x: 68, y: 68) == red && host.pixel(x: 72, y: 60) == white)
        // Restored: the fill colour is green again and the square is at 100…110, unscaled.
        #expect(host.pixel(x: 105, y: 105) == green && host.pixel(x: 112, y: 105) == white)
    }

    @Test("draw(_:) runs once for many frames, again after setNeedsDisplay(); outside it there is no current context")
    func drawsWhenAsked() throws {
        let view = SketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.drawing = { rect in
            #expect(UIGraphicsGetCurrentContext() != nil)
            color.setFill()
            UIRectFill(rect)
        }
        let host = try host(view)
        try host.render()
        try host.render()
        #expect(view.draws == 1 && host.pixel(x: 50, y: 50) == red)
        color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        try host.render()
        #expect(view.draws == 1 && host.pixel(x: 50, y: 50) == red)
        view.setNeedsDisplay()
        try host.render()
        #expect(view.draws == 2 && host.pixel(x: 50, y: 50) == blue)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("bounds twice as wide: .scaleToFill stretches the drawing (50 points become 100), .redraw draws again (50 stay 50)")
    func contentModes() throws {
        for mode in [UIView.ContentMode.scaleToFill, .redraw] {
            let view = SketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.contentMode = mode
            view.drawing = { rect in
                UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 50, height: rect.height))
            }
            let host = try host(view)
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            try host.render()
            #expect(host.pixel(x: 40, y: 50) == red)
            #expect(host.pixel(x: 75, y: 50) == (mode == .redraw ? white : red), "\(mode)")
            #expect(view.draws == (mode == .redraw ? 2 : 1), "\(mode)")
        }
    }

    @Test("a drawing stays inside its view's bounds, as a backing store of the bounds' size does")
    func clippedToBounds() throws {
        let view = SketchView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.drawing = { _ in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: -40, y: -40, width: 180, height: 180)).fill()
        }
        let host = try host(view)
        #expect(host.pixel(x: 100, y: 100) == red && host.pixel(x: 52, y: 52) == red && host.pixel(x: 147, y: 147) == red)
        #expect(host.pixel(x: 30, y: 100) == white && host.pixel(x: 160, y: 100) == white && host.pixel(x: 100, y: 20) == white)
    }

    @Test(
        "setShouldAntialias(false): a turned square's edge pixels are red or white, nothing between; on (the default) and when the context disallows it, as each says"
    )
    func antialiasing() throws {
        func edgeShades(_ configure: @escaping (CGContext) -> Void) throws -> Set<Pixel> {
            let view = SketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.drawing = { _ in
                guard let context = UIGraphicsGetCurrentContext() else { return }
                configure(context)
                context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
                // A square turned by 30°: every edge runs across pixels.
                context.translateBy(x: 50, y: 50)
                context.rotate(by: .pi / 6)
                context.fill(CGRect(x: -30, y: -30, width: 60, height: 60))
            }
            let host = try host(view)
            return Set((0..<100).flatMap { y in (0..<100).map { x in host.pixel(x: x, y: y) } })
        }
        #expect(try edgeShades { $0.setShouldAntialias(false) } == [white, red])
        #expect(try edgeShades { _ in }.count > 10)
        // Saved and restored with the graphics state: turned off inside a save, back on after the restore.
        #expect(
            try edgeShades {
                $0.saveGState()
                $0.setShouldAntialias(false)
                $0.restoreGState()
            }.count > 10)
        #expect(try edgeShades { $0.setAllowsAntialiasing(false) } == [white, red])
    }
}
