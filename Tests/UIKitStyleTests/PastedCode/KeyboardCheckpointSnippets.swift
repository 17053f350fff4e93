import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A field that takes the keyboard half a second in, seeking back and forth: before that moment the keyboard is down
// and no field has it; after it, the keyboard is drawn up and the field has it — as straight play has them.
@MainActor
@Suite("The keyboard through a scene's checkpoints", .serialized)
struct KeyboardCheckpointSnippets {
    @Test("seeking back before the field took the keyboard puts it down; playing on takes it up again")
    func seeks() throws {
        _ = UIResponder.first?.resignFirstResponder()
        var fields: [UITextField] = []
        let playback = try ScenePlayback {
            let window = UIWindow(frame: CGRect(origin: .zero, size: DevicePreset.iPhone15.screen))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
            window.rootViewController?.view.addSubview(field)
            fields.append(field)
            return ScenePlayback.Built(canvas: window) {
                _ = Timer.__animviewScheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                    MainActor.assumeIsolated { _ = field.becomeFirstResponder() }
                }
            }
        }
        defer {
            _ = UIResponder.first?.resignFirstResponder()
            playback.end()
        }
        try playback.prepareCheckpoints(length: 1.5)
        #expect(playback.checkpointRefusal == nil)
        func keyboard() -> UIView? { playback.built.canvas.subviews.first { $0.accessibilityIdentifier == "keyboard" } }
        for (time, up) in [(1.2, true), (0.2, false), (1.0, true), (0.4, false), (1.4, true)] {
            try playback.seek(to: time)
            let field = try #require(fields.last)
            #expect(field.isFirstResponder == up, "at \(time) s")
            #expect((keyboard()?.frame == CGRect(x: 0, y: 516, width: 393, height: 336)) == up, "at \(time) s")
        }
    }
}

/// A login screen that focuses its field as it appears and moves its form above the keyboard when told it rises.
@MainActor
private final class FocusingLogin: UIViewController {
    let stack = UIStackView()
    let field = UITextField()
    var bottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        field.borderStyle = .roundedRect
        stack.addArrangedSubview(field)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let bottom = stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -40)
        self.bottom = bottom
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24), bottom,
        ])
        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    func keyboardWillShow(_ note: Notification) {
        // As iOS code reads it: the box cast straight to the rectangle.
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        bottom?.constant = -frame.height - 16
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}

extension KeyboardCheckpointSnippets {
    @Test(
        "a screen that focuses its field as it appears, adopted, shown in a host's view and played from its start again: the keyboard rises each time"
    )
    func focusedAsItAppears() throws {
        _ = UIResponder.first?.resignFirstResponder()
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer {
            _ = UIResponder.first?.resignFirstResponder()
            session.end()
        }
        let login = FocusingLogin()
        let window = UIWindow(frame: CGRect(origin: .zero, size: DevicePreset.iPhone15.screen))
        window.rootViewController = login
        window.makeKeyAndVisible()
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let length = try playback.measure().length
        // A window host shows the scene's window inside a view of its own.
        let host = UIView()
        host.addSubview(window)
        defer { window.removeFromSuperview() }
        _ = try playback.prepareCheckpoints(length: length)
        #expect(playback.checkpointRefusal == nil)
        func keyboard() -> UIView? { window.subviews.first { $0.accessibilityIdentifier == "keyboard" } }
        for round in 0..<3 {
            try playback.seek(to: 0)
            try playback.seek(to: 1)
            #expect(login.field.isFirstResponder, "round \(round)")
            #expect(keyboard()?.frame == CGRect(x: 0, y: 516, width: 393, height: 336), "round \(round)")
            #expect(login.bottom?.constant == -352, "round \(round)")
            #expect(isApproximatelyEqual(login.stack.frame.maxY, 516 - 16), "round \(round)")
        }
    }
}
