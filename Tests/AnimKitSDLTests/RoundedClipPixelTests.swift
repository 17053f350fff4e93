import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// A layer that masks to its bounds clips its content and sublayers to its rounded corners (Apple's `cornerRadius`:
/// "setting the `masksToBounds` property to true causes the content to be clipped to the rounded corners") — the
/// circular avatar of nearly every app: an image view or a view with a subview filling it, `cornerRadius` half its side.
@MainActor
@Suite("Rounded corners clip what a layer masks", .serialized)
struct RoundedClipPixelTests {
    /// A white 100 × 100 canvas holding `view`.
    private func render(_ view: UIView) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        root.addSubview(view)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    /// A 100 × 100 view at the origin, its radius `radius`, masking to its bounds, filled by a blue subview.
    private func avatar(radius: CGFloat = 50) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.layer.cornerRadius = radius
        card.clipsToBounds = true
        let fill = UIView(frame: card.bounds)
        fill.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSubview(fill)
        return card
    }

    @Test("a subview filling a circle is cut to it: (12, 12) is 53.7 from the centre, outside; (50, 2) is 48, inside")
    func circle() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let host = try render(avatar())
        #expect(host.pixel(x: 12, y: 12) == Pixel(255, 255, 255) && host.pixel(x: 87, y: 87) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 50, y: 2) == Pixel(0, 0, 255) && host.pixel(x: 50, y: 50) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 2, y: 50) == Pixel(0, 0, 255))
    }

    @Test("an image view's picture is cut to its corners; corners left out of maskedCorners stay square")
    func imageAndMaskedCorners() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let red = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        let photo = UIImageView(image: red)
        photo.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        photo.layer.cornerRadius = 30
        photo.layer.masksToBounds = true
        let host = try render(photo)
        // A 30-point corner: (3, 3) is 38.2 from the arc's centre (30, 30), outside.
        #expect(host.pixel(x: 3, y: 3) == Pixel(255, 255, 255) && host.pixel(x: 50, y: 50) == Pixel(255, 0, 0))
        let card = avatar(radius: 30)
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        let top = try render(card)
        #expect(top.pixel(x: 3, y: 3) == Pixel(255, 255, 255) && top.pixel(x: 96, y: 3) == Pixel(0, 0, 255))
        #expect(top.pixel(x: 3, y: 96) == Pixel(0, 0, 255) && top.pixel(x: 96, y: 96) == Pixel(0, 0, 255))
    }

    @Test("turned 45°, the circle still cuts its subview; mirrored, its own corners are cut; unmasked, nothing is cut")
    func turnedAndUnmasked() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let turned = avatar()
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let host = try render(turned)
        // The centre stays at (50, 50): a circle turned is the same circle.
        #expect(host.pixel(x: 12, y: 12) == Pixel(255, 255, 255) && host.pixel(x: 50, y: 4) == Pixel(0, 0, 255))
        // Mirrored, the layer's own top-left corner is the canvas's top right: that is the one cut.
        let mirrored = avatar(radius: 30)
        mirrored.layer.maskedCorners = [.layerMinXMinYCorner]
        mirrored.transform = CGAffineTransform(scaleX: -1, y: 1)
        let flipped = try render(mirrored)
        #expect(flipped.pixel(x: 96, y: 3) == Pixel(255, 255, 255) && flipped.pixel(x: 3, y: 3) == Pixel(0, 0, 255))
        let open = avatar()
        open.clipsToBounds = false
        #expect(try render(open).pixel(x: 2, y: 2) == Pixel(0, 0, 255))
    }

    @Test("a rounded card in a rounded panel: each cuts what it holds, the inner inside the outer (masks inside masks)")
    func nested() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.layer.cornerRadius = 30
        panel.clipsToBounds = true
        let card = avatar(radius: 20)
        card.frame = CGRect(x: -10, y: 40, width: 60, height: 60)
        panel.addSubview(card)
        let host = try render(panel)
        // The panel's bottom left arc is about (30, 70): (3, 97) is 38.2 from it, outside; (25, 70) is 5 from it, inside,
        // and in the card away from its corners.
        #expect(host.pixel(x: 3, y: 97) == Pixel(255, 255, 255) && host.pixel(x: 25, y: 70) == Pixel(0, 0, 255))
        // The card's top right arc is about (30, 60), radius 20: (48, 42) is 25.5 from it, outside.
        #expect(host.pixel(x: 48, y: 42) == Pixel(255, 255, 255) && host.pixel(x: 30, y: 60) == Pixel(0, 0, 255))
    }

    @Test("masking to the bounds hides the layer's shadow outside them, rounded corners too; without it the shadow shows")
    func shadowHidden() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        card.layer.cornerRadius = 20
        (card.layer.shadowOpacity, card.layer.shadowRadius, card.layer.shadowOffset) = (1, 0, CGSize(width: 10, height: 10))
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowPath = UIBezierPath(rect: card.bounds).cgPath
        let shown = try render(card)
        // The square shadow path, 10 down and right: under the card's clear corner and out past its bounds.
        #expect(shown.pixel(x: 75, y: 75) == Pixel(0, 0, 0) && shown.pixel(x: 67, y: 67) == Pixel(0, 0, 0))
        card.layer.masksToBounds = true
        let hidden = try render(card)
        // Outside the bounds: nothing; inside the bounds but outside the rounded corner (20, 20) about (50, 50): nothing.
        #expect(hidden.pixel(x: 75, y: 75) == Pixel(255, 255, 255) && hidden.pixel(x: 67, y: 67) == Pixel(255, 255, 255))
        // Inside the rounded bounds the shadow still lies under the card's clear background.
        #expect(hidden.pixel(x: 45, y: 45) == Pixel(0, 0, 0))
    }

    @Test("a layer's own contents that its gravity spreads past the bounds are cut at them when it masks to them")
    func contentsCut() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100)).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
        }
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let photo = CALayer()
        photo.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        (photo.contents, photo.contentsGravity) = (wide.cgImage, .resizeAspectFill)
        holder.layer.addSublayer(photo)
        // Aspect fill: 100 × 50 centred on the 50 × 50 layer, from x 0 to 100.
        #expect(try render(holder).pixel(x: 10, y: 50) == Pixel(255, 0, 0))
        photo.masksToBounds = true
        let cut = try render(holder)
        #expect(cut.pixel(x: 10, y: 50) == Pixel(255, 255, 255) && cut.pixel(x: 30, y: 50) == Pixel(255, 0, 0))
    }

    @Test("content that keeps clear of the corners is not masked: a label in the middle of a rounded card stays a plain item")
    func clearOfTheCorners() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        let middle = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 60))
        middle.backgroundColor = .red
        card.addSubview(middle)
        var list = DisplayList()
        list.rebuild(root: card)
        #expect(!list.items.contains { if case .masked = $0.content { true } else { false } })
        middle.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        list.rebuild(root: card)
        #expect(list.items.contains { if case .masked = $0.content { true } else { false } })
    }
}
