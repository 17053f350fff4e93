import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// A view made while traces are on knows the line that made it: the call of its initializer in the code, past the
/// initializers of view subclasses on the way; with traces off it keeps nothing.
@MainActor
@Suite("Creation traces: the line that made a view")
struct CreationTraceTests {
    /// A custom view as real code writes one: its own initializer calls `super.init(frame:)`.
    final class CardView: UIView {
        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
            backgroundColor = .systemBlue
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A screen whose views are stored properties, as view controllers keep them: each is made on its property's line.
    final class Screen: UIViewController {
        static let cardLine = #line + 1
        let card = UIView()
    }

    @Test("UIView(frame:), a subclass's own init() and a label made while traces are on name their lines here; off, none")
    func linesOfTheCode() {
        CreationTrace.isOn = true
        let line = #line + 1
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let card = CardView()
        let label = UILabel()
        CreationTrace.isOn = false
        let untraced = UIView()
        #expect(plain.creationTrace?.callSite?.line == line)
        #expect(card.creationTrace?.callSite?.line == line + 1)
        #expect(label.creationTrace?.callSite?.line == line + 2)
        #expect(plain.creationTrace?.callSite?.file == #filePath)
        #expect(untraced.creationTrace == nil)
        CreationTrace.isOn = true
        let screen = Screen()
        CreationTrace.isOn = false
        // Not the line that made the screen, whose initializer ran the property's: the property's own line.
        #expect(screen.card.creationTrace?.callSite?.line == Screen.cardLine)
    }
}
