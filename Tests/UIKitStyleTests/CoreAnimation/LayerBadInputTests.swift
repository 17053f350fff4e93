import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Bad geometry given to a layer: Core Animation raises for a NaN position or transform; here each is reported and
// the layer keeps what it had, so a frame is never drawn from it. A path with NaN in it draws nothing; a path of a
// million points is measured and drawn, slowly but wholly.

@MainActor
@Suite("Layers given bad geometry")
struct LayerBadInputTests {
    @Test("NaN in position, bounds or a transform is reported and not taken; NaN in a path is reported and not drawn")
    func notANumber() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        root.layer.addSublayer(layer)
        layer.position = CGPoint(x: CGFloat.nan, y: 4)
        layer.bounds.size.width = .infinity
        layer.transform = CATransform3DMakeScale(.nan, 1, 1)
        #expect(layer.position == CGPoint(x: 35, y: 35) && layer.bounds.width == 50 && layer.transform == CATransform3DIdentity)
        #expect(fixture.errors.count == 3)
        #expect(fixture.errors.first?.description.contains("position: a CGPoint holding NaN or infinity is no place on the screen") == true)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        layer.path = path
        (layer.strokeColor, layer.lineWidth) = (.black, 2)
        #expect(fixture.errors.count == 4)
        #expect(DisplayList(root: root).items.isEmpty)
    }

    @Test("NaN or infinity in a shadow's radius, offset or opacity, or a border's width, is reported and not taken")
    func shadowAndBorder() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        root.layer.addSublayer(layer)
        (layer.shadowRadius, layer.shadowOffset, layer.shadowOpacity, layer.borderWidth) = (5, CGSize(width: 1, height: 2), 0.5, 3)
        let errorsBefore = fixture.errors.count
        layer.shadowRadius = .nan
        layer.shadowRadius = .infinity
        layer.shadowOffset = CGSize(width: -CGFloat.infinity, height: 0)
        layer.shadowOffset = CGSize(width: 0, height: CGFloat.nan)
        layer.shadowOpacity = .nan
        layer.borderWidth = .infinity
        root.layer.borderWidth = .nan
        #expect(layer.shadowRadius == 5 && layer.shadowOffset == CGSize(width: 1, height: 2))
        #expect(layer.shadowOpacity == 0.5 && layer.borderWidth == 3 && root.layer.borderWidth == 0)
        #expect(fixture.errors.count - errorsBefore == 7)
        #expect(fixture.errors.last?.description.contains("borderWidth: a number holding NaN or infinity cannot be drawn") == true)
        // Huge but finite values are Core Animation's to take, and taken.
        (layer.shadowRadius, layer.shadowOffset, layer.borderWidth) = (1e6, CGSize(width: 1e9, height: -1e300), 1e12)
        #expect(layer.shadowRadius == 1e6 && layer.shadowOffset.height == -1e300 && layer.borderWidth == 1e12)
        #expect(fixture.errors.count - errorsBefore == 7)
    }

    @Test("a path of a million points is drawn (its length measured once), with no crash and no hang")
    func millionPoints() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        for index in 1..<1_000_000 { path.addLine(to: CGPoint(x: CGFloat(index % 200), y: CGFloat(index % 197))) }
        layer.path = path
        (layer.fillColor, layer.strokeColor, layer.strokeEnd) = (nil, .black, 0.5)
        root.layer.addSublayer(layer)
        let item = try #require(DisplayList(root: root).items.last)
        guard case .shape(let drawing) = item.content else {
            Issue.record("the path is not drawn")
            return
        }
        // Half the length: about half the segments.
        #expect(abs(drawing.strokePath.count - 500_000) < 1_000)
    }
}
