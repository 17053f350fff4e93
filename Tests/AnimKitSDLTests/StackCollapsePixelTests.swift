import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A stack view's row hidden inside an animation block, drawn: it shrinks in place while the row below slides up.
@MainActor
@Suite("A stack row hidden in an animation, pixel by pixel", .serialized)
struct StackCollapsePixelTests {
    final class Bar: View {
        override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 40) }
    }

    @Test("half-way the hidden green row is 20 high and drawn; at the end it is gone and blue sits where it was")
    func collapseIsDrawn() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 160))
        root.backgroundColor = .white
        let bars = [Color.red, .green, .blue].map { color -> Bar in
            let bar = Bar()
            bar.backgroundColor = color
            return bar
        }
        let stack = UIStackView(arrangedSubviews: bars)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 50, y: 50) == Pixel(0, 255, 0) && host.pixel(x: 50, y: 110) == Pixel(0, 0, 255))

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { bars[1].isHidden = true }
        fixture.run(frames: 30)
        try host.render()
        // Red 0–40, green 40–60 (40 → 0 high, half-way 20), blue 60–100, white below.
        #expect(host.pixel(x: 50, y: 50) == Pixel(0, 255, 0))
        #expect(host.pixel(x: 50, y: 70) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 50, y: 110) == Pixel(255, 255, 255))

        fixture.run(frames: 31)
        try host.render()
        #expect(host.pixel(x: 50, y: 50) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 50, y: 90) == Pixel(255, 255, 255))
    }
}
