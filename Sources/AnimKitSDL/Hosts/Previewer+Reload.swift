import AnimKit
import Foundation
import PlayWire

extension Previewer {
    /// Replaces every scene with a new build's — `animview play` loading the user's changed code into the window it
    /// keeps — and shows the one open at the same time, as `render --at` would draw it there.
    ///
    /// What a person set in the window stays as it was: the window's size and place, play or pause, direction, speed,
    /// loop mode, the timeline's zoom and scroll, the inspector's scroll, and the animator selected — paused by hand
    /// at the same fraction if it was (``PreviewerState``).
    ///
    /// A build whose scene has another size gets a canvas of that size; the window grows to hold it if it must.
    package func reload(scenes new: [Scene], canvasSize size: CGSize? = nil) {
        guard !new.isEmpty else { return }
        if let size, size != canvasSize, size.width > 0, size.height > 0 { resizeCanvas(to: size) }
        let kept = state
        // The last build's scene goes whole: its animators end now, so it can be freed — after the new build's frame
        // is shown (``letGoOfReplacedBuilds()``): freeing thousands of views costs about what building them did, and
        // a tuning drag's step, which loads a build, would wait for it.
        playback?.end()
        replacedBuilds.append((scenes, shown))
        scenes = new
        loadScene(Swift.min(sceneIndex, new.count - 1))
        timelinePanel.keep(
            TimelineWindow(total: sceneLength, start: kept.timelineStart, span: kept.timelineSpan), firstRow: kept.timelineFirstRow)
        keep(playhead: kept.playhead, selected: kept.selectedAnimator, pausedAt: kept.pausedFraction)
    }

    /// Called after each frame is drawn and shown, with the scene as that frame showed it (a ``FrameSample`` as JSON).
    package func afterEachFrame(_ body: @escaping (_ sceneSample: () -> String) -> Void) {
        host.onDrawn = { [unowned self] in
            body { FrameSample(frame: 0, time: sceneTime, engine: sceneEngine, root: sceneRoot).jsonLine }
        }
    }

    /// Fills the panels for the scene as it is and shows the frame at once, off the frame grid (after ``reload(scenes:)``).
    package func showNow() {
        frame(index: 0, wall: frameWallTimes.last ?? 0)
        host.drawNow()
        // The process's main queue (`flags:` picks Dispatch's own), not the scene's next tick.
        DispatchQueue.main.async(flags: []) { [weak self] in self?.letGoOfReplacedBuilds() }
    }

    /// Frees the builds ``reload(scenes:canvasSize:)`` replaced (at the latest, at the next frame of the window's).
    func letGoOfReplacedBuilds() {
        replacedBuilds.removeAll()
    }

    /// Gives the scene `size` in the window: the window grows to hold it, or with `refitting` (the canvas turned) takes
    /// just what it needs, shrinking too, scaled to fit the display.
    func resizeCanvas(to size: CGSize, refitting: Bool = false) {
        canvasSize = size
        sceneContainer.frame.size = size
        message.frame.size.width = size.width - 24
        let needed = Previewer.openingSize(canvas: size), placement = host.placement
        if refitting {
            // The frame follows at once, and the panels are laid out at its size (`WindowHost.onResize`).
            host.refit(toFrameWidth: Int32(needed.width.rounded(.up)), height: Int32(needed.height.rounded(.up)))
            layout(size: windowRoot.bounds.size)
            return
        }
        let current = windowRoot.bounds.size
        if placement.count == 4, current.width < needed.width || current.height < needed.height {
            // The frame follows the window at the next frame, and lays the panels out then (`WindowHost.onResize`).
            host.placement = [
                placement[0], placement[1], Swift.max(placement[2], Int32(needed.width.rounded(.up))),
                Swift.max(placement[3], Int32(needed.height.rounded(.up))),
            ]
            return
        }
        layout(size: current)
    }
}
