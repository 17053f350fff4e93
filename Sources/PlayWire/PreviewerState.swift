import Foundation

/// What a person set in the previewer's window, as one value: the scene and the playhead's time, how it plays, the
/// timeline's zoom and scroll, the animator selected (and the fraction it was paused at by hand), the inspector's
/// scroll, and where the window is.
///
/// `animview play`'s previewer writes it a few times a second; when a build crashes the previewer, `play` opens a new
/// one with the last of it, so nothing a person set is lost. Animators are named by their
/// serial: the order the scene's code makes them in, the same in every build of the same code.
package struct PreviewerState: Codable, Equatable, Sendable {
    package var scene = 0
    package var playhead: TimeInterval = 0
    package var playing = true
    package var backwards = false
    package var speedIndex = 3
    package var slowMotion = false
    package var loopMode = "loop"
    package var timelineStart: TimeInterval = 0
    package var timelineSpan: TimeInterval = 0
    package var timelineFirstRow = 0
    package var selectedAnimator: Int?
    package var pausedFraction: Double?
    package var inspectorFirstRow = 0
    /// `[x, y, width, height]` on screen, in the display's points.
    package var window: [Int32] = []

    package init() {}
}
