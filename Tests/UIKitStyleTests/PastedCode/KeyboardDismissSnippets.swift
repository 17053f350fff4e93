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
        let window = UIWindow(frame: UIScreen.main.bounds)
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

    @Test(".interactive lets the keyboard go once the finger dragging the content reaches its top (852 − 336 = 516 on a phone)")
    func interactive() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, field, pointer) = Self.editing(.interactive, fixture: fixture)
        let top = window.bounds.height - (window.bounds.width < window.bounds.height ? 336 : 209)
        var editing: [Bool] = []
        Self.drag(pointer, through: [340, top - 10, top - 1, top + 5, top + 40]) { _ in editing.append(field.isFirstResponder) }
        #expect(editing == [true, true, true, false, false])
    }
}
