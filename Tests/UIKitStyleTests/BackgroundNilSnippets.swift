import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A view's backgroundColor reads back what it was given, as UIKit's: nil by default and after `= nil` (drawn clear),
// `.clear` only when set so — code that writes `view.backgroundColor ?? .systemBackground` or remembers a colour to
// put back later gets UIKit's answer. The view's layer agrees.
@MainActor
@Suite("backgroundColor reads nil when it was never set or set to nil")
struct BackgroundNilSnippets {
    @Test("nil by default, after = nil and after layer.backgroundColor = nil; .clear when set to .clear")
    func readsBack() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.backgroundColor == nil && view.layer.backgroundColor == nil)
        #expect((view.backgroundColor ?? .systemBackground) == .systemBackground)
        view.backgroundColor = .red
        #expect(view.backgroundColor == .red && view.layer.backgroundColor == UIColor.red.cgColor)
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil && view.layer.backgroundColor == nil)
        view.backgroundColor = .clear
        #expect(view.backgroundColor == .clear && view.layer.backgroundColor == UIColor.clear.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
        view.layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test("set to nil in an animation block: reads nil at once, and fades from red to clear on the block's curve")
    func animatedToNil() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.backgroundColor = nil }
        #expect(view.backgroundColor == nil)
        fixture.run(frames: 30)
        let halfway = view.layer.presentation()?.backgroundColor
        #expect(isApproximatelyEqual(Double(halfway?.alpha ?? 0), 0.5, tolerance: 1e-9))
        fixture.run(frames: 30)
        #expect(view.layer.presentation()?.backgroundColor == nil)
    }
}
