import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A view's layer holds its subviews' layers and the layers code adds, in one back-to-front order, as UIKit's does:
// `addSubview` is `addSublayer` of the subview's layer, so a layer and the subviews keep the order they were added in.

@MainActor
@Suite("The layer tree under a view")
struct LayerTreeTests {
    @Test("layers and subviews interleave in the order they were added; one going leaves the others' order")
    func order() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        let line = CAShapeLayer(), glow = CALayer()
        host.addSubview(a)
        host.layer.addSublayer(line)
        host.addSubview(b)
        host.layer.insertSublayer(glow, at: 0)
        #expect(host.layer.sublayers?.map(ObjectIdentifier.init) == [glow, a.layer, line, b.layer].map(ObjectIdentifier.init))
        a.removeFromSuperview()
        #expect(host.layer.sublayers?.map(ObjectIdentifier.init) == [glow, line, b.layer].map(ObjectIdentifier.init))
        host.layer.insertSublayer(a.layer, above: line)
        #expect(fixture.errors.count == 1)
        line.removeFromSuperlayer()
        #expect(line.superlayer == nil && host.layer.sublayers?.count == 2 && b.layer.superlayer === host.layer)
    }

    @Test("a view's layer's model() is the view's model, its presentation() what is on screen mid-animation")
    func modelAndPresentation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .red
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.center.x = 110
            card.backgroundColor = .blue
        }
        fixture.run(seconds: 0.5)
        #expect(card.layer.model().position == CGPoint(x: 110, y: 10))
        #expect(card.layer.model().backgroundColor == .blue)
        #expect(card.layer.presentation()?.position == CGPoint(x: 60, y: 10))
    }
}
