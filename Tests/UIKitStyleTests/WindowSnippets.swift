import AnimKit
import AnimKitTestSupport
import Testing

/// A pulsing dot that starts its animation when it reaches a window, as UIKit views often do.
final class PulsingDot: UIView {
    var log: [String] = []
    override func willMove(toWindow newWindow: UIWindow?) { log.append(newWindow == nil ? "willLeave" : "willEnter") }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        log.append(window == nil ? "left" : "entered")
        guard window != nil else { return }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { self.alpha = 0 }
    }
}

// UIWindow, UIApplication.shared and UIScreen.main as animation code reads them; a scene's views are in a window.
@MainActor
@Suite("UIWindow, didMoveToWindow, UIApplication.shared, UIScreen.main")
struct WindowSnippets {
    @Test("moving into a window and out tells the whole subtree, before and after; view.window is the window")
    func movesIntoAWindow() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = PulsingDot(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        card.addSubview(dot)
        #expect(dot.log.isEmpty && dot.window == nil)
        window.addSubview(card)
        #expect(dot.log == ["willEnter", "entered"] && dot.window === window && card.window === window)
        // Within the same window, a move tells nothing.
        let other = UIView()
        window.addSubview(other)
        other.addSubview(card)
        #expect(dot.log.count == 2)
        card.removeFromSuperview()
        #expect(dot.log == ["willEnter", "entered", "willLeave", "left"] && dot.window == nil)
    }

    @Test("a window put inside another view, and taken out, stays its views' window: nothing is told, the field keeps the keyboard")
    func windowInsideAView() {
        let fixture = EngineFixture()
        defer {
            _ = UIResponder.first?.resignFirstResponder()
            fixture.end()
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let dot = PulsingDot(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 34))
        window.addSubview(dot)
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        // A host showing the scene's window in its own views, as animview's window does.
        let holder = UIView()
        holder.addSubview(window)
        #expect(window.window === window && dot.window === window)
        #expect(dot.log == ["willEnter", "entered"] && field.isFirstResponder)
        window.removeFromSuperview()
        #expect(dot.log == ["willEnter", "entered"] && field.isFirstResponder && dot.window === window)
    }

    @Test("makeKeyAndVisible makes the key window; the screen is its size, one pixel per point; ignored touches start nothing")
    func applicationAndScreen() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === window && window.isKeyWindow)
        #expect(UIApplication.shared.windows.last === window)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && UIScreen.main.scale == 1)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let pointer = PointerDispatcher(root: window)
        UIApplication.shared.beginIgnoringInteractionEvents()
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        #expect(!pointer.pointerDown(at: CGPoint(x: 50, y: 20), time: 0))
        pointer.pointerUp(at: CGPoint(x: 50, y: 20), time: 0.1)
        UIApplication.shared.endIgnoringInteractionEvents()
        pointer.pointerDown(at: CGPoint(x: 50, y: 20), time: 1)
        pointer.pointerUp(at: CGPoint(x: 50, y: 20), time: 1.1)
        #expect(taps == 1)
    }

    @Test("a scene's canvas is put in a key window before it starts: an animation begun in didMoveToWindow plays on its clock")
    func sceneIsInAWindow() throws {
        var dot: PulsingDot?
        let playback = try ScenePlayback {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let made = PulsingDot(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            canvas.addSubview(made)
            dot = made
            return ScenePlayback.Built(canvas: canvas) {}
        }
        defer { playback.end() }
        #expect(playback.built.window?.isKeyWindow == true && dot?.log == ["willEnter", "entered"])
        try playback.seek(to: 0.25)
        #expect(isApproximatelyEqual(dot?.presentation.alpha ?? -1, 0.75))
    }
}
