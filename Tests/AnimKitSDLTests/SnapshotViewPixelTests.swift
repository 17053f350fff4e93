import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `snapshotView(afterScreenUpdates:)` (Apple's `UIView` reference: "a snapshot view based on the contents of the
/// current view"): a view of the original's size at the origin, drawing how the original and its subviews looked —
/// and still looking so after the original changes.
@MainActor
@Suite("UIView.snapshotView: how a view looked, drawn elsewhere", .serialized)
struct SnapshotViewPixelTests {
    @Test("a red card holding a blue square, snapshotted and placed at x 60, draws both there; it keeps them when the card turns green")
    func snapshotDraws() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        square.backgroundColor = .blue
        card.addSubview(square)
        root.addSubview(card)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 40) && snapshot.subviews.isEmpty)
        snapshot.frame.origin = CGPoint(x: 60, y: 60)
        root.addSubview(snapshot)
        card.backgroundColor = .green
        square.removeFromSuperview()
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 65, y: 65) == Pixel(255, 0, 0) && host.pixel(x: 90, y: 90) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 5, y: 5) == Pixel(0, 255, 0) && host.pixel(x: 30, y: 30) == Pixel(0, 255, 0))
        #expect(host.pixel(x: 50, y: 50) == Pixel(255, 255, 255))
    }
}
