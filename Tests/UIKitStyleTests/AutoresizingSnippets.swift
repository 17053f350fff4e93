import AnimKit
import AnimKitTestSupport
import Testing

// autoresizingMask as pre-Auto-Layout iOS code uses it: a background that fills, a footer that sticks to the bottom,
// a badge that stays centred — frames by hand from Apple's rule (the change shared by the flexible parts, in
// proportion to their sizes).
@MainActor
@Suite("Autoresizing: frame-keeping views follow their superview's size")
struct AutoresizingSnippets {
    @Test("300 × 200 grows to 400 × 300: each mask moves or stretches its view as Apple's rule says")
    func masks() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        func child(_ frame: CGRect, _ mask: UIView.AutoresizingMask) -> UIView {
            let view = UIView(frame: frame)
            view.autoresizingMask = mask
            card.addSubview(view)
            return view
        }
        let background = child(CGRect(x: 0, y: 0, width: 300, height: 200), [.flexibleWidth, .flexibleHeight])
        let stretched = child(CGRect(x: 20, y: 30, width: 100, height: 50), .flexibleWidth)
        let right = child(CGRect(x: 20, y: 30, width: 100, height: 50), .flexibleLeftMargin)
        let centred = child(CGRect(x: 20, y: 30, width: 100, height: 50), [.flexibleLeftMargin, .flexibleRightMargin])
        let footer = child(CGRect(x: 0, y: 150, width: 300, height: 50), [.flexibleTopMargin, .flexibleWidth])
        let fixed = child(CGRect(x: 20, y: 30, width: 100, height: 50), [])
        card.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(stretched.frame == CGRect(x: 20, y: 30, width: 200, height: 50))
        #expect(right.frame == CGRect(x: 120, y: 30, width: 100, height: 50))
        // Margins 20 and 180 share the 100 as 1 : 9: the left one takes 10.
        #expect(centred.frame == CGRect(x: 30, y: 30, width: 100, height: 50))
        #expect(footer.frame == CGRect(x: 0, y: 250, width: 400, height: 50))
        #expect(fixed.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test("inside an animation block the subviews follow along the curve; autoresizesSubviews = false holds them")
    func animatedAndOff() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        panel.addSubview(bar)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { panel.frame.size.height = 300 }
        #expect(bar.frame.minY == 280)
        fixture.run(frames: 30)
        #expect(abs(bar.presentation.frame.minY - 180) < 1e-9)
        panel.autoresizesSubviews = false
        panel.frame.size.width = 400
        #expect(bar.frame.width == 200)
    }
}
