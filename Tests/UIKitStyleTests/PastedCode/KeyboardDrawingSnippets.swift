import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// The keyboard as iOS shows it over a login screen: it rises from below the window's bottom in its own 0.25 s
// animation as a field takes it, stays in front while fields hand it over, and sinks away when the last lets it go.
@MainActor
@Suite("The keyboard drawn over the window", .serialized)
struct KeyboardDrawingSnippets {
    @Test("it rises 336 points in 0.25 s (half-way at half time on the ease-in-out stand-in for curve 7) and sinks away")
    func risesAndSinks() throws {
        _ = UIResponder.first?.resignFirstResponder()
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let (email, password) = (UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44)), UITextField())
        window.rootViewController?.view.addSubview(email)
        window.rootViewController?.view.addSubview(password)
        #expect(!window.subviews.contains { $0.accessibilityIdentifier == "keyboard" })
        email.becomeFirstResponder()
        let keyboard = try #require(window.subviews.last)
        #expect(keyboard.accessibilityIdentifier == "keyboard")
        fixture.clock.advance(by: 0.125)
        fixture.engine.tick()
        #expect(keyboard.layer.presentation()?.frame.minY == 684)
        fixture.run(seconds: 0.2)
        #expect(keyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
        // Another view put in the window goes under it when a field takes the keyboard over.
        let banner = UIView(frame: CGRect(x: 0, y: 600, width: 393, height: 100))
        window.addSubview(banner)
        password.becomeFirstResponder()
        #expect(window.subviews.last === keyboard && window.subviews.filter { $0.accessibilityIdentifier == "keyboard" }.count == 1)
        password.resignFirstResponder()
        fixture.clock.advance(by: 0.125)
        fixture.engine.tick()
        #expect(keyboard.layer.presentation()?.frame.minY == 684)
        fixture.run(seconds: 0.2)
        #expect(keyboard.superview == nil)

        // A window smaller than the screen (a playground's live view) is typed into with no keyboard drawn.
        let canvas = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        canvas.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        canvas.addSubview(field)
        field.becomeFirstResponder()
        fixture.run(seconds: 0.3)
        #expect(!canvas.subviews.contains { $0.accessibilityIdentifier == "keyboard" })
        field.resignFirstResponder()
    }
}
