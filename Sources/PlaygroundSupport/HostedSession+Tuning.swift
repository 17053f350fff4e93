import AnimKit
import AnimKitSDL
import Foundation
import PlayWire

/// A drag of an animator's bar on the timeline: the scene runs again with the new delay or duration at each step of
/// the drag — through the design-time value of the literal the call was written with, no compiler — and when the
/// button is let go, `play` is told to write the literal into the user's file. `z` and `shift-z` walk back and forth
/// through what was written.
extension HostedSession {
    /// A literal a step changes: the argument, the design-time key it has in this build, and its new value.
    private typealias Literal = (argument: TuningHistory.Argument, key: String, value: DesignTimeValue.Payload)

    func tune(_ request: TuningRequest) {
        switch request {
        case .drag(let drag):
            guard let (call, argument, key) = argument(at: drag.site, for: drag.part, released: drag.released) else { return }
            let literal: Literal = (.init(site: call.callSite, label: argument.label), key, .float(drag.value))
            tune([literal], released: drag.released, at: call.callSite)
        case .literals(let changes, let released):
            guard let first = changes.first else { return }
            tune(changes.map { (.init(site: $0.site, label: $0.label), $0.key, .float($0.value)) }, released: released, at: first.site)
        case .undo: walk(tuningHistory.undo(), back: true)
        case .redo: walk(tuningHistory.redo(), back: false)
        }
    }

    /// Runs the scene with `literals`' values; once `released`, writes them and keeps them to undo as one step.
    private func tune(_ literals: [Literal], released: Bool, at site: CallSite) {
        for literal in literals where tuningHistory.dragStart[literal.argument] == nil {
            guard let before = value(of: literal.key) else { return }
            tuningHistory.dragStart[literal.argument] = before
        }
        guard show(literals, at: site, released: released) else { return }
        tuningHistory.heldKeys = released ? [] : Set(literals.map(\.key))
        guard released else { return }
        tuningHistory.wrote(
            literals.compactMap { literal in
                guard let before = tuningHistory.dragStart[literal.argument], !Self.same(before, literal.value) else { return nil }
                return TuningHistory.Change(argument: literal.argument, before: before, after: literal.value)
            })
        // Only what changed is written (a preset may keep a number the curve had).
        send(
            literals.filter { !Self.same(tuningHistory.dragStart[$0.argument], $0.value) }.map {
                TunedLiteral(key: $0.key, value: $0.value)
            })
        tuningHistory.dragStart = [:]
    }

    /// Whether two tables hold the same values, key by key (see ``same(_:_:)``).
    nonisolated static func same(_ one: [String: DesignTimeValue.Payload], _ other: [String: DesignTimeValue.Payload]) -> Bool {
        one.count == other.count && one.allSatisfy { key, value in same(other[key], value) }
    }

    /// Whether two values are the same number (an integer literal's 1 and a drag's 1.0 are), or the same otherwise.
    nonisolated static func same(_ one: DesignTimeValue.Payload?, _ other: DesignTimeValue.Payload) -> Bool {
        switch (one, other) {
        case (.integer(let whole), .float(let number)), (.float(let number), .integer(let whole)): Double(whole) == number
        default: one == other
        }
    }

    /// The value the literal `key` has now: the one a drag gave it, else the build's.
    private func value(of key: String) -> DesignTimeValue.Payload? {
        DesignTimeValues.shared.values[key] ?? compiledValue(of: key)
    }

    /// The value the build was compiled with for the literal `key`.
    func compiledValue(of key: String) -> DesignTimeValue.Payload? {
        tunable.lazy.flatMap { $0.arguments.flatMap { [$0] + $0.parts } }.first { $0.key == key }?.value
    }

    /// Lets go of a handle held while the code changed under it (a save in the editor wins over the drag), once.
    func dropDrag() {
        let reason = "\(name) changed in the editor while a handle was held: the editor's change wins and the drag is dropped"
        guard previewer?.dropDrag(because: reason) == true else { return }
        (tuningHistory.dragStart, tuningHistory.heldKeys) = ([:], [])
        FileHandle.standardError.write(Data("animview: \(reason)\n".utf8))
    }

    /// Writes `step`'s values before (`back`) or after it again; says so when there is nothing to walk to.
    private func walk(_ step: [TuningHistory.Change]?, back: Bool) {
        guard let step, let first = step.first else {
            previewer?.showMessage(back ? "Nothing a drag wrote to undo" : "Nothing undone to redo")
            return
        }
        var literals: [Literal] = []
        for change in step {
            guard let key = key(of: change.argument) else {
                _ =
                    refuse("the argument \(change.argument.label) at \(change.argument.site.shortDescription) is no longer a literal", true)
                    as Int?
                return
            }
            literals.append((change.argument, key, back ? change.before : change.after))
        }
        guard show(literals, at: first.argument.site, released: true) else { return }
        send(literals.map { TunedLiteral(key: $0.key, value: $0.value) })
    }

    /// The design-time key `argument` has in this build: an argument of a call at its site, or of a call written as
    /// another's argument (`CGPoint(x:y:)`).
    private func key(of argument: TuningHistory.Argument) -> String? {
        for call in tunable {
            if call.callSite == argument.site, let found = call.arguments.first(where: { $0.label == argument.label }) { return found.key }
            for outer in call.arguments where outer.partsCallSite == argument.site {
                if let found = outer.parts.first(where: { $0.label == argument.label }) { return found.key }
            }
        }
        return nil
    }

