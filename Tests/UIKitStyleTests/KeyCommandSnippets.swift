import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A list screen with ⌘R to reload and ⌘⇧N for a new item, as iPad code writes its shortcuts.
private final class ShortcutScreen: UIViewController {
    var log: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "r", modifierFlags: .command, action: Selector("reload", ShortcutScreen.reload)),
            UIKeyCommand(
                title: "New", action: Selector("newItem(_:)", ShortcutScreen.newItem(_:)), input: "n", modifierFlags: [.command, .shift]),
        ]
    }
    func reload() { log.append("reload") }
    func newItem(_ sender: UIKeyCommand) { log.append("new \(sender.title)") }
}

/// A text field whose ⌘↩ sends, answered by the controller above it.
private final class ComposeScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    var sent = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        addKeyCommand(UIKeyCommand(input: "\r", modifierFlags: .command, action: Selector("send", ComposeScreen.send)))
    }
    func send() { sent += 1 }
}

// UIResponder's `keyCommands` ("applied to the entire responder chain … UIKit walks the responder chain looking for an
// object that implements the corresponding action method") and UIViewController's `addKeyCommand(_:)`. With no first
// responder the chain starts at the frontmost controller's visible child: a navigation controller's top one.
@MainActor
@Suite("UIKeyCommand: a responder's key commands, found along the chain")
struct KeyCommandSnippets {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("⌘R and ⌘⇧N reach the top controller of a navigation stack; R alone, ⌘N and ⌘X are no command")
    func navigationTop() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = ShortcutScreen()
        let window = show(UINavigationController(rootViewController: screen))
        #expect(Responder.performKeyCommand("r", modifiers: .command, in: window))
        #expect(Responder.performKeyCommand("N", modifiers: [.command, .shift], in: window))
        #expect(!Responder.performKeyCommand("r", modifiers: [], in: window))
        #expect(!Responder.performKeyCommand("n", modifiers: .command, in: window))
        #expect(!Responder.performKeyCommand("x", modifiers: .command, in: window))
        #expect(screen.log == ["reload", "new New"])
    }

    @Test("while a field edits, ⌘↩ added by its controller is found up the chain from the field")
    func fromFirstResponder() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = ComposeScreen()
        let window = show(screen)
        #expect(screen.keyCommands?.count == 1)
        #expect(screen.field.becomeFirstResponder())
        #expect(Responder.performKeyCommand("\r", modifiers: .command, in: window))
        #expect(screen.sent == 1)
        _ = screen.field.resignFirstResponder()
    }

    @Test("a command whose action no responder in the chain has does nothing; removed, it is no command")
    func unanswered() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = ComposeScreen(), other = ShortcutScreen()
        let window = show(screen)
        let stray = UIKeyCommand(input: "r", modifierFlags: .command, action: Selector("reload", ShortcutScreen.reload))
        screen.addKeyCommand(stray)
        #expect(!Responder.performKeyCommand("r", modifiers: .command, in: window))
        screen.removeKeyCommand(stray)
        #expect(screen.keyCommands?.count == 1 && other.log.isEmpty)
    }
}

/// A screen that turns ⌘S off while there is nothing to save, as code overrides `canPerformAction(_:withSender:)`.
private final class SavingScreen: UIViewController {
    var dirty = false
    var saves = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save", SavingScreen.save))]
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.name == "save" ? dirty : super.canPerformAction(action, withSender: sender)
    }
    func save() { saves += 1 }
}

// `canPerformAction(_:withSender:)` decides, through `target(forAction:withSender:)`, where a key command's action goes.
@MainActor
@Suite("canPerformAction and target(forAction:withSender:)")
struct CanPerformActionSnippets {
    @Test("⌘S does nothing until the screen says it can save; target(forAction:) names the screen only then")
    func savingScreen() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = SavingScreen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let save = Selector("save", SavingScreen.save)
        #expect(screen.target(forAction: save, withSender: nil) == nil)
        #expect(!Responder.performKeyCommand("s", modifiers: .command, in: window) && screen.saves == 0)
        screen.dirty = true
        #expect(screen.target(forAction: save, withSender: nil) as? SavingScreen === screen)
        // From the screen's view, up the chain to the screen.
        #expect(screen.view.target(forAction: save, withSender: nil) as? SavingScreen === screen)
        #expect(screen.view.canPerformAction(save, withSender: nil))
        #expect(Responder.performKeyCommand("s", modifiers: .command, in: window) && screen.saves == 1)
    }
}
