import AnimKit
import Foundation

/// Scene time: the scene plays on a clock of its own, which the previewer moves, pauses, turns round, loops and seeks.
extension Previewer {
    /// Scene time now, in seconds from the scene's start.
    var sceneTime: TimeInterval { playback?.time ?? 0 }

    /// The engine the scene's animators run on; none while no scene could be loaded.
    var sceneEngine: AnimationEngine? { playback?.engine }

    /// The scene's live animators in creation order (none without a scene).
    var liveAnimators: [PropertyAnimator] { sceneEngine?.liveAnimators ?? [] }

    /// Moves scene time on by `elapsed` seconds of real time, as the play state says (``ScenePlayState/advanced(from:by:length:)``).
    func advanceScene(by elapsed: TimeInterval) {
        guard let playback, play.playing, elapsed > 0 else { return }
        let (target, state) = play.advanced(from: playback.time, by: elapsed, length: sceneLength)
        play = state
        if play.live {
            // Your gesture drives the scene now: it runs on in real time, never looping back under your hand.
            do { try playback.playOn(to: target) } catch { showMessage("\(error)") }
            host.setNeedsDisplay()
            return
        }
        seekScene(to: target)
    }

    /// Shows the scene exactly as it is at `time` (clamped to the scene): the same frame `render --at` draws there.
    func seekScene(to time: TimeInterval) {
        guard let playback, time.isFinite else { return }
        let wasLive = play.live
        if play.live {
            play.live = false
            gestures?.cancelTracking()
            Responder.cancelPresses(at: sceneTime)
        }
        do {
            try playback.seek(to: Swift.min(Swift.max(time, 0), sceneLength))
        } catch {
            showMessage("\(error)")
        }
        if wasLive { fitCanvasToScene() }
        showCurrentCanvas()
        host.setNeedsDisplay()
    }

    /// Puts the playback's canvas in the window if a restart replaced it.
    func showCurrentCanvas() {
        guard let built = playback?.built, built.canvas !== sceneRoot else { return }
        let canvas = built.canvas
        // The scene's window, which holds its canvas, is what the window shows.
        sceneRoot.map { $0.window ?? $0 }?.removeFromSuperview()
        sceneContainer.addSubview(built.window ?? canvas)
        sceneRoot = canvas
        sceneTap = taps[ObjectIdentifier(canvas)]
        taps = sceneTap.map { [ObjectIdentifier(canvas): $0] } ?? [:]
        chosen = nil
        lastShown = nil
        hovered = nil
    }

    /// Steps scene time by `frames` frames of the display (negative play.backwards), pausing first.
    func stepScene(frames: Int) -> Bool {
        play.playing = false
        seekScene(to: sceneTime + Double(frames) / host.framesPerSecond)
        return true
    }

    func toggleScenePlay() -> Bool {
        if !play.playing && play.loopMode == .once {
            // Played to an end in "once": play again from the other end.
            if !play.backwards && sceneTime >= sceneLength { seekScene(to: 0) }
            if play.backwards && sceneTime <= 0 { seekScene(to: sceneLength) }
        }
        play.playing.toggle()
        return true
    }

    /// A press on the timeline: on the ruler or a bar's time, the playhead jumps there and follows the pointer; on a row's name, its animator is selected.
    func pressTimeline(at point: CGPoint) -> Bool {
        let local = CGPoint(x: point.x - timelinePanel.view.frame.minX, y: point.y - timelinePanel.view.frame.minY)
        if local.x >= timelinePanel.trackArea.minX {
            if grabBarEnd(at: local) { return true }
            draggingPlayhead = play.playing
            play.playing = false
            seekScene(to: timelinePanel.time(atX: local.x))
            return true
        }
        if let serial = timelinePanel.serial(at: local) {
            chosen = liveAnimators.first { $0.serial == serial }
            curveSerial = serial
            followMotion(ofSerial: serial)
            if let site = spans[serial]?.callSite { printLocation(site) }
            return true
        }
        return false
    }

    /// When `animator`'s motion starts in scene time: from the timeline, exactly, else from when it was first seen.
    func motionStart(of animator: PropertyAnimator) -> TimeInterval? {
        if let span = spans[animator.serial] { return span.start + span.delay }
        return firstSeen[ObjectIdentifier(animator)]
    }

    /// The live animator whose timeline row lies under `point` (window coordinates), to outline its views.
    func timelineAnimator(at point: CGPoint) -> PropertyAnimator? {
        guard !timelinePanel.view.isHidden, timelinePanel.view.frame.contains(point) else { return nil }
        let local = CGPoint(x: point.x - timelinePanel.view.frame.minX, y: point.y - timelinePanel.view.frame.minY)
        guard let serial = timelinePanel.serial(at: local) else { return nil }
        return liveAnimators.first { $0.serial == serial }
    }

    func reverseScene() -> Bool {
        play.backwards.toggle()
        return true
    }

    func cycleLoopMode() -> Bool {
        let modes = ScenePlayState.LoopMode.allCases
        play.loopMode = modes[((modes.firstIndex(of: play.loopMode) ?? 0) + 1) % modes.count]
        return true
    }
}
