import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A drawing composited on its own (a blend mode in `draw(_:)`, as a text field's clear button is drawn) inside a view
/// that clips: the text drawn after it, outside that clip, is drawn — the group must not leave the frame clipped to
/// where the drawing was.
@MainActor
@Suite("What is drawn after a composited drawing in a clipping view", .serialized)
struct ClipAfterGroupPixelTests {
    @Test("a label after a clipped view whose drawing clears a hole is drawn in full")
    func labelAfterGroup() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let clipping = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        clipping.clipsToBounds = true
        let drawing = DrawingSketchView(frame: clipping.bounds)
        (drawing.backgroundColor, drawing.drawing) = (
            .clear,
            { _, rect in
                UIColor.black.setFill()
                UIRectFill(rect)
                UIRectFillUsingBlendMode(CGRect(x: 20, y: 20, width: 20, height: 20), .clear)
            }
        )
        clipping.addSubview(drawing)
        let label = UILabel(frame: CGRect(x: 100, y: 60, width: 100, height: 60))
        label.text = "██"
        label.font = .boldSystemFont(ofSize: 40)
        root.addSubview(clipping)
        root.addSubview(label)
        let host = try OffscreenHost(root: root)
        try host.render()
        // The hole is white, the rest of the drawing black.
        #expect(host.pixel(x: 30, y: 30).red > 250 && host.pixel(x: 10, y: 10).red < 5)
        // The label's glyphs: dark pixels in its own rectangle, outside the clipping view's.
        var dark = 0
        for y in stride(from: 62, to: 118, by: 2) {
            for x in stride(from: 102, to: 198, by: 2) where host.pixel(x: x, y: y).red < 64 { dark += 1 }
        }
        #expect(dark > 50)
    }
}
