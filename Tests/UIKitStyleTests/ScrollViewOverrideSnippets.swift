import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A scroll view whose content views never get touches that go down on them (a canvas that only scrolls), and that
/// counts changes of its adjusted inset.
private final class GuardingScrollView: UIScrollView {
    var asked: [UIView] = []
    var insetChanges: [UIEdgeInsets] = []
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append(view)
        return false
    }
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        insetChanges.append(adjustedContentInset)
    }
}

/// A view that counts the touches it gets.
private final class TouchCounter: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

private final class InsetListener: NSObject, UIScrollViewDelegate {
    var heard = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { heard += 1 }
}

// UIScrollView's `touchesShouldBegin(_:with:in:)` (true by default; false and the content view gets no touches) and
// `adjustedContentInsetDidChange()` ("called when the adjusted content insets of the scroll view change"; the
// delegate's `scrollViewDidChangeAdjustedContentInset(_:)` hears it from `super`).
@MainActor
@Suite("UIScrollView's touchesShouldBegin and adjustedContentInsetDidChange, overridden")
struct ScrollViewOverrideSnippets {
    @Test("a tap on a content view: delivered by default; kept from it when touchesShouldBegin says no")
    func touchesShouldBegin() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var counts: [Int] = []
        for scroll in [UIScrollView(), GuardingScrollView()] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scroll.frame = root.bounds
            scroll.contentSize = CGSize(width: 300, height: 900)
            let counter = TouchCounter(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            scroll.addSubview(counter)
            root.addSubview(scroll)
            let pointer = PointerDispatcher(root: root)
            pointer.pointerDown(at: CGPoint(x: 80, y: 80), time: fixture.clock.now)
            pointer.pointerUp(at: CGPoint(x: 80, y: 80), time: fixture.clock.now + 0.05)
            counts.append(counter.began)
            if let guarding = scroll as? GuardingScrollView { #expect(guarding.asked == [counter]) }
        }
        #expect(counts == [1, 0])
    }

    @Test("moved under a navigation bar, the adjusted inset changes once, and the delegate hears it")
    func adjustedInset() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let controller = UIViewController(), scroll = GuardingScrollView(), listener = InsetListener()
        scroll.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scroll.contentSize = CGSize(width: 390, height: 2_000)
        scroll.delegate = listener
        controller.view.addSubview(scroll)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // 47 of the status bar and 44 of the navigation bar; the home indicator's 34.
        #expect(scroll.insetChanges == [UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)])
        #expect(listener.heard == 1)
        window.layoutIfNeeded()
        #expect(scroll.insetChanges.count == 1)
    }
}
