import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `CATransition` on a view's layer: the old look, frozen when the transition is added, gives way to the new content —
/// positions and colours worked out from Apple's description of each type, at a quarter of a linear second.
@MainActor
@Suite("CATransition: fade, move in, push and reveal, drawn", .serialized)
struct TransitionLayerPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255)

    /// A 100-point red square at x 50…150 in a 240 × 100 white root, a transition added, then turned blue; drawn 0.25 s in.
    private func quarterWay(_ type: CATransitionType, from subtype: CATransitionSubtype? = .fromRight) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(square)
        let transition = CATransition()
        (transition.type, transition.subtype, transition.duration) = (type, subtype, 1)
        square.layer.add(transition, forKey: kCATransition)
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let host = try OffscreenHost(root: root)
        return host
    }

    private func render(_ host: OffscreenHost, after fixture: EngineFixture) throws {
        fixture.run(seconds: 0.25)
        try host.render()
    }

    @Test("push from the right: the old look 25 points left (25…125), the new one 75 points right (125…225)")
    func push() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = try quarterWay(.push)
        try render(host, after: fixture)
        #expect(host.pixel(x: 30, y: 50) == red && host.pixel(x: 120, y: 50) == red)
        #expect(host.pixel(x: 130, y: 50) == blue && host.pixel(x: 220, y: 50) == blue)
        #expect(host.pixel(x: 20, y: 50) == white && host.pixel(x: 230, y: 50) == white)
    }

    @Test("move in from the right: the old look stays (50…150), the new one comes over it from 125")
    func moveIn() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = try quarterWay(.moveIn)
        try render(host, after: fixture)
        #expect(host.pixel(x: 55, y: 50) == red && host.pixel(x: 120, y: 50) == red)
        #expect(host.pixel(x: 130, y: 50) == blue && host.pixel(x: 220, y: 50) == blue)
        #expect(host.pixel(x: 40, y: 50) == white)
    }

    @Test("reveal from the right: the old look leaves to the left (25…125), over the new one standing at 50…150")
    func reveal() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = try quarterWay(.reveal)
        try render(host, after: fixture)
        #expect(host.pixel(x: 30, y: 50) == red && host.pixel(x: 120, y: 50) == red)
        #expect(host.pixel(x: 130, y: 50) == blue && host.pixel(x: 145, y: 50) == blue && host.pixel(x: 155, y: 50) == white)
    }

    @Test("push from the top: the new look comes down from above, the old one moves down (25…125 of a 100-point root)")
    func pushFromTop() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = try quarterWay(.push, from: .fromTop)
        try render(host, after: fixture)
        #expect(host.pixel(x: 100, y: 10) == blue && host.pixel(x: 100, y: 30) == red && host.pixel(x: 100, y: 90) == red)
    }

    @Test("fade over an opaque square: a cross-dissolve, 0.75 red + 0.25 blue; then the blue square alone, the transition gone")
    func fade() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = try quarterWay(.fade, from: nil)
        try render(host, after: fixture)
        let mixed = host.pixel(x: 100, y: 50)
        #expect(abs(Int(mixed.red) - 191) <= 1 && mixed.green <= 1 && abs(Int(mixed.blue) - 64) <= 1, "\(mixed)")
        fixture.run(seconds: 1)
        try host.render()
        #expect(host.pixel(x: 100, y: 50) == blue && host.pixel(x: 40, y: 50) == white)
    }
}

/// Transitions of layers of their own, and `contents`' implicit cross-fade.
@MainActor
@Suite("CATransition on a layer of its own, and contents cross-fading", .serialized)
struct LayerTransitionPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255)

    @Test("push from the right on a CALayer: the old look 25 points left, the new one 75 points right, a quarter in")
    func pushedLayer() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        root.backgroundColor = .white
        let square = CALayer()
        (square.frame, square.backgroundColor) = (
            CGRect(x: 50, y: 0, width: 100, height: 100), UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        )
        root.layer.addSublayer(square)
        let push = CATransition()
        (push.type, push.subtype, push.duration) = (.push, .fromRight, 1)
        square.add(push, forKey: kCATransition)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        CATransaction.commit()
        fixture.run(seconds: 0.25)
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 30, y: 50) == red && host.pixel(x: 120, y: 50) == red)
        #expect(host.pixel(x: 130, y: 50) == blue && host.pixel(x: 220, y: 50) == blue && host.pixel(x: 20, y: 50) == white)
    }

    @Test("new contents on a layer on screen cross-fade over the transaction's second, linear: 0.75 red + 0.25 blue a quarter in")
    func contentsCrossFade() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        func solid(_ rgb: [UInt8], _ name: String) throws -> UIImage {
            let image = try #require(FrameImage(width: 2, height: 2, pixels: Array([[UInt8]](repeating: rgb + [255], count: 4).joined())))
            let path = scratch.path(name)
            try image.pngData().write(to: URL(fileURLWithPath: path))
            return try #require(UIImage(contentsOfFile: path))
        }
        let (redImage, blueImage) = (try solid([255, 0, 0], "red.png"), try solid([0, 0, 255], "blue.png"))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let picture = CALayer()
        (picture.frame, picture.backgroundColor, picture.contents) = (CGRect(x: 0, y: 0, width: 100, height: 100), .white, redImage.cgImage)
        root.layer.addSublayer(picture)
        fixture.run(frames: 1)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        picture.contents = blueImage.cgImage
        CATransaction.commit()
        fixture.run(seconds: 0.25)
        let host = try OffscreenHost(root: root)
        try host.render()
        let mixed = host.pixel(x: 50, y: 50)
        #expect(abs(Int(mixed.red) - 191) <= 2 && mixed.green <= 1 && abs(Int(mixed.blue) - 64) <= 2, "\(mixed)")
        fixture.run(seconds: 1)
        try host.render()
        #expect(host.pixel(x: 50, y: 50) == blue)
        #expect(picture.animationKeys() == nil)
    }
}
