import AnimKit
import AnimKitSDL
import AnimKitTesting
import Foundation
import Testing

@MainActor
@Suite("withTestClock: virtual time, traces and snapshots for a test")
struct TestClockTests {
    /// A 100 × 60 card at the left of a 400 × 100 canvas, sliding linearly to centre x = 250 in 1 s.
    func slidingCard(on canvas: View) -> View {
        let card = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 60))
        card.backgroundColor = .systemBlue
        canvas.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center.x = 250 }
        return card
    }

    func canvas() -> View {
        let canvas = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        canvas.backgroundColor = .white
        return canvas
    }

    @Test("the body runs on a fresh engine, which is gone afterwards with what it left running (stopped where it was)")
    func isolation() {
        let before = AnimationEngine.shared
        let (inside, leftRunning) = withTestClock { clock in
            let card = slidingCard(on: canvas())
            clock.advance(by: 0.25)
            return (AnimationEngine.shared, card)
        }
        #expect(inside !== before)
        #expect(AnimationEngine.shared === before)
        #expect(inside.liveAnimators.isEmpty)
        #expect(leftRunning.center.x == 100)
    }

    @Test("a trace gives exact values on the frame grid, and at times between frames")
    func trace() throws {
        try withTestClock { clock in
            let card = slidingCard(on: canvas())
            let xs = try clock.trace(card, \.center.x, at: [0, 0.25, 0.5, 0.505, 1, 2])
            #expect(xs == [50, 100, 150, 151, 250, 250])
            #expect(clock.now == 2)
        }
    }

    @Test("advance(by:) steps frame by frame: a chained animation starts on the frame the first one ends")
    func chain() {
        withTestClock { clock in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
                card.alpha = 0
            } completion: { _ in
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) { card.alpha = 1 }
            }
            clock.advance(by: 0.75)
            #expect(abs(card.presentation.alpha - 0.5) < 1e-12)
            #expect(clock.runUntilIdle())
            #expect(clock.now == 1)
        }
    }

    @Test("a snapshot draws the presentation: at 0.5 s the card covers x = 110…190; a film strip sets frames side by side")
    func snapshots() throws {
        try withTestClock { clock in
            let canvas = canvas()
            _ = slidingCard(on: canvas)
            let half = try clock.snapshot(of: canvas, at: 0.5)
            #expect(half.width == 400 && half.height == 100)
            #expect(half.pixel(x: 150, y: 50) == Pixel(0, 122, 255))
            #expect(half.pixel(x: 60, y: 50) == Pixel(255, 255, 255))
            let strip = try clock.filmStrip(of: canvas, at: [0.5, 0.75, 1])
            #expect(strip.width == 1200 && strip.height == 100)
            #expect(strip.pixel(x: 150, y: 50) == Pixel(0, 122, 255))
            #expect(strip.pixel(x: 800 + 250, y: 50) == Pixel(0, 122, 255))
            #expect(strip.pixel(x: 800 + 150, y: 50) == Pixel(255, 255, 255))
        }
    }

    @Test("going back in time is a clear error, not a crash")
    func noGoingBack() {
        withTestClock { clock in
            let card = slidingCard(on: canvas())
            clock.advance(by: 0.5)
            #expect(throws: TestClockError.self) { try clock.trace(card, \.alpha, at: [0.25]) }
            #expect(throws: TestClockError.self) { try clock.snapshot(of: card, at: .nan) }
        }
    }

    @Test("PNG bytes read back as the same pixels, and the same pixels always give the same bytes")
    func pngRoundTrip() throws {
        try withTestClock { clock in
            let canvas = canvas()
            _ = slidingCard(on: canvas)
            let image = try clock.snapshot(of: canvas, at: 0.3)
            let png = try image.pngData()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let decoded = try FrameImage(imageData: png)
            #expect(decoded == image)
            let again = try image.pngData()
            #expect(again == png)
            #expect(throws: SDLError.self) { try FrameImage(imageData: Data("not an image".utf8)) }
        }
    }
}
