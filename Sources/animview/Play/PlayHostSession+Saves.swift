import AnimKitSDL
import Foundation
import PlayWire

/// A save: an edit of literals only goes to the previewer as values, any other is compiled and loaded.
extension PlayHostSession {
    /// Takes the files as saved: their new literal values to the window, or a build; a failed build is shown over the scene.
    mutating func rebuild() throws {
        let seen = Date()
        // When the save landed: the latest modification of the files.
        let saved = Swift.min(project.modificationDates().compactMap { $0 }.max() ?? seen, seen)
        let scans: [LiteralScan]
        // The window's tuned messages written into the files as they are read now.
        let writesRead = tunedWrites
        do {
            scans = try project.scan(after: lastScans)
            scanSeconds = Date().timeIntervalSince(seen)
            lastScans = scans
        } catch let error as PlayError {
            try say("animview: \(error.description); \(child == nil ? "save again once it is fixed" : "the last good build keeps running")")
            return
        }
        if !needsBuild, try applyLiterals(scans, saved: saved, seen: seen, tunedWrites: writesRead) { return }
        needsBuild = false
        number += 1
        if runner.compiler.loadedLibraries.isEmpty { runner.compiler.loadedLibraries = checker.loadedLibraries() }
        let dates = project.modificationDates()
        let compilation: PlayCompilation, rewritten: Bool
        do {
            // A save during the build makes it moot: it stops, and the next turn of the watch builds the newer files.
            (compilation, rewritten) = try runner.compiler.build(
                project, scans: scans, number: number, keeping: [lastGood, earlierGood?.library].compactMap(\.self),
                cancel: { project.modificationDates() != dates })
        } catch is Cancelled {
            return
        }
        let build = compilation.build
        guard build.succeeded else {
            for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            let first = build.errors.first?.split(separator: "\n").first.map(String.init) ?? "the build failed"
            let summary =
                "\(PlayRunner.shortened(first)) (\(build.errors.count) error\(build.errors.count == 1 ? "" : "s"); the last good build runs)"
            send(.message(summary))
            let running = child == nil ? "save again once it is fixed" : "the last good build keeps running"
            try say(String(format: "animview: the build failed in %.2f s; %@", build.seconds, running))
            return
        }
        if child != nil {
            // The build runs first where a crash or a hang costs nothing: the window only gets one that returns.
            let checking = ProcessInfo.processInfo.systemUptime
            defer { checkSeconds = ProcessInfo.processInfo.systemUptime - checking }
            switch try checker.check(compilation.library) {
            // A new build runs with no values: nothing to miss.
            case .ok, .missed: break
            case .refused(let reason):
                try refuse(reason)
                return
            case .ended(let signal):
                let said = signal.map { "crashed (signal \($0)) as its top-level code ran; Swift says where just above" }
                try refuse("\(project.name) \(said ?? "did not return from its top-level code within 2 s and was stopped")")
                return
            }
            send(.load(path: compilation.library.path))
            pending = (compilation, rewritten ? scans : nil, saved, seen)
        } else {
            // No window (the last one crashed): one opens on the new build, where the last was.
            appliedValues = []
            goodScans = rewritten ? scans : nil
            try open(compilation.library, restoring: lastState)
            try say(String(format: "animview: compiled in %.2f s; the window opens again, as it was", build.seconds))
        }
    }

    /// Sends the new values when only literals changed since the build the window runs, once they ran in the checking
    /// process; false when a build is needed (a value that does not fit its literal's type among them).
    private mutating func applyLiterals(_ scans: [LiteralScan], saved: Date, seen: Date, tunedWrites: Int) throws -> Bool {
        guard child != nil, pending == nil, let good = lastGood, let compiled = goodScans, compiled.count == scans.count,
            zip(scans, compiled).allSatisfy({ $0.skeleton == $1.skeleton })
        else { return false }
        let values = scans.indices.flatMap { scans[$0].changes(since: compiled[$0], file: $0) }
        // The values run first where a hang or a crash cannot hold the window, as a new build does.
        let checking = ProcessInfo.processInfo.systemUptime
        defer { checkSeconds = ProcessInfo.processInfo.systemUptime - checking }
        switch try checker.check(good, values: values) {
        case .ok: break
        case .missed: return false
        case .refused(let reason):
            try refuse(reason)
            return true
        case .ended(let signal):
            let said = signal.map { "crashed (signal \($0)) with the new literal values; Swift says where just above" }
            try refuse("\(project.name) \(said ?? "did not return from its top-level code with the new literal values within 2 s")")
            return true
        }
        literalSerial += 1
        sendValues(values, serial: literalSerial, tunedWrites: tunedWrites)
        pendingValues = (literalSerial, values, saved, seen)
        return true
    }

    /// Hears what the window says it runs now: a build loaded, or literal values applied or refused.
    mutating func notice(_ loaded: Loaded) throws {
        let loadedAt = Date(timeIntervalSince1970: loaded.shownAt), seconds = loaded.seconds
        let milliseconds = { (seconds: TimeInterval) in Int((seconds * 1000).rounded()) }
        if case .values(let serial, let applied) = loaded.what {
            guard let sent = pendingValues, sent.serial == serial else {
                // Read later than the top-level code (a tap, a drawing), a value did not fit: the compiler decides.
                if !applied, serial == literalSerial {
                    needsBuild = true
                    try say("animview: a literal's new value does not fit the type its code gave it; building instead")
                }
                return
            }
            pendingValues = nil
            guard applied else {
                // A value that does not fit the type its code gave the literal: the compiler decides.
                needsBuild = true
                try say("animview: a literal's new value does not fit the type its code gave it; building instead")
                return
            }
            appliedValues = sent.values
            try say(
                "animview: literal edit shown \(milliseconds(loadedAt.timeIntervalSince(sent.saved))) ms after the save, without the compiler "
                    + "(seen \(milliseconds(sent.seen.timeIntervalSince(sent.saved))), read \(milliseconds(scanSeconds)), "
                    + "checked \(milliseconds(checkSeconds)), ran \(milliseconds(seconds)) ms)"
            )
            return
        }
        if let current = lastGood, current.path != loaded.path { earlierGood = (current, goodScans, appliedValues) }
        if lastGood?.path != loaded.path { loadedUptime = ProcessInfo.processInfo.systemUptime }
        lastGood = URL(fileURLWithPath: loaded.path)
        guard let pending, pending.compilation.library.path == loaded.path else { return }
        self.pending = nil
        goodScans = pending.scans
        appliedValues = []
        sendTunableCalls()
        // Read before the message is made: Swift 6.3's optimiser stops on an optional read of self inside it (a release
        // build crashed the compiler here).
        let shownAt = playhead ?? 0
        try say(
            "animview: reloaded in the window \(milliseconds(loadedAt.timeIntervalSince(pending.saved))) ms after the save "
                + "(seen \(milliseconds(pending.seen.timeIntervalSince(pending.saved))), read \(milliseconds(scanSeconds)), compiled \(milliseconds(pending.compilation.compileSeconds)), "
                + "linked \(milliseconds(pending.compilation.linkSeconds)), checked \(milliseconds(checkSeconds)), loaded \(milliseconds(seconds)) ms), "
                + String(format: "at %.2f s", shownAt))
    }

    /// A build that could not run: said here and over the scene; the window keeps the last good one.
    private func refuse(_ reason: String) throws {
        try say("animview: \(reason); the last good build keeps running")
        send(.message(reason.replacingOccurrences(of: "; Swift says where just above", with: "") + "; the last good build runs"))
    }
}
