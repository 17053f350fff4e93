import AnimKit
import AnimKitSDL
import Foundation
import PlayWire

/// What `play` says to its previewer, one line at a time, and what the previewer tells it back.
extension HostedSession {
    /// A message from `play`: a build to load, literal values to run it with, the calls a drag may tune, or a message
    /// to show over the scene.
    func command(_ message: ToWindow) {
        guard let previewer else { return }
        switch message {
        case .load(let path): load(path, into: previewer)
        case .values(let serial, let values, let tunedWrites): apply(values, serial: serial, tunedWrites: tunedWrites, to: previewer)
        case .calls(let calls):
            tunable = calls
            previewer.tunableCalls = calls
        case .message(let text): previewer.showMessage(text)
        // The checking process's alone.
        case .check: break
        }
    }

    /// Loads a new build and shows what its top-level code shows in place of the scene, at once.
    private func load(_ path: String, into previewer: Previewer) {
        let before = AnimationEngine.shared, values = DesignTimeValues.shared.replace(with: [:])
        let started = ProcessInfo.processInfo.systemUptime
        do {
            let library = try PlayLibrary(path: path)
            guard let shown = try run(library, limit: Self.reloadLimit) else {
                throw PlayHostError("\(name) ran to its end without showing a view; the last good build keeps running")
            }
            current = library
            valuesSerial = nil
            // Its literals are numbered anew: a value a drag sent is the file's now, or comes back with the next save.
            tuningHistory.forgetUnwritten()
            previewer.reload(scenes: shown.scenes, canvasSize: shown.size)
            previewer.showMessage(nil)
            dropDrag()
            tell(path, seconds: ProcessInfo.processInfo.systemUptime - started, .build)
            previewer.showNow()
            previewer.takeCheckpointsIfDue()
        } catch {
            // The scene shown goes on, on its own engine and values.
            AnimationEngine.shared = before
            DesignTimeValues.shared.replace(with: values)
            FileHandle.standardError.write(Data("animview: \(error)\n".utf8))
            previewer.showMessage("\(error)")
        }
    }

    /// Runs the build again with new literal values and shows it at once; a value that does not fit its literal's type
    /// leaves the scene as it was and is told, so that `play` builds instead.
    ///
    /// `play` read them with the first `tunedWrites` of the window's tuned messages written: what the window sent since,
    /// and a drag held, are kept (``EchoedValues``), so that the echo of one drag's write never undoes the next drag's.
    private func apply(_ values: [DesignTimeValue], serial: Int, tunedWrites: Int, to previewer: Previewer) {
        guard let current else { return }
        let started = ProcessInfo.processInfo.systemUptime
        let running = DesignTimeValues.shared.values
        let echoed = EchoedValues(
            sent: Dictionary(values.map { ($0.key, $0.value) }) { $1 }, unwritten: tuningHistory.unwritten(after: tunedWrites),
            held: running.filter { tuningHistory.heldKeys.contains($0.key) }, running: running, compiled: compiledValue(of:))
        guard rerun(current, with: echoed.table, on: previewer) else {
            tell(current.path, seconds: ProcessInfo.processInfo.systemUptime - started, .values(serial: serial, applied: false))
            return
        }
        valuesSerial = serial
        previewer.showMessage(nil)
        if echoed.edited { dropDrag() }
        tell(current.path, seconds: ProcessInfo.processInfo.systemUptime - started, .values(serial: serial, applied: true))
        previewer.showNow()
        // After the frame is shown: seeking from here on is as quick as before the save.
        previewer.takeCheckpointsIfDue()
    }

    /// Runs `library`'s top-level code again with `values` as the design-time table and puts what it shows in place of
    /// the scene, at the playhead; false, and the scene and the table as they were, when it failed or a value did not
    /// fit the type its code gave its literal.
    func rerun(_ library: PlayLibrary, with values: [String: DesignTimeValue.Payload], on previewer: Previewer) -> Bool {
        let before = AnimationEngine.shared
        let previous = DesignTimeValues.shared.replace(with: values)
        guard let shown = try? run(library, limit: Self.reloadLimit), !DesignTimeValues.shared.missed else {
            AnimationEngine.shared = before
            DesignTimeValues.shared.replace(with: previous)
            return false
        }
        previewer.reload(scenes: shown.scenes, canvasSize: shown.size)
        return true
    }

    /// A literal the scene read after its top-level code ran, whose new value did not fit: `play` is told, once.
    func noticeLateMiss() {
        guard let valuesSerial, let current, DesignTimeValues.shared.missed else { return }
        self.valuesSerial = nil
        tell(current.path, seconds: 0, .values(serial: valuesSerial, applied: false))
    }

    /// Tells `play` what runs now: the build at `path`, since now, how long loading took, and what came.
    func tell(_ path: String, seconds: TimeInterval, _ what: Loaded.What) {
        wire.send(FromWindow.loaded(Loaded(path: path, shownAt: Date().timeIntervalSince1970, seconds: seconds, what: what)))
    }

    /// Appends a line for each frame drawn to the file at `path`: the wall-clock time it was shown, then the scene as it
    /// showed it (`animview bench play` finds the first frame of each build there).
    func writeFrames(to path: String, of previewer: Previewer) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("animview: cannot write frames to \(path)\n".utf8))
            return
        }
        previewer.afterEachFrame { sample in
            try? file.write(contentsOf: Data("\(Date().timeIntervalSince1970) \(sample())\n".utf8))
        }
    }

}
