import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A tab bar of three, as a profile screen makes one: taps select, the thumb slides, code sets without an event.
@MainActor
@Suite("UISegmentedControl: segments, taps, the thumb, widths")
struct SegmentedControlSnippets {
    /// A 300-point control of "Posts", "Likes", "Saved" in a root, with a log of its `.valueChanged` events.
    private func tabs() -> (UIView, UISegmentedControl, PointerDispatcher, () -> [Int]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let tabs = UISegmentedControl(items: ["Posts", "Likes", "Saved"])
        tabs.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        root.addSubview(tabs)
        var log: [Int] = []
        tabs.addAction(
            UIAction { action in log.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9) }, for: .valueChanged)
        return (root, tabs, PointerDispatcher(root: root), { log })
    }

    @Test("made of items: three segments, none selected, 32 tall; a tap selects once, a tap on the selected one sends nothing")
    func tapsSelect() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, tabs, pointer, log) = tabs()
        #expect(tabs.numberOfSegments == 3 && tabs.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(tabs.titleForSegment(at: 1) == "Likes" && tabs.intrinsicContentSize.height == 32)
        // Equal thirds of 300: "Saved" spans x 200…300 of the control, 210…310 of the root.
        pointer.pointerDown(at: CGPoint(x: 250, y: 25), time: 0)
        pointer.pointerUp(at: CGPoint(x: 250, y: 25), time: 0.1)
        #expect(tabs.selectedSegmentIndex == 2 && log() == [2])
        pointer.pointerDown(at: CGPoint(x: 250, y: 25), time: 0.2)
        pointer.pointerUp(at: CGPoint(x: 250, y: 25), time: 0.3)
        #expect(log() == [2])
        tabs.selectedSegmentIndex = 0
        tabs.selectedSegmentIndex = 7
        #expect(tabs.selectedSegmentIndex == UISegmentedControl.noSegment && log() == [2])
        tabs.setEnabled(false, forSegmentAt: 1)
        pointer.pointerDown(at: CGPoint(x: 150, y: 25), time: 0.4)
        pointer.pointerUp(at: CGPoint(x: 150, y: 25), time: 0.5)
        #expect(tabs.selectedSegmentIndex == UISegmentedControl.noSegment && log() == [2])
    }

    @Test("the thumb slides to a tapped segment over 0.25 s, ease in-out: halfway in time, halfway across")
    func thumbSlides() throws {
        // Eight frames a second: the first frame after the tap is at 0.125 s, halfway through the slide.
        let fixture = EngineFixture(framesPerSecond: 8)
        defer { fixture.end() }
        let (_, tabs, pointer, _) = tabs()
        tabs.selectedSegmentIndex = 0
        tabs.layoutIfNeeded()
        let thumb = try #require(tabs.subviews.first)
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 96, height: 28))
        pointer.pointerDown(at: CGPoint(x: 250, y: 25), time: 0)
        pointer.pointerUp(at: CGPoint(x: 250, y: 25), time: 0.1)
        #expect(thumb.frame.minX == 202)
        // Ease in-out is symmetric about its middle: at 0.125 s the thumb is halfway, x = 102.
        fixture.run(frames: 1)
        let shown = try #require(thumb.layer.presentation()?.frame.minX)
        #expect(abs(shown - 102) < 1e-9)
    }

    @Test("momentary: every tap sends, no thumb; inserting before the selection moves it; removing it clears it")
    func momentaryAndEditing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, tabs, pointer, log) = tabs()
        tabs.isMomentary = true
        for time in [0.0, 0.2] {
            pointer.pointerDown(at: CGPoint(x: 50, y: 25), time: time)
            pointer.pointerUp(at: CGPoint(x: 50, y: 25), time: time + 0.1)
        }
        #expect(log() == [0, 0] && tabs.subviews.first?.isHidden == true)
        tabs.isMomentary = false
        tabs.selectedSegmentIndex = 1
        tabs.insertSegment(withTitle: "All", at: 0, animated: false)
        #expect(tabs.selectedSegmentIndex == 2 && tabs.titleForSegment(at: 2) == "Likes" && tabs.numberOfSegments == 4)
        tabs.removeSegment(at: 2, animated: false)
        #expect(tabs.selectedSegmentIndex == UISegmentedControl.noSegment && tabs.numberOfSegments == 3)
        tabs.removeAllSegments()
        #expect(tabs.numberOfSegments == 0 && tabs.subviews.count == 1)
    }

    @Test("given widths are kept and the rest shared: equally, or by content when apportioned")
    func widths() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, tabs, _, _) = tabs()
        tabs.setWidth(60, forSegmentAt: 0)
        tabs.selectedSegmentIndex = 2
        tabs.layoutIfNeeded()
        // 240 left for two: 120 each; "Saved" from 180 to 300, its thumb 2 in.
        #expect(tabs.subviews.first?.frame == CGRect(x: 182, y: 2, width: 116, height: 28))
        #expect(tabs.widthForSegment(at: 0) == 60 && tabs.widthForSegment(at: 1) == 0)
        tabs.setWidth(0, forSegmentAt: 0)
        tabs.apportionsSegmentWidthsByContent = true
        tabs.setTitle("A much longer title", forSegmentAt: 0)
        tabs.layoutIfNeeded()
        let thumb = tabs.subviews.first?.frame ?? .zero
        #expect(abs(thumb.maxX - 298) < 1e-9 && thumb.width < 96, "\(thumb)")
    }

    @Test("a segment selected before the control has a size (as code sets one up) is no error: the thumb waits, 0 wide")
    func selectedBeforeLayout() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let control = UISegmentedControl(items: ["All", "Berries"])
        control.frame = .zero
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1 && fixture.errors.isEmpty, "\(fixture.errors)")
    }
}
