import AnimKit
import AnimKitSDL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A drag of an animator's bar on the timeline: the scene runs again with the new delay or duration at each step of
/// the drag — through the design-time value of the literal the call was written with, no compiler — and when the
/// button is let go, `play` is told to write the literal into the user's file. `z` and `shift-z` walk back and forth
/// through what was written.
extension HostedSession {
    func tune(_ request: TuningRequest) {
        switch request {
        case .drag(let drag): tune(drag)
        case .undo: walk(tuningHistory.undo(), back: true)
        case .redo: walk(tuningHistory.redo(), back: false)
        }
    }

    private func tune(_ drag: TimingDrag) {
        guard let (call, argument, key) = argument(at: drag.site, for: drag.part, released: drag.released) else { return }
        let before = DesignTimeValues.shared.values[key] ?? argument.value
        if tuningHistory.dragStart == nil { tuningHistory.dragStart = before }
        guard show(key, .float(drag.value), saying: argument.label, at: call.site, released: drag.released) else { return }
        guard drag.released else { return }
        if let start = tuningHistory.dragStart, start != .float(drag.value) {
            tuningHistory.wrote(.init(site: call.site, label: argument.label, before: start, after: .float(drag.value)))
        }
        tuningHistory.dragStart = nil
        append(TunedLiteral(key: key, value: .float(drag.value)))
    }

    /// Lets go of a bar's end held while the code changed under it (a save in the editor wins over the drag), once.
    func dropDrag() {
        let reason = "\(name) changed in the editor while a bar's end was held: the editor's change wins and the drag is dropped"
        guard previewer?.dropBarEndDrag(because: reason) == true else { return }
        tuningHistory.dragStart = nil
        FileHandle.standardError.write(Data("animview: \(reason)\n".utf8))
    }

    /// Writes `step`'s value before (`back`) or after it again; says so when there is nothing to walk to.
    private func walk(_ step: TuningHistory.Step?, back: Bool) {
        guard let step else {
            previewer?.showMessage(back ? "Nothing a drag wrote to undo" : "Nothing undone to redo")
            return
        }
        let part = TunableCall.part(of: step.label) ?? .duration
        guard let (_, argument, key) = argument(at: step.site, for: part, released: true), argument.label == step.label else { return }
        let value = back ? step.before : step.after
        guard show(key, value, saying: argument.label, at: step.site, released: true) else { return }
        append(TunedLiteral(key: key, value: value))
    }

    /// The call at `site`, its argument for `part` and the key of the literal it is; `nil`, said over the scene (and in
    /// the terminal once `released`), when there is none.
    private func argument(at site: CallSite, for part: TimingDrag.Part, released: Bool) -> (TunableCall, TunableCall.Argument, String)? {
        let place = site.shortDescription
        guard let call = tunable.first(where: { $0.site == site }) else {
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

    /// Runs the scene again with `value` for the literal `key` (the argument `label`) and shows the frame at the
    /// playhead; false, said, when the value does not fit the type its code gave the literal.
    private func show(_ key: String, _ value: DesignTimeValue.Payload, saying label: String, at site: CallSite, released: Bool) -> Bool {
        guard let previewer, let current else { return false }
        var values = DesignTimeValues.shared.values
        values[key] = value
        guard rerun(current, with: values, on: previewer) else {
            _ = refuse("the new \(label) does not fit the literal at \(site.shortDescription); nothing is written", released) as Int?
            return false
        }
        previewer.showMessage(nil)
        previewer.showNow()
        if released { previewer.takeCheckpointsIfDue() }
        return true
    }

    /// Says `sentence` over the scene, and in the terminal once the drag is let go; returns `nil`.
    private func refuse<T>(_ sentence: String, _ released: Bool) -> T? {
        previewer?.showMessage(sentence)
        if released { FileHandle.standardError.write(Data("animview: \(sentence)\n".utf8)) }
        return nil
    }

    /// Appends `tuned` to the tuned file as one JSON line, in one write (lines from two drags never interleave).
    private func append(_ tuned: TunedLiteral) {
        guard let tunedFile, let json = try? JSONEncoder().encode(tuned) else { return }
        let descriptor = Glibc.open(tunedFile.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { Glibc.close(descriptor) }
        let line = json + Data("\n".utf8)
        _ = line.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }
}
