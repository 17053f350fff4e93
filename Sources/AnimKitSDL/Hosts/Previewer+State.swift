import AnimKit
import Foundation
import PlayWire

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

    /// What playback does at the scene's end: loop (the gallery's default), stop (`play`'s, for a screen that plays
    /// its entrance once and is then used, as in the Simulator) or turn round; `l` cycles them.
    package var loopMode: ScenePlayState.LoopMode {
        get { play.loopMode }
        set { play.loopMode = newValue }
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
