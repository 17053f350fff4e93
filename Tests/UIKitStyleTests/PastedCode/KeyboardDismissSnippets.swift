import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A chat screen's list that lets the keyboard go as it is dragged (`keyboardDismissMode`), as iOS code sets it.
@MainActor
@Suite("UIScrollView.keyboardDismissMode")
struct KeyboardDismissSnippets {
    /// A screen-sized window holding a scroll view twice its height with a text field in it, the field editing and
    /// the keyboard up; and a pointer on the window.
    static func editing(_ mode: UIScrollView.KeyboardDismissMode, fixture: EngineFixture) -> (UIWindow, UITextField, PointerDispatcher) {
        _ = UIResponder.first?.resignFirstResponder()
        // The device's screen, not `UIScreen.main.bounds`: that is the key window's, which a test before may have left.
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.current.screenSize))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: window.bounds.width, height: window.bounds.height * 2)
        scroll.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        scroll.addSubview(field)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        fixture.run(seconds: 0.3)
        return (window, field, PointerDispatcher(root: window))
    }

    /// Drags from (200, 300) through `points`, 20 ms apart, and lets go at the last.
    static func drag(_ pointer: PointerDispatcher, through points: [CGFloat], check: (Int) -> Void = { _ in }) {
        _ = pointer.pointerDown(at: CGPoint(x: 200, y: 300), time: 1)
        for (index, y) in points.enumerated() {
            pointer.pointerMoved(to: CGPoint(x: 200, y: y), time: 1 + 0.02 * Double(index + 1))
            check(index)
        }
        pointer.pointerUp(at: CGPoint(x: 200, y: points.last ?? 300), time: 1.5)
    }

    @Test(".none keeps the keyboard through a drag; .onDrag lets it go as the drag begins")
    func onDrag() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, kept, keeper) = Self.editing(.none, fixture: fixture)
        Self.drag(keeper, through: [280, 260, 240, 220])
        #expect(kept.isFirstResponder)
        let (_, field, pointer) = Self.editing(.onDrag, fixture: fixture)
        #expect(field.isFirstResponder)
        var editing: [Bool] = []
        // The first move (20 points) begins the pan: the keyboard goes then.
        Self.drag(pointer, through: [295, 280, 260]) { _ in editing.append(field.isFirstResponder) }
        #expect(editing == [true, false, false])
        _ = UIResponder.first?.resignFirstResponder()
    }

    /// Drags from (200, 300) through `points`, 20 ms apart, and lets go 20 ms after the last, still moving.
    static func fling(_ pointer: PointerDispatcher, through points: [CGFloat], check: (Int) -> Void = { _ in }) {
        _ = pointer.pointerDown(at: CGPoint(x: 200, y: 300), time: 1)
        for (index, y) in points.enumerated() {
            pointer.pointerMoved(to: CGPoint(x: 200, y: y), time: 1 + 0.02 * Double(index + 1))
            check(index)
        }
        pointer.pointerUp(at: CGPoint(x: 200, y: points.last ?? 300), time: 1 + 0.02 * Double(points.count + 1))
    }

    /// A bar pinned to the top of the keyboard guide of a screen-sized view in `window`, 50 tall, as a chat screen's
    /// input bar; and the view, to be taken out of the window after (a view on a keyboard guide left in a window
    /// would move with every later test's keyboard).
    static func inputBar(in window: UIWindow) -> (bar: UIView, screen: UIView) {
        let screen = UIView(frame: window.bounds), bar = UIView()
        // Over the scroll view, not in the way of its drags.
        screen.isUserInteractionEnabled = false
        window.addSubview(screen)
        bar.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor), bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50), bar.bottomAnchor.constraint(equalTo: screen.keyboardLayoutGuide.topAnchor),
        ])
        screen.layoutIfNeeded()
        return (bar, screen)
    }

    @Test(
        ".interactive: the keyboard follows the finger down from its top (852 − 336 = 516), the input bar with it; let go moving down, it goes"
    )
    func interactive() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, field, pointer) = Self.editing(.interactive, fixture: fixture)
        let (bar, screen) = Self.inputBar(in: window)
        defer { screen.removeFromSuperview() }
        let top: CGFloat = 516
        #expect(bar.frame.maxY == top)
        let keyboard = try #require(window.subviews.last { "\(type(of: $0))" == "KeyboardView" })
        var seen: [(Bool, CGFloat, CGFloat)] = []
        var hidden = 0
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
            _ in MainActor.assumeIsolated { hidden += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        Self.fling(pointer, through: [340, top - 10, top + 5, top + 40, top + 90]) { _ in
            seen.append((field.isFirstResponder, keyboard.frame.minY, bar.frame.maxY))
        }
        // Above the keyboard nothing moves; inside it the keyboard's top and the bar's bottom are the finger's.
        #expect(seen.map(\.0) == [true, true, true, true, true] && hidden == 1)
        #expect(seen.map(\.1) == [top, top, top + 5, top + 40, top + 90])
        #expect(seen.map(\.2) == [top, top, top + 5, top + 40, top + 90])
        // Let go moving down: editing ends and the keyboard sinks from where the finger left it.
        #expect(!field.isFirstResponder)
        fixture.run(seconds: 0.3)
        #expect(bar.frame.maxY == window.bounds.height - window.safeAreaInsets.bottom)
    }

    @Test(".interactive: pulled down, then up again and let go moving up, the keyboard rises back into place and editing goes on")
    func interactiveBack() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, field, pointer) = Self.editing(.interactive, fixture: fixture)
        let (bar, screen) = Self.inputBar(in: window)
        defer { screen.removeFromSuperview() }
        var bottoms: [CGFloat] = []
        // Moving up over the last tenth of a second (the pan's velocity) as it is let go.
        Self.fling(pointer, through: [400, 580, 600, 590, 570, 550, 530]) { _ in bottoms.append(bar.frame.maxY) }
        #expect(bottoms == [516, 580, 600, 590, 570, 550, 530])
        #expect(field.isFirstResponder)
        fixture.run(seconds: 0.3)
        #expect(bar.frame.maxY == 516)
        _ = UIResponder.first?.resignFirstResponder()
    }
}
