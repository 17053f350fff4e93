import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A view turns about its layer's anchor point in the drawn frame, as Core Animation turns it.
@MainActor
@Suite("Anchor point, drawn", .serialized)
struct AnchorPointPixelTests {
    @Test("a door hinged at its left edge, turned a quarter, hangs below the hinge: red there, white where its centre would turn it")
    func doorOnHinge() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        // Bounds 100 × 50 at position (200, 100), hinged at (0, 0.5) and turned π/2: it covers x 175…225, y 100…200.
        let door = UIView(frame: CGRect(x: 150, y: 75, width: 100, height: 50))
        door.backgroundColor = .red
        root.addSubview(door)
        door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 200, y: 190) == Pixel(255, 0, 0) && host.pixel(x: 180, y: 105) == Pixel(255, 0, 0))
        // About its centre it would cover y 50…150: above the hinge it is white, as it is right of x 225.
        #expect(host.pixel(x: 200, y: 60) == Pixel(255, 255, 255) && host.pixel(x: 240, y: 150) == Pixel(255, 255, 255))
    }
}
