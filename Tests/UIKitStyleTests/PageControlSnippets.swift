import AnimKit
import AnimKitTestSupport
import Testing

// A walkthrough's page control, as iOS code drives it: pages set, a tap either side of the current dot, target–action.
@MainActor
@Suite("UIPageControl: pages, dots, taps either side, valueChanged")
struct PageControlSnippets {
    /// Taps at `x` in the middle row of `control` through the pointer.
    func tap(_ control: UIPageControl, atX x: CGFloat, time: TimeInterval, root: UIView, pointer: PointerDispatcher) {
        let point = root.convert(CGPoint(x: x, y: control.bounds.midY), from: control)
        _ = pointer.pointerDown(at: point, time: time)
        pointer.pointerUp(at: point, time: time + 0.05)
    }

    @Test("four pages: 55 × 26 (16 × 4 − 9); dots centred 16 apart; the current one filled; pages kept in range")
    func dots() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 4
        control.layoutIfNeeded()
        #expect(control.intrinsicContentSize == CGSize(width: 55, height: 26))
        // The row of 55 centred in 200: the first dot's centre at (200 − 55) / 2 + 3.5 = 76.
        #expect(control.subviews.map(\.center.x) == [76, 92, 108, 124])
        #expect(control.subviews.allSatisfy { $0.bounds.size == CGSize(width: 7, height: 7) && $0.center.y == 13 })
        #expect(control.subviews.map(\.backgroundColor) == [.label, .tertiaryLabel, .tertiaryLabel, .tertiaryLabel])
        control.currentPage = 9
        #expect(control.currentPage == 3 && control.subviews[3].backgroundColor == .label)
        control.numberOfPages = 2
        #expect(control.currentPage == 1 && control.subviews.count == 2)
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        #expect(control.isHidden)
    }

    @Test("a tap right of the current dot goes to the next page, left to the one before, each sending valueChanged; none past the ends")
    func taps() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let control = UIPageControl(frame: CGRect(x: 50, y: 30, width: 200, height: 26))
        control.numberOfPages = 3
        root.addSubview(control)
        root.layoutIfNeeded()
        var sent: [Int] = []
        control.addAction(UIAction { _ in sent.append(control.currentPage) }, for: .valueChanged)
        let pointer = PointerDispatcher(root: root)
        tap(control, atX: 180, time: 0, root: root, pointer: pointer)
        tap(control, atX: 180, time: 1, root: root, pointer: pointer)
        tap(control, atX: 180, time: 2, root: root, pointer: pointer)
        tap(control, atX: 20, time: 3, root: root, pointer: pointer)
        #expect(sent == [1, 2, 1] && control.currentPage == 1)
    }
}
