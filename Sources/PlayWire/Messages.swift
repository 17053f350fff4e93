import Foundation

/// What `animview play` says to the processes it starts from its previewer — the window, and the process that checks
/// each build before the window runs it — one JSON line each, over the socket that is their standard input.
package enum ToWindow: Codable, Equatable, Sendable {
    /// Load the build at `path` into the window, at the playhead's time.
    case load(path: String)
    /// Run the build again with these literal values (those that differ from the build's); `serial` names them in the
    /// window's reply. `tunedWrites` is how many of this window's ``FromWindow/tuned(_:)`` messages `play` had written
    /// into the files when it read them: the window's later ones are not in these values yet, and are kept.
    case values(serial: Int, values: [DesignTimeValue], tunedWrites: Int)
    /// The calls of the build the window runs whose literals a drag may tune (none: its literals were compiled as
    /// written).
    case calls([TunableCall])
    /// Show `text` over the scene (a failed build's errors); `nil` hides it.
    case message(String?)
    /// To the checking process: run the build at `path`'s top-level code with these literal values, as the window would.
    case check(path: String, values: [DesignTimeValue])
}

/// What the window, or the checking process, tells `animview play` back, on the same socket.
package enum FromWindow: Codable, Equatable, Sendable {
    /// A build now runs in the window, or literal values were applied to it or did not fit.
    case loaded(Loaded)
    /// What a person set in the window (a few times a second, and at its first frame).
    case state(PreviewerState)
    /// The literals a drag (or an undo, or a preset) changed, together, for `play` to write into the user's files: all
    /// of them are written before `play` reads the files again, so that it never takes half of them for an edit.
    case tuned([TunedLiteral])
    /// The checking process ran the build at `path`'s top-level code: how it went.
    case checked(path: String, verdict: CheckVerdict)
}

/// What runs in the window now: the build at ``path``, since when (wall-clock seconds since 1970), how long loading
/// it took, and what came.
package struct Loaded: Codable, Equatable, Sendable {
    /// What came: a build, or literal values (by their serial), applied or not fitting their literals' types.
    package enum What: Codable, Equatable, Sendable {
        case build
        case values(serial: Int, applied: Bool)
    }

    package let path: String
    package let shownAt: TimeInterval
    package let seconds: TimeInterval
    package let what: What

    package init(path: String, shownAt: TimeInterval, seconds: TimeInterval, what: What) {
        (self.path, self.shownAt, self.seconds, self.what) = (path, shownAt, seconds, what)
    }
}

/// How running a build's top-level code in the checking process went.
package enum CheckVerdict: Codable, Equatable, Sendable {
    case ok
    /// A literal's new value did not fit the type its code gave it: the compiler decides.
    case missed
    /// It could not be loaded, or showed nothing: why, in a sentence.
    case refused(String)
}
