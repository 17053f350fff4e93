import AnimKit
import AnimKitSDL
import Foundation
import Testing

@Suite("The stretch of a scene the timeline shows")
struct TimelineStretchTests {
    @Test("zooming keeps the time under the pointer in place, two notches to a factor of two, within the scene")
    func zoom() {
        var window = TimelineWindow(total: 60)
        window.zoom(notches: -4, aroundFraction: 0.5)
        #expect(window.span == 15 && window.start == 22.5)
        #expect(window.time(atFraction: 0.5) == 30)
        window.zoom(notches: -2, aroundFraction: 0)
        #expect(window.span == 7.5 && window.start == 22.5)
        // Never shorter than 0.05 s, never longer than the scene, never past either end.
        window.zoom(notches: -40, aroundFraction: 1)
        #expect(window.span == TimelineWindow.shortestSpan && window.start + window.span == 30)
        window.zoom(notches: 40, aroundFraction: 0.3)
        #expect(window == TimelineWindow(total: 60))
    }

    @Test("moving along goes an eighth of the stretch a notch and stops at the ends; the playhead takes it along a page at a time")
    func panAndFollow() {
        var window = TimelineWindow(total: 60)
        window.zoom(notches: -6, aroundFraction: 0)
        #expect(window.span == 7.5 && window.start == 0)
        window.pan(notches: 4)
        #expect(window.start == 3.75)
        window.pan(notches: -9)
        #expect(window.start == 0)
        let stays = window.follow(7.5)
        #expect(!stays)
        let pages = window.follow(7.6)
        #expect(pages && window.start == 7.6)
        let atTheEnd = window.follow(59)
        #expect(atTheEnd && window.start == 52.5)
        // A loop back to the start brings the stretch back with it.
        let looped = window.follow(0)
        #expect(looped && window.start == 0)
        #expect(window.fraction(of: 3.75) == 0.5 && window.fraction(of: 15) == 2)
    }

    @Test("a scene saved again keeps the stretch shown, as near as it fits the new length; an unzoomed one shows all of the new")
    func keptAcrossAReload() {
        var zoomed = TimelineWindow(total: 10)
        zoomed.zoom(notches: -2, aroundFraction: 1)
        #expect(zoomed.start == 5 && zoomed.span == 5)
        let longer = TimelineWindow(total: 20, keeping: zoomed)
        #expect(longer.start == 5 && longer.span == 5)
        let shorter = TimelineWindow(total: 7, keeping: zoomed)
        #expect(shorter.start == 2 && shorter.span == 5)
        let whole = TimelineWindow(total: 20, keeping: TimelineWindow(total: 10))
        #expect(whole == TimelineWindow(total: 20))
    }

    @Test("a scene of no length shows nothing to zoom")
    func empty() {
        var window = TimelineWindow(total: 0)
        window.zoom(notches: -4, aroundFraction: 0.5)
        #expect(window.span == 0 && window.fraction(of: 1) == 0 && window.time(atFraction: 0.7) == 0)
    }
}

@MainActor
@Suite("The timeline's ruler labels")
struct RulerLabelTests {
    /// The timeline of a scene whose one animator runs 4.6 s: marks every 0.5 s, the last at 4.5 s near the ruler's end.
    func timeline() throws -> SceneTimeline {
        let playback = try ScenePlayback(framesPerSecond: 60) {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            canvas.addSubview(box)
            return ScenePlayback.Built(canvas: canvas) { UIView.animate(withDuration: 4.6) { box.center.x = 300 } }
        }
        defer { playback.end() }
        return try playback.measure()
    }

    @Test("the last label, set left of its tick at the ruler's end, hides the one before it when they would touch, and only then")
    func lastLabelHasRoom() throws {
        let timeline = try timeline()
        #expect(timeline.length == 4.6)
        let narrow = TimelinePanel()
        narrow.layout(in: CGRect(x: 0, y: 0, width: 760, height: 150))
        narrow.show(timeline)
        #expect(narrow.rulerLabels == ["0 s", "0.5 s", "1 s", "1.5 s", "2 s", "2.5 s", "3 s", "3.5 s", "4.5 s"])
        let wide = TimelinePanel()
        wide.layout(in: CGRect(x: 0, y: 0, width: 1500, height: 150))
        wide.show(timeline)
        #expect(wide.rulerLabels == ["0 s", "0.5 s", "1 s", "1.5 s", "2 s", "2.5 s", "3 s", "3.5 s", "4 s", "4.5 s"])
    }

    @Test("labels near the end that fit right of their ticks stay there: none runs into the one before (1.82 s in a 450-point lane)")
    func labelsNearTheEndDoNotOverlap() throws {
        let playback = try ScenePlayback(framesPerSecond: 60) {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            canvas.addSubview(box)
            return ScenePlayback.Built(canvas: canvas) { UIView.animate(withDuration: 1.82) { box.center.x = 300 } }
        }
        defer { playback.end() }
        let timeline = try playback.measure()
        let panel = TimelinePanel()
        // A lane of 450 points: 0.2 s is 49.5 points; "1.6 s" fits right of its tick, "1.8 s" sits left of the end.
        panel.layout(in: CGRect(x: 0, y: 0, width: 230 + 450 + 16, height: 150))
        panel.show(timeline)
        #expect(panel.rulerLabels == ["0 s", "0.2 s", "0.4 s", "0.6 s", "0.8 s", "1 s", "1.2 s", "1.4 s", "1.8 s"])
    }
}
