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
