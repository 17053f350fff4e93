import AnimKit
import Foundation

/// What the previewer does each frame: the selection, the scrubber and inspector, the hover outlines.
extension Previewer {
    // MARK: Selection

    /// The animator the scrubber shows: the one clicked while it lives, else the newest live one, else the last shown (dimmed).
    var selection: PropertyAnimator? {
        if let chosen, isLive(chosen) { return chosen }
        return liveAnimators.last ?? lastShown
    }

    func isLive(_ animator: PropertyAnimator) -> Bool {
        sceneEngine?.isLive(animator) ?? false
    }

    // MARK: Frames

    func frame(index: Int, wall: TimeInterval) {
        onFrame?()
        // The host clock sits on the display's frame grid: whole frames since the last one, never a timer's jitter.
        let elapsed = lastHostTime.map { Swift.max(clock.now - $0, 0) } ?? 0
        lastHostTime = clock.now
        // Scene time moves by the time since the last frame, at the chosen speed, unless paused or held by a drag.
        if scrubbing == nil { advanceScene(by: elapsed) }
        // Paused, the host slows to its idle poll and still calls this, so the state play follows is still written; a
        // handle held keeps the display's pace.
        host.keepsDrawing = play.playing || scrubbing != nil || draggingPlayhead != nil || draggingBarEnd != nil || draggingCurve != nil
        let live = liveAnimators
        for animator in live where firstSeen[ObjectIdentifier(animator)] == nil {
            firstSeen[ObjectIdentifier(animator)] = sceneTime + animator.delay
        }
        if let selection { lastShown = selection }
        updateOverlays(live: live)
        timelinePanel.update(time: Swift.min(sceneTime, sceneLength), loopMode: play.live ? "live" : play.loopMode.rawValue)
        do {
            try trace?.write(frame: index, time: sceneTime, engine: sceneEngine, scene: sceneRoot, events: frameEvents)
        } catch {
            host.close(failing: "\(error)", status: error.exitStatus)
        }
        link.tell(state, wall: wall)
        frameEvents.removeAll()
        frameWallTimes.append(wall)
        if frameWallTimes.count > 61 { frameWallTimes.removeFirst(frameWallTimes.count - 61) }
    }

    var speed: Double { play.speed }

