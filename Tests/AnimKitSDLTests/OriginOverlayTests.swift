import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit
@testable import AnimKitSDL

/// Selectable mode's overlay: a click picks the frontmost view, which it outlines and whose origin it lists.
@MainActor
@Suite("Selectable mode's overlay")
struct OriginOverlayTests {
    @Test(
        "a click on the card lists where it was made and what animates it; on empty canvas, the prompt again; off forgets",
        .awaitsWithFixture)
    func picksAndLists() async throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        CreationTrace.isOn = true
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let line = #line + 1
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        CreationTrace.isOn = false
        card.accessibilityIdentifier = "card"
        canvas.addSubview(card)
        let overlay = OriginOverlay()
        overlay.layout(canvas: canvas.bounds, panel: CGRect(x: 400, y: 0, width: 300, height: 300))
        overlay.toggle()
        #expect(overlay.isActive)
        let site = CallSite(file: "/x/Card.swift", line: 9, column: 23)
        let span = AnimatorSpan(
            serial: 1, tag: 0, label: "card · UIView.animate", start: 0, delay: 0, duration: 1, end: nil, parent: nil, keyframes: [],
            curve: "easeInOut", moves: ["card.center", "card.alpha"], callSite: site)
        let lines = await withCheckedContinuation { done in
            overlay.select(at: CGPoint(x: 50, y: 50), in: canvas, spans: [span]) { done.resume(returning: $0) }
            // What shows while the line that made the card is read, aside.
            #expect(overlay.shownText.contains("made at … (reading the debug information)"))
        }
        #expect(overlay.selected === card)
        #expect(
            lines == [
                "card (UIView) — made at \(#filePath):\(line):20",
                "  animated at /x/Card.swift:9:23 — card · UIView.animate: center, alpha",
            ])
        #expect(
            overlay.shownText
                == "card (UIView)\nmade at OriginOverlayTests.swift:\(line)\nanimated at:\nCard.swift:9  card · UIView.animate\n      center, alpha"
        )
        overlay.select(at: CGPoint(x: 300, y: 250), in: canvas, spans: [span]) { _ in Issue.record("nothing is there to report") }
        #expect(overlay.selected == nil)
        #expect(overlay.shownText.hasPrefix("Where from\nClick a view"))
        // Picked again, and its lines read to the end: the look-up, aside, must not outlive the test (reading the debug
        // information of this test binary takes long enough to overlap every test after it).
        _ = await withCheckedContinuation { done in
            overlay.select(at: CGPoint(x: 50, y: 50), in: canvas, spans: [span]) { done.resume(returning: $0) }
        }
        overlay.toggle()
        #expect(!overlay.isActive && overlay.selected == nil && overlay.origin == nil)
    }
}
