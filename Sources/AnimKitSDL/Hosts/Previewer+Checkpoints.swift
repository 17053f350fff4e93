import AnimKit
import Foundation
import PlayWire

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

extension Previewer {
    /// A value the scene first read at `firstRead` changed (a step of a tuning drag): the scene goes back to its last
    /// moment kept before then — the same views and animators, so nothing is built again and what drawing keeps of
    /// them stays — is measured again and shown at the playhead, where the new value has had its effect; its
    /// checkpoints from then on are taken again when asked for (``takeCheckpointsIfDue()``). False, with the scene
    /// left for a new build to replace, when it cannot go back that way.
    package func replayChanged(since firstRead: TimeInterval) -> Bool {
        guard let playback, !play.live else { return false }
        let kept = state
        do {
            guard try playback.forgetMoments(from: firstRead) else { return false }
            show(try playback.measure(cap: lengthCap), keeping: kept)
        } catch {
            return false
        }
        shown.checkpointsDue = true
        keep(playhead: kept.playhead, selected: kept.selectedAnimator, pausedAt: kept.pausedFraction)
        return true
    }

    /// The call at `site` made `count` animators as the scene was built, and a step of a tuning drag gives its
    /// duration or delay another value: they take it where they are, at the scene's start
    /// (``ScenePlayback/retimeAtStart(_:expected:duration:delay:keepingIt:)``) — nothing is built again — and the scene
    /// is shown at the playhead. While the drag is held their bars follow the value and the rest of the timeline waits;
    /// once `released`, the scene is measured again and its new start kept. False, with the scene left for a new build
    /// to replace, when they cannot take it.
    package func retimeAtStart(_ site: CallSite, count: Int, duration: TimeInterval?, delay: TimeInterval?, released: Bool) -> Bool {
        guard let playback, !play.live else { return false }
        let kept = state
        do {
            guard
                let retimed = try playback.retimeAtStart(site, expected: count, duration: duration, delay: delay, keepingIt: released)
            else { return false }
            if released {
                show(try playback.measure(cap: lengthCap), keeping: kept)
                shown.checkpointsDue = true
            } else if let timeline = timelinePanel.timeline {
                show(timeline.retiming(retimed), keeping: kept)
            }
        } catch {
            return false
        }
        keep(playhead: kept.playhead, selected: kept.selectedAnimator, pausedAt: kept.pausedFraction)
        return true
    }

    /// Shows `timeline` at the stretch and rows of the timeline `kept` shows: one drawing of the panel.
    private func show(_ timeline: SceneTimeline, keeping kept: PreviewerState) {
        sceneLength = timeline.length
        spans = Dictionary(timeline.spans.map { ($0.serial, $0) }, uniquingKeysWith: { first, _ in first })
        timelinePanel.keep(
            TimelineWindow(total: sceneLength, start: kept.timelineStart, span: kept.timelineSpan), firstRow: kept.timelineFirstRow,
            showing: timeline)
    }
}
