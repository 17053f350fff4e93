import PlayWire

/// What the window runs when `play` sends literal values after a save, and whether they are an edit of the user's.
///
/// `play` reads the files when it sees them saved — its own writes of tuned literals included — so what it sends may
/// be the echo of a drag's write, read before the window's later drags were written (`play` hears them after it
/// reads). Over its values go those the window sent since (``TuningHistory/unwritten(after:)``), as they will be in
/// the files, and those of a drag held now, not yet written; what differs from the window's table then is the
/// editor's, and wins.
struct EchoedValues {
    /// The design-time table to run: only what differs from the build, as the window keeps its own.
    let table: [String: DesignTimeValue.Payload]
    /// Whether it differs from what the window runs: the user saved a change in the editor.
    let edited: Bool

    /// `sent` from `play`; `unwritten`, the values of the window's tuned messages `play` had not written when it read
    /// the files; `held`, those of the drag held now; `running`, the window's table; `compiled`, a literal's value in
    /// the build.
    init(
        sent: [String: DesignTimeValue.Payload], unwritten: [String: DesignTimeValue.Payload], held: [String: DesignTimeValue.Payload],
        running: [String: DesignTimeValue.Payload], compiled: (String) -> DesignTimeValue.Payload?
    ) {
        var table = sent
        for (key, value) in unwritten { table[key] = HostedSession.same(compiled(key), value) ? nil : value }
        let kept = table.merging(held) { $1 }
        edited = !HostedSession.same(kept, running)
        // An edit wins over a drag held meanwhile (which is then let go of).
        self.table = edited ? table : kept
    }
}
