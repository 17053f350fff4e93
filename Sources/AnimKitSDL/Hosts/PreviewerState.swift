import AnimKit
import Foundation

/// What a person set in the previewer's window, as one value: the scene and the playhead's time, how it plays, the
/// timeline's zoom and scroll, the animator selected (and the fraction it was paused at by hand), the inspector's
/// scroll, and where the window is.
///
/// `animview play`'s previewer writes it a few times a second; when a build crashes the previewer, `play` opens a new
/// one with the last of it, so nothing a person set is lost (``Previewer/restore(_:)``). Animators are named by their
/// serial: the order the scene's code makes them in, the same in every build of the same code.
package struct PreviewerState: Codable, Equatable, Sendable {
    package var scene = 0
    package var playhead: TimeInterval = 0
    package var playing = true
    package var backwards = false
    package var speedIndex = 3
    package var slowMotion = false
    package var loopMode = ScenePlayState.LoopMode.loop.rawValue
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

extension Previewer {
    /// The window's state now.
    package var state: PreviewerState {
        var state = PreviewerState()
        state.scene = sceneIndex
        state.playhead = sceneTime
        state.playing = play.playing
        state.backwards = play.backwards
        state.speedIndex = play.speedIndex
        state.slowMotion = play.slowMotion
        state.loopMode = play.loopMode.rawValue
        state.timelineStart = timelinePanel.window.start
        // Zero when the ruler shows the whole scene, so it shows the whole of a longer one after a reload too.
        state.timelineSpan = timelinePanel.window.span < timelinePanel.window.total ? timelinePanel.window.span : 0
        state.timelineFirstRow = timelinePanel.firstRow
        state.selectedAnimator = chosen.flatMap { isLive($0) ? $0.serial : nil }
        state.pausedFraction = pausedByHand.map { Double($0.fractionComplete) }
        state.inspectorFirstRow = inspector.firstRow
        state.window = host.placement
        return state
    }

    /// The chosen animator when a person paused it (the bar's button, a scrub): the scene has left its timeline.
    var pausedByHand: PropertyAnimator? {
        guard play.live, let chosen, isLive(chosen), !chosen.isRunning, chosen.state == .active else { return nil }
        return chosen
    }

    /// Puts everything `state` holds back, on the scene shown (its animators found again by serial).
    package func restore(_ state: PreviewerState) {
        if state.window.count == 4 { host.placement = state.window }
        if state.scene != sceneIndex, scenes.indices.contains(state.scene) { loadScene(state.scene) }
        play.playing = state.playing
        play.backwards = state.backwards
        play.speedIndex = Swift.min(Swift.max(state.speedIndex, 0), ScenePlayState.speeds.count - 1)
        play.slowMotion = state.slowMotion
        play.loopMode = ScenePlayState.LoopMode(rawValue: state.loopMode) ?? .loop
        timelinePanel.keep(
            TimelineWindow(total: sceneLength, start: state.timelineStart, span: state.timelineSpan), firstRow: state.timelineFirstRow)
        inspector.keep(firstRow: state.inspectorFirstRow)
        keep(playhead: state.playhead, selected: state.selectedAnimator, pausedAt: state.pausedFraction)
        // A window opening as it was: its checkpoints are taken now, with the animator a person paused paused again.
        takeCheckpointsIfDue()
    }

    /// Shows the scene at `playhead` with the animator of serial `selected` chosen again, paused by hand at `fraction` if it was.
    func keep(playhead: TimeInterval, selected: Int?, pausedAt fraction: Double?) {
        seekScene(to: playhead)
        guard let selected, let animator = liveAnimators.first(where: { $0.serial == selected }) else { return }
        chosen = animator
        guard let fraction else { return }
        goLive(playing: false)
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(fraction)
    }
}
