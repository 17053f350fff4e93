import AnimKit
import AnimKitSDL
import Foundation

/// `PlayHost --check`: a second previewer process, without a window, that runs each new build's top-level code before
/// the window does — so that a build that crashes or never returns takes this process down, not the window.
extension HostedSession {
    /// Reads `check PATH` lines from `play` (after `values JSON` for a literal edit); runs each build's top-level code as
    /// the window would (the live view made, laid out and shown, the scenes handed over) and writes `PATH` and `ok`
    /// (`missed` when a value did not fit its literal, or why it cannot be loaded) to the file
    /// `ANIMVIEW_PLAY_CHECKED` names. A crash ends this process; top-level code that does not return within
    /// ``reloadLimit`` is stopped by the watchdog (status 124). Returns never.
    func check() -> Never {
        PlaygroundPage.isHosted = true
        // The window's process lists a file's previews; this one says nothing of them.
        PlaygroundPage.listedPreviews = true
        AnimView.hostedPreview = { [self] in handed = $0 }
        let checked = ProcessInfo.processInfo.environment[PlayVariable.checked].map { URL(fileURLWithPath: $0) }
        var values: [String: DesignTimeValue.Payload] = [:]
        while let line = readLine() {
            // `values JSON` comes before the `check` of a literal edit: the build runs with them, as the window would.
            if line.hasPrefix("values "),
                let decoded = try? JSONDecoder().decode([DesignTimeValue].self, from: Data(line.dropFirst(7).utf8))
            {
                values = Dictionary(decoded.map { ($0.key, $0.value) }) { $1 }
                continue
            }
            guard line.hasPrefix("check ") else { continue }
            let path = String(line.dropFirst("check ".count))
            DesignTimeValues.shared.replace(with: values)
            values = [:]
            var verdict = "ok"
            do {
                _ = try run(try PlayLibrary(path: path), limit: Self.reloadLimit)
                if DesignTimeValues.shared.missed { verdict = "missed" }
            } catch {
                verdict = "\(error)"
            }
            // What the build made goes with its engine: nothing of it is shown here.
            if let clock = AnimationEngine.shared.clock as? ManualClock {
                AnimationSession(engine: AnimationEngine.shared, clock: clock).end()
            }
            if let checked { try? ScratchFile.replace(checked, with: Data("\(path)\n\(verdict)\n".utf8)) }
        }
        exit(0)
    }
}