    func updateOverlays(live: [PropertyAnimator]) {
        let speedText = String(format: "%g×", speed) + (allMode ? "  all" : "")
        // Where each animator stands, for the one bar of all of them (every animator's repetition read: only then).
        let legs = allMode ? scrubbing?.map { ($0.animator, $0.leg) } ?? live.map { ($0, $0.repetition.leg) } : []
        if allMode, let timeline = globalTimeline(legs), let reference = legs.first?.0, let start = motionStart(of: reference) {
            // Where the animators stand, read from the first of them: the scene's time, or where a scrub put them.
            let time = start + reference.elapsedMotion
            let position = Swift.min(Swift.max((time - timeline.start) / Swift.max(timeline.length, 1e-9), 0), 1)
            scrubber.update(
                fraction: position, elapsed: position * timeline.length, total: timeline.length,
                running: live.contains(where: \.isRunning), live: true, subjectText: "all \(live.count) animators", speedText: speedText)
        } else if let animator = selection {
            let (leg, fraction) = isLive(animator) ? animator.repetition : (0, 1)
            let legs = animator.repeatLegs >= View.indefiniteRepeatCount ? "∞" : String(format: "%g", animator.repeatLegs)
            let legText = animator.repeatLegs > 1 ? String(format: " · leg %.0f of %@", leg + 1, legs) : ""
            scrubber.update(
                fraction: fraction, elapsed: fraction * animator.legDuration, total: animator.legDuration,
                // Once the animator has ended, the button plays and pauses the scene: it shows the scene's state.
                running: isLive(animator) ? animator.isRunning : play.playing, live: isLive(animator),
                subjectText: "tag \(animator.tag) \(animator.name ?? animator.animatedViews.first?.accessibilityIdentifier ?? "")"
                    + legText,
                speedText: speedText)
        } else {
            scrubber.update(
                fraction: 0, elapsed: 0, total: 0, running: play.playing, live: false, subjectText: "no animator", speedText: speedText)
        }
        let fps =
            frameWallTimes.count > 1
            ? Double(frameWallTimes.count - 1) / Swift.max(frameWallTimes[frameWallTimes.count - 1] - frameWallTimes[0], 1e-9) : 0
        let status = String(
            format: "%@ %.2f / %.2f s · %@ · %g×%@", play.playing ? "playing" : "paused", sceneTime, sceneLength,
            play.live ? "live (seek to return)" : play.loopMode.rawValue, speed,
            play.backwards ? " · backwards" : "")
        // A gallery counts its scenes; a scene file or a program's one scene needs no count, and its name may be long.
        let place = scenes.count > 1 ? String(format: " (%d/%d)", sceneIndex + 1, scenes.count) : ""
        let checkpoints = playback?.checkpointCount ?? 0
        let footer = String(
            format: "%.0f fps · %.1f ms · %d checkpoint%@ · %@%@",
            fps, host.lastFrameMilliseconds, checkpoints, checkpoints == 1 ? "" : "s", scenes[sceneIndex].name, place)
        let scrollViews = playback.flatMap { sceneEngine?.scrollViews(in: $0.built.canvas) } ?? []
        inspector.update(
            animators: live, selected: selection, hovered: hovered, engine: sceneEngine, scrollViews: scrollViews, statusText: status,
            footerText: footer)
        updateOutlines()
        fillCurveEditor()
        constraintsOverlay.update(scene: playback?.built.canvas)
        originOverlay.update()
        updateMotionOverlay()
    }

    func updateOutlines() {
        let views = hovered.map { isLive($0) ? $0.animatedViews : [] } ?? []
        let rectangles = views.map(\.shownRectInRoot)
        while outlines.count < rectangles.count * 4 {
            let edge = OverlayStyle.box(.systemYellow)
            outlines.append(edge)
            windowRoot.insertSubview(edge, at: windowRoot.subviews.firstIndex { $0 === inspector.view } ?? 1)
        }
        for (index, edge) in outlines.enumerated() {
            guard index / 4 < rectangles.count else {
                edge.isHidden = true
                continue
            }
            let rect = rectangles[index / 4].insetBy(dx: -3, dy: -3)
            edge.isHidden = false
            switch index % 4 {
            case 0: edge.frame = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 2)
            case 1: edge.frame = CGRect(x: rect.minX, y: rect.maxY - 2, width: rect.width, height: 2)
            case 2: edge.frame = CGRect(x: rect.minX, y: rect.minY, width: 2, height: rect.height)
            default: edge.frame = CGRect(x: rect.maxX - 2, y: rect.minY, width: 2, height: rect.height)
            }
        }
    }

    /// One timeline for animators each in one leg (the whole run when it does not repeat): from the earliest start to the latest end.
    ///
    /// A repetition counts one leg at a time, as the bar shows a single animator: `.repeat`
    /// runs for a million legs, and a span that long would put every leg at 0.00. A scrub
    /// keeps the span it began with and moves each animator to that time, into another leg if it falls there.
    func globalTimeline(_ legs: [(PropertyAnimator, Double)]) -> (start: TimeInterval, length: TimeInterval)? {
        let spans = legs.compactMap { animator, leg in legStart(of: animator, leg: leg).map { ($0, $0 + animator.legDuration) } }
        guard let start = spans.map(\.0).min(), let end = spans.map(\.1).max() else { return nil }
        return (start, end - start)
    }

    /// When leg `leg` of `animator` starts in scene time.
    func legStart(of animator: PropertyAnimator, leg: Double) -> TimeInterval? {
        motionStart(of: animator).map { $0 + leg * animator.legDuration }
    }
}
