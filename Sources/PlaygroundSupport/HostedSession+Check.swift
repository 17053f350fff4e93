import AnimKit
import AnimKitSDL
import Foundation
import PlayWire

/// `PlayHost --check`: a second previewer process, without a window, that runs each new build's top-level code before
/// the window does — so that a build that crashes or never returns takes this process down, not the window.
extension HostedSession {
    /// Reads ``ToWindow/check(path:values:)`` from the wire; runs each build's top-level code, with the literal values
    /// given, as the window would (the live view made, laid out and shown, the scenes handed over) and answers
    /// ``FromWindow/checked(path:verdict:)``: ok, a value that did not fit its literal, or why it cannot be loaded. A
    /// crash ends this process; top-level code that does not return within ``reloadLimit`` is stopped by the watchdog
    /// (status 124). Returns never.
    func check() -> Never {
        PlaygroundPage.isHosted = true
        // Nothing here turns the main queue: what a build left on it (work on the process's clock) stays there, and a
        // later build's ticks must not run it (SceneTasks).
        SceneTasks.runsMainQueue = false
        // The window's process lists a file's previews; this one says nothing of them.
        PlaygroundPage.listedPreviews = true
        AnimView.hostedPreview = { [self] in handed = $0 }
        while let messages = wire.next(ToWindow.self) {
            for case .check(let path, let values) in messages {
                DesignTimeValues.shared.replace(with: Dictionary(values.map { ($0.key, $0.value) }) { $1 })
                var verdict = CheckVerdict.ok
                do {
                    _ = try run(try PlayLibrary(path: path), limit: Self.reloadLimit)
                    if DesignTimeValues.shared.missed { verdict = .missed }
                } catch {
                    verdict = .refused("\(error)")
                }
                // What the build made goes with its engine: nothing of it is shown here.
                if let clock = AnimationEngine.shared.clock as? ManualClock {
                    AnimationSession(engine: AnimationEngine.shared, clock: clock).end()
                }
                wire.send(FromWindow.checked(path: path, verdict: verdict))
            }
        }
        exit(0)
    }
}
