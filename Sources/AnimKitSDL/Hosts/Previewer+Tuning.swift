import AnimKit
import Foundation

/// Timing tuned by hand, in `animview play`'s window (``tuning``): the ends of an animator's bar on the timeline
/// are handles — its start (where the motion starts) sets the delay, its end the duration. Each step of a drag asks
/// for the scene with the new value, to the hundredth of a second; letting go asks for it to be written into the code.
extension Previewer {
    /// A drag of one end of a bar: the call that made the animator, which end, the value when it was taken, where the
    /// pointer took it (panel x) and the ruler's scale then — kept while the drag lasts, though the scene it changes may
    /// grow: past the lane's end the value goes on growing at the same pace —, and whether the scene played.
    struct BarEndDrag {
        let site: CallSite
        let part: TimingDrag.Part
        let original: TimeInterval
        let grabbedX: CGFloat
        let secondsPerPoint: Double
        let wasPlaying: Bool
        var value: TimeInterval
    }

    /// How near an end of a bar a press takes it, in pixels.
    static let barEndReach: CGFloat = 4

    /// Takes the end of the bar under `local` (the timeline panel's coordinates) when this window can tune timing
    /// and code made the animator; true when one was taken (the scene pauses while it is held).
    func grabBarEnd(at local: CGPoint) -> Bool {
        guard tuning != nil, let serial = timelinePanel.serial(at: local), let span = spans[serial], let site = span.callSite else {
            return false
        }
        let motionStart = span.start + span.delay, end = span.end ?? (motionStart + span.duration)
        let part: TimingDrag.Part
        if abs(timelinePanel.panelX(of: end) - local.x) <= Self.barEndReach {
            part = .duration
        } else if abs(timelinePanel.panelX(of: motionStart) - local.x) <= Self.barEndReach {
            part = .delay
        } else {
            return false
        }
        let original = part == .duration ? span.duration : span.delay
        draggingBarEnd = BarEndDrag(
            site: site, part: part, original: original, grabbedX: local.x, secondsPerPoint: timelinePanel.secondsPerPoint,
            wasPlaying: play.playing, value: original)
        play.playing = false
        return true
    }

    /// Moves the end of the bar held to window x-coordinate `x`: the value moves by the time the pointer moved (a
    /// duration stays at least 0.01 s, a delay at least 0); false when no end is held.
    func dragBarEnd(toWindowX x: CGFloat, released: Bool) -> Bool {
        guard var drag = draggingBarEnd else { return false }
        let moved = Double(x - timelinePanel.view.frame.minX - drag.grabbedX) * drag.secondsPerPoint
        let bound = drag.part == .duration ? 0.01 : 0, wanted = ((drag.original + moved) * 100).rounded() / 100
        let value = Swift.max(bound, wanted)
        if value != drag.value || released {
            tuning?(.drag(TimingDrag(site: drag.site, part: drag.part, value: value, released: released)))
        }
        // UIKit's bound, said while the pointer is past it.
        if wanted < bound { showMessage(drag.part == .duration ? "A duration stops at 0.01 s" : "A delay stops at 0 s") }
        drag.value = value
        draggingBarEnd = released ? nil : drag
        if released { play.playing = drag.wasPlaying }
        return true
    }

    /// Lets go of the end of a bar held without writing anything — the code changed under it (a save in the editor wins
    /// over the drag) — and says so; false when none was held.
    package func dropBarEndDrag(because reason: String) -> Bool {
        guard let drag = draggingBarEnd else { return false }
        draggingBarEnd = nil
        play.playing = drag.wasPlaying
        showMessage(reason)
        return true
    }

    /// `z`: the value before the last drag written, written again; `shift-z`: the one undone, again. False outside `play`.
    func walkTuning(redo: Bool) -> Bool {
        guard let tuning else { return false }
        tuning(redo ? .redo : .undo)
        return true
    }
}
