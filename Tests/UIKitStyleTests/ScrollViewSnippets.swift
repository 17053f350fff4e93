import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Records what a scroll view tells its delegate, and may retarget a flick.
final class ScrollWatcher: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    var log: [String] = []
    var retarget: CGFloat?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("begin dragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.append(String(format: "end dragging at %.3f pt/ms toward %.1f", velocity.y, targetContentOffset.pointee.y))
        if let retarget { targetContentOffset.pointee.y = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { log.append("decelerate \(decelerate)") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("rest") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("animation ended") }
}

// A scroll view as a feed uses one: flicked, it glides along iOS's published decay (0.998 of its speed kept each
// millisecond) to WWDC 2018's projection; dragged past the top, it follows the rubber band and springs back.
@MainActor
@Suite("UIScrollView: flicks, the rubber band, the delegate")
struct ScrollViewSnippets {
    /// A 390 × 600 feed, 10 000 points tall, in a window, with a pointer and a delegate.
    private func feed() -> (UIWindow, UIScrollView, PointerDispatcher, ScrollWatcher) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 10_000)
        let watcher = ScrollWatcher()
        scroll.delegate = watcher
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        return (window, scroll, PointerDispatcher(root: window), watcher)
    }

    /// A finger that moves `step` points down every hundredth of a second, `steps` times, from (200, `from`), and lifts.
    private func flick(_ pointer: PointerDispatcher, from: CGFloat, step: CGFloat, steps: Int) {
        pointer.pointerDown(at: CGPoint(x: 200, y: from), time: 0)
        for index in 1...steps { pointer.pointerMoved(to: CGPoint(x: 200, y: from + step * CGFloat(index)), time: Double(index) / 100) }
        pointer.pointerUp(at: CGPoint(x: 200, y: from + step * CGFloat(steps)), time: Double(steps) / 100)
    }

    @Test("a flick at 1 000 pt/s follows offset + v/1000 · r(1 − rⁿ)/(1 − r) every frame and rests within 0.5 pt of v/1000 · r/(1 − r)")
    func flick() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, scroll, pointer, watcher) = feed()
        flick(pointer, from: 500, step: -10, steps: 20)
        let start = scroll.contentOffset.y
        // The pan began 10 points in and counted from there: 190 of the finger's 200.
        #expect(start == 190 && scroll.isDecelerating && !scroll.isDragging)
        #expect(watcher.log == ["begin dragging", "end dragging at 1.000 pt/ms toward 689.0", "decelerate true"])
        let animator = try #require(fixture.engine.liveAnimators.first)
        #expect(animator.curveDescription == "decay 0.998" && animator.name == "deceleration")
        var worst: CGFloat = 0
        var indicatorChecked = false
        for frame in 1...240 {
            fixture.run(frames: 1)
            let milliseconds = Double(frame) * 1000 / 60
            let closedForm = start + 1 * 0.998 * (1 - CGFloat(pow(0.998, milliseconds))) / 0.002
            if scroll.isDecelerating { worst = max(worst, abs(scroll.contentOffset.y - closedForm)) }
            guard frame == 120 else { continue }
            // Mid-glide, the indicator: 3 points wide, 3 in from the right; 36 long (594² / 10 000 is less); as far
            // down its 594-point track, less its length, as the content is down its 9 400 points.
            let indicator = try #require(scroll.subviews.first { $0.accessibilityIdentifier == "scroll indicator" })
            let offset = scroll.contentOffset.y
            #expect(abs(indicator.frame.minY - (offset + 3 + offset / 9_400 * (594 - 36))) < 1e-9)
            #expect(indicator.frame.minX == 384 && indicator.frame.size == CGSize(width: 3, height: 36) && indicator.alpha == 1)
            indicatorChecked = true
        }
        #expect(indicatorChecked)
        #expect(worst < 1e-6)
        fixture.run(seconds: 3)
        // At rest: WWDC 2018's projection, 1 000/1000 · 0.998/0.002 = 499 points on.
        #expect(!scroll.isDecelerating && abs(scroll.contentOffset.y - (start + 499)) <= 0.5 && watcher.log.last == "rest")
        #expect(watcher.scrolls > 100)
        // Half a second after the rest, the indicator fades out over a quarter of a second.
        fixture.run(seconds: 0.8)
        #expect(scroll.subviews.first { $0.accessibilityIdentifier == "scroll indicator" }?.presentation.alpha == 0)
    }

    @Test("the delegate retargets a flick through targetContentOffset: it glides to 800 instead")
    func retarget() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, scroll, pointer, watcher) = feed()
        watcher.retarget = 800
        flick(pointer, from: 500, step: -10, steps: 20)
        fixture.run(seconds: 6)
        #expect(abs(scroll.contentOffset.y - 800) <= 0.5 && watcher.log.last == "rest")
    }

    @Test("dragged 100 points past the top, the content shows (1 − 1/(0.55 · 100/600 + 1)) · 600 of it; let go, it springs back")
    func rubberBand() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, scroll, pointer, _) = feed()
        pointer.pointerDown(at: CGPoint(x: 200, y: 100), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 110), time: 0.1)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 210), time: 0.5)
        let band = (1 - 1 / (0.55 * 100 / 600 + 1)) * 600.0
        #expect(abs(scroll.contentOffset.y + band) < 1e-9 && scroll.isDragging)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 210), time: 1)
        pointer.pointerUp(at: CGPoint(x: 200, y: 210), time: 1.2)
        #expect(scroll.isDecelerating)
        fixture.run(seconds: 0.6)
        #expect(scroll.contentOffset.y == 0 && !scroll.isDecelerating)
        // Without bounces the content stops at the edge.
        scroll.bounces = false
        pointer.pointerDown(at: CGPoint(x: 200, y: 100), time: 2)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 110), time: 2.1)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 210), time: 2.5)
        #expect(scroll.contentOffset.y == 0)
        pointer.pointerUp(at: CGPoint(x: 200, y: 210), time: 3)
    }

    @Test("setContentOffset animated glides there over 0.3 s and says so; scrollRectToVisible scrolls the least")
    func programmatic() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, scroll, _, watcher) = feed()
        scroll.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        fixture.run(seconds: 0.15)
        #expect(abs(scroll.contentOffset.y - 500) < 1e-6)
        fixture.run(seconds: 0.2)
        #expect(scroll.contentOffset.y == 1000 && watcher.log == ["animation ended"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1700, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 1150)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1200, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 1150)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(scroll.contentOffset.y == 1150)
    }

    @Test("under a navigation bar the safe area joins the content inset: the content starts below the bar and may rest there")
    func underABar() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let list = UIViewController()
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 390, height: 3_000)
        list.view.addSubview(scroll)
        scroll.frame = list.view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // 47 of the status bar and 44 of the bar above, the home indicator's 34 below.
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset.y == -91)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == .zero)
    }

    @Test("flicked toward the top it decelerates to the edge on its own curve, goes past it, and springs back to rest at 0")
    func bounceAtTheEdge() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, scroll, pointer, watcher) = feed()
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        // A finger moving down at 2 000 pt/s: 30 points of drag (after the pan's 10), then let go at 70.
        pointer.pointerDown(at: CGPoint(x: 200, y: 100), time: 0)
        for index in 1...8 { pointer.pointerMoved(to: CGPoint(x: 200, y: 100 + 5 * CGFloat(index)), time: Double(index) / 400) }
        pointer.pointerUp(at: CGPoint(x: 200, y: 140), time: 0.02)
        let start = scroll.contentOffset.y
        #expect(start == 70)
        // The edge is met where 70 − 2 · 0.998(1 − rⁿ)/0.002 = 0: rⁿ = 1 − 70 · 0.002 / (2 · 0.998).
        let crossing = log(1 - 70 * 0.002 / (2 * 0.998)) / log(0.998) / 1000
        fixture.run(frames: 1)
        let frameTime = 1.0 / 60
        if frameTime < crossing {
            let closedForm = start - 2 * 0.998 * (1 - CGFloat(pow(0.998, frameTime * 1000))) / 0.002
            #expect(abs(scroll.contentOffset.y - closedForm) < 1e-6)
        }
        var deepest: CGFloat = 0
        var names: [String] = []
        for _ in 0..<120 {
            fixture.run(frames: 1)
            deepest = min(deepest, scroll.contentOffset.y)
            for name in fixture.engine.liveAnimators.compactMap(\.name) where names.last != name { names.append(name) }
        }
        // Past the edge the speed left, 2 000 · rⁿ, keeps 0.95 of itself a millisecond: v/1000 · 0.95/0.05 further.
        let kept = 2000 * pow(0.998, crossing * 1000)
        #expect(abs(deepest + CGFloat(kept / 1000 * 19)) < 0.6, "\(deepest)")
        #expect(names == ["bounce", "spring back"] || names == ["deceleration", "bounce", "spring back"], "\(names)")
        #expect(scroll.contentOffset.y == 0 && !scroll.isDecelerating && watcher.log.filter { $0 == "rest" }.count == 1)
    }

    @Test("paging: a slow drag settles on the nearest page, a quick flick turns one page, each landing exactly on its boundary")
    func paging() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let carousel = UIScrollView(frame: window.bounds)
        carousel.contentSize = CGSize(width: 1_170, height: 300)
        carousel.isPagingEnabled = true
        window.addSubview(carousel)
        window.makeKeyAndVisible()
        let pointer = PointerDispatcher(root: window)
        /// Drags `distance` points to the left over `seconds`, holding still for a fifth of a second when `slow`.
        func swipe(_ distance: CGFloat, at time: TimeInterval, over seconds: TimeInterval, slow: Bool) {
            pointer.pointerDown(at: CGPoint(x: 300, y: 150), time: time)
            for step in 1...10 {
                pointer.pointerMoved(to: CGPoint(x: 300 - distance * CGFloat(step) / 10, y: 150), time: time + seconds * Double(step) / 10)
            }
            let end = time + seconds + (slow ? 0.2 : 0)
            if slow { pointer.pointerMoved(to: CGPoint(x: 300 - distance, y: 150), time: end) }
            pointer.pointerUp(at: CGPoint(x: 300 - distance, y: 150), time: end)
            fixture.run(seconds: 1)
        }
        // 100 of 390 points (90 after the pan's 10), slowly: back to the first page.
        swipe(100, at: 0, over: 0.5, slow: true)
        #expect(carousel.contentOffset.x == 0 && !carousel.isDecelerating)
        // 250 points slowly: past half-way, so the second page.
        swipe(250, at: 2, over: 0.5, slow: true)
        #expect(carousel.contentOffset.x == 390)
        // 60 points in a twentieth of a second: a flick, one page on.
        swipe(60, at: 4, over: 0.05, slow: false)
        #expect(carousel.contentOffset.x == 780)
        // Past the last page a flick stays on it.
        swipe(60, at: 6, over: 0.05, slow: false)
        #expect(carousel.contentOffset.x == 780)
    }
}
