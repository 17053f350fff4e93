import AnimKit
import Foundation

extension Previewer {
    /// Takes the checkpoints of the scene loaded last, if they are still to be taken, and puts the scene back as the
    /// window showed it: the playhead, play or pause, the selected animator and where a person paused it.
    ///
    /// A scene is loaded without them (``loadScene(_:)``), so that its first frame — a save's frame at the playhead —
    /// does not wait for two plays of the whole scene: a save calls this once that frame is shown, and the next frame
    /// does otherwise. Taking them builds the scene again (``ScenePlayback/prepareCheckpoints(length:spacing:memoryBudget:checkingStop:)``
    /// leaves it at its start), which only a scene on its timeline may do: while a person has it live, it waits.
    package func takeCheckpointsIfDue() {
        guard shown.checkpointsDue, let playback else { return }
        shown.checkpointsDue = false
        let kept = state
        do {
            try playback.prepareCheckpoints(length: sceneLength)
        } catch {
            showMessage("\(error)")
        }
        if let refusal = playback.checkpointRefusal {
            FileHandle.standardError.write(
                Data(
                    "animview: \(scenes[sceneIndex].name): no checkpoints (\(refusal)); seeking back replays the scene from the start\n"
                        .utf8))
        }
        keep(playhead: kept.playhead, selected: kept.selectedAnimator, pausedAt: kept.pausedFraction)
    }
}