    /// The call at `site`, its argument for `part` and the key of the literal it is; `nil`, said over the scene (and in
    /// the terminal once `released`), when there is none.
    private func argument(at site: CallSite, for part: TimingDrag.Part, released: Bool) -> (TunableCall, TunableCall.Argument, String)? {
        let place = site.shortDescription
        guard let call = tunable.first(where: { $0.callSite == site }) else {
            return refuse("the call at \(place) cannot be tuned from the window: its literals were compiled as written", released)
        }
        guard let argument = call.argument(for: part) else {
            return refuse("the call at \(place) has no \(part.rawValue) argument to change, and none is added", released)
        }
        guard let key = argument.key else {
            return refuse(argument.untunable(at: place), released)
        }
        return (call, argument, key)
    }

    /// Runs the scene again with `literals`' values and shows the frame at the playhead; false, said, when a value
    /// does not fit the type its code gave the literal.
    private func show(_ literals: [Literal], at site: CallSite, released: Bool) -> Bool {
        guard let previewer, let current else { return false }
        var values = DesignTimeValues.shared.values
        // Kept as play keeps its table: only what differs from the build, so that play's table of the written file
        // is this one again when the write comes back (a curve's x left as it was is no entry on either side).
        for literal in literals {
            values[literal.key] = Self.same(compiledValue(of: literal.key), literal.value) ? nil : literal.value
        }
        // Views made while a handle is held keep no creation trace (selectable mode cannot be used meanwhile): the
        // build let go of makes them again, with theirs.
        CreationTrace.isOn = released
        defer { CreationTrace.isOn = true }
        guard
            retime(with: values, literals, at: site, released: released, on: previewer)
                || replay(with: values, changing: literals.map(\.key), on: previewer)
                || rerun(current, with: values, on: previewer)
        else {
            let labels = literals.map(\.argument.label).joined(separator: ", ")
            _ = refuse("the new \(labels) does not fit the literals at \(site.shortDescription); nothing is written", released) as Int?
            return false
        }
        previewer.showMessage(nil)
        previewer.showNow()
        if released { previewer.takeCheckpointsIfDue() }
        return true
    }

    /// Shows the scene with `values` without building it when the one literal changing is the duration or the delay of
    /// a call whose animators were all made as the scene was built (read then and never after): they take the new
    /// value at the scene's start, as a build with it would have made them (``Previewer/retimeAtStart(_:count:duration:delay:released:)``).
    /// False when that is not the case or they cannot.
    private func retime(
        with values: [String: DesignTimeValue.Payload], _ literals: [Literal], at site: CallSite, released: Bool, on previewer: Previewer
    ) -> Bool {
        guard literals.count == 1, let literal = literals.first, let part = Self.retimedLabels[literal.argument.label],
            let count = DesignTimeValues.shared.readsOnlyAtStart(literal.key)
        else { return false }
        let number: Double
        switch literal.value {
        case .float(let value): number = value
        case .integer(let value): number = Double(value)
        default: return false
        }
        let previous = DesignTimeValues.shared.replace(with: values)
        guard
            previewer.retimeAtStart(
                site, count: count, duration: part == .duration ? number : nil, delay: part == .delay ? number : nil, released: released)
        else {
            DesignTimeValues.shared.replace(with: previous)
            return false
        }
        return true
    }

    /// The arguments that are an animator's own duration or delay, as its call takes them.
    private static let retimedLabels: [String: TimingDrag.Part] = [
        "withDuration": .duration, "duration": .duration, "springDuration": .duration, "delay": .delay,
    ]

    /// Shows the scene with `values` without building it: from its last moment kept before it first read one of the
    /// literals `changed` — until then it is the same scene whatever they hold (``Previewer/replayChanged(since:)``).
    /// False when it cannot: a literal read as the scene was built or never read, a scene that keeps no moments, or a
    /// value that does not fit its literal's type (the scene is then shown with the values it had, and a build is
    /// left to say so).
    private func replay(with values: [String: DesignTimeValue.Payload], changing changed: [String], on previewer: Previewer) -> Bool {
        guard let since = DesignTimeValues.shared.firstRead(of: changed), since > 0 else { return false }
        let previous = DesignTimeValues.shared.replace(with: values)
        guard previewer.replayChanged(since: since) else {
            DesignTimeValues.shared.replace(with: previous)
            return false
        }
        guard DesignTimeValues.shared.missed else { return true }
        DesignTimeValues.shared.replace(with: previous)
        _ = previewer.replayChanged(since: since)
        return false
    }

    /// Says `sentence` over the scene, and in the terminal once the drag is let go; returns `nil`.
    private func refuse<T>(_ sentence: String, _ released: Bool) -> T? {
        previewer?.showMessage(sentence)
        if released { FileHandle.standardError.write(Data("animview: \(sentence)\n".utf8)) }
        return nil
    }

    /// Sends `tuned` to `play`, to write into the user's file.
    private func send(_ tuned: [TunedLiteral]) {
        guard !tuned.isEmpty else { return }
        wire.send(FromWindow.tuned(tuned))
        tuningHistory.sent(tuned)
        benchmark?.tuned += tuned.count
    }
}
