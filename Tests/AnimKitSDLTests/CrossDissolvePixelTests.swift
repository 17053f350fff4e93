import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `UIView.transition(with:…, options: .transitionCrossDissolve)` is what UIKit adds: a fade transition on the view's
/// layer, so the old look and the new dissolve into each other at once — never both faint in the middle.
@MainActor
@Suite("UIView.transition's cross dissolve, drawn", .serialized)
struct CrossDissolvePixelTests {
    /// A 100-point red square at x 50…150 in a 240 × 100 white root, cross-dissolved to blue over a second.
    private func dissolving(options: UIView.AnimationOptions, finished: @escaping (Bool) -> Void) throws -> (OffscreenHost, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(square)
        UIView.transition(
            with: square, duration: 1, options: options.union(.transitionCrossDissolve),
            animations: {
                square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            }, completion: finished)
        return (try OffscreenHost(root: root), square)
    }

    @Test("ease in-out (the default), half a second in: half red, half blue; the view's own alpha untouched; then blue")
    func halfway() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var calls: [Bool] = []
        let (host, square) = try dissolving(options: []) { calls.append($0) }
        // The changes are made inside the call, as in UIKit; the effect is one Core Animation transition.
        #expect(square.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(square.layer.animationKeys() == [kCATransition])
        fixture.run(seconds: 0.5)
        try host.render()
        // The ease in-out curve (0.42, 0, 0.58, 1) is symmetric about its middle: progress 0.5 at time 0.5.
        let mixed = host.pixel(x: 100, y: 50)
        #expect(abs(Int(mixed.red) - 128) <= 1 && mixed.green <= 1 && abs(Int(mixed.blue) - 128) <= 1, "\(mixed)")
        #expect(square.presentation.alpha == 1 && square.layer.presentation()?.opacity == 1)
        #expect(calls.isEmpty)
        fixture.run(seconds: 0.6)
        try host.render()
        #expect(host.pixel(x: 100, y: 50) == Pixel(0, 0, 255) && host.pixel(x: 40, y: 50) == Pixel(255, 255, 255))
        #expect(calls == [true] && square.layer.animationKeys() == nil)
    }

    @Test("linear, a quarter in: 0.75 red + 0.25 blue; taken off early, the completion is told false")
    func quarterLinear() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var calls: [Bool] = []
        let (host, square) = try dissolving(options: .curveLinear) { calls.append($0) }
        fixture.run(seconds: 0.25)
        try host.render()
        let mixed = host.pixel(x: 100, y: 50)
        #expect(abs(Int(mixed.red) - 191) <= 1 && mixed.green <= 1 && abs(Int(mixed.blue) - 64) <= 1, "\(mixed)")
        square.layer.removeAllAnimations()
        fixture.run(frames: 1)
        #expect(calls == [false])
        try host.render()
        #expect(host.pixel(x: 100, y: 50) == Pixel(0, 0, 255))
    }
}

extension CrossDissolvePixelTests {
    /// Real code dissolves a list (`UIView.transition(with: tableView, …) { tableView.reloadData() }`) whose rows hold
    /// rounded views that clip (skeleton bars, avatars). Their drawing is a group on the canvas, masked by the rounded
    /// bounds; the old look is that drawing frozen and shown where the view is now.
    @Test("a rounded, clipping pill inside a view 100 pt down: its old look dissolves where it is, nothing of it above the view")
    func roundedClipInsideMovedView() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        root.backgroundColor = .white
        let list = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        list.backgroundColor = .white
        root.addSubview(list)
        let pill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        (pill.layer.cornerRadius, pill.clipsToBounds) = (20, true)
        list.addSubview(pill)
        // A child that reaches the rounded corners, so the pill's drawing is masked by its rounded bounds.
        let fill = UIView(frame: pill.bounds)
        fill.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        pill.addSubview(fill)
        let host = try OffscreenHost(root: root)
        UIView.transition(with: list, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            fill.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        fixture.run(seconds: 0.5)
        try host.render()
        // The pill's middle, at (50 + 10 + 40, 100 + 10 + 20): the old red under the new blue at half.
        let mixed = host.pixel(x: 100, y: 130)
        #expect(abs(Int(mixed.red) - 128) <= 1 && mixed.green <= 1 && abs(Int(mixed.blue) - 128) <= 1, "\(mixed)")
        // Where the pill would be if the frozen group kept the list's own coordinates (10…90 × 10…50 on the root):
        // 50 pt left and 100 pt up, outside the list.
        #expect(host.pixel(x: 50, y: 30) == Pixel(255, 255, 255))
        // The rounded corner still cuts: the pill's top-left corner square, outside the arc, shows the list's white.
        #expect(host.pixel(x: 61, y: 111) == Pixel(255, 255, 255))
    }
}
