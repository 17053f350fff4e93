import AnimKit

/// The environment `animview play` gives the processes it starts — its window and the process that checks each build
/// first — named once for both sides: what they need before the wire (their standard input, PlayWire's messages) is
/// read.
package enum PlayVariable {
    /// The build to load first: a library's path.
    package static let library = "ANIMVIEW_PLAY_LIBRARY"
    /// The program's name, as play says it.
    package static let name = "ANIMVIEW_PLAY_NAME"
    /// The seconds the top-level code may take the first time.
    package static let timeLimit = "ANIMVIEW_PLAY_TIME_LIMIT"
    /// The state to open the window in, as JSON.
    package static let restore = "ANIMVIEW_PLAY_RESTORE"
    /// The previews not to run (they crashed), a name a line.
    package static let skip = "ANIMVIEW_PLAY_SKIP"
    /// The preview to show first.
    package static let show = "ANIMVIEW_PLAY_SHOW"
    /// Where the previews run are recorded, for play to tell which one crashed.
    package static let record = "ANIMVIEW_PLAY_RECORD"
    /// `animview bench play`'s frame log.
    package static let probe = "ANIMVIEW_PLAY_PROBE"
    /// The folders images and colours are looked for in besides the usual ones: the played files' and up.
    package static let resources = Image.resourceFoldersVariable
    /// `animview bench tune`'s `STEPS:PATH` (``TuningDriver``).
    package static let benchTune = "ANIMVIEW_PLAY_BENCH_TUNE"
}
