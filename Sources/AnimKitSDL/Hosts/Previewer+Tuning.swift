import AnimKit
import Foundation

/// Timing tuned by hand, in `animview play`'s window (``tuning``): the ends of an animator's bar on the timeline
/// are handles — its start (where the motion starts) sets the delay, its end the duration — and so are its keyframes'
/// ticks: a keyframe's start (over the bar) sets an `addKeyframe`'s relative start time, its end (under the bar) the
/// relative duration. Each step of a drag asks for the scene with the new value, to the
/// hundredth; letting go asks for it to be written into the code.
extension Previewer {
    /// A drag of a handle of a bar: the call that wrote the value, which part of the timing, the value when it was
    /// taken, where the pointer took it (panel x) and how much a point of the ruler was worth then — kept while the drag
    /// lasts, though the scene it changes may grow: past the lane's end the value goes on growing at the same pace —,
    /// the values UIKit allows (and the sentence that says so), and whether the scene played.
    struct BarEndDrag {
        let site: CallSite
        let part: TimingDrag.Part
        let original: Double
        let grabbedX: CGFloat
        let perPoint: Double
        let bounds: ClosedRange<Double>
        let bounded: String
        let wasPlaying: Bool
        var value: Double
    }

    /// How near a handle a press takes it, in pixels.
    static let barEndReach: CGFloat = 5

    /// Takes the handle of the bar under `local` (the timeline panel's coordinates) when this window can tune timing
    /// and code made the animator: its end, its start, else a keyframe's tick; true when one was taken (the scene
    /// pauses while it is held).
    func grabBarEnd(at local: CGPoint) -> Bool {
        guard let drag = handle(at: local) else { return false }
        draggingBarEnd = drag
        play.playing = false
        return true
    }

    /// The left–right pointer over a handle (window point `point`), the arrow elsewhere; nothing outside `play`.
    func showHandleCursor(at point: CGPoint) {
        guard tuning != nil else { return }
        let local = CGPoint(x: point.x - timelinePanel.view.frame.minX, y: point.y - timelinePanel.view.frame.minY)
        let over = !timelinePanel.view.isHidden && timelinePanel.view.frame.contains(point) && handle(at: local) != nil
        PointerCursor.show(over ? .sideways : .arrow)
    }

    /// The drag a press at `local` would start: under the bar's middle a keyframe's end first; then the bar's end, its
    /// start, else a keyframe's start (or end) within reach.
    private func handle(at local: CGPoint) -> BarEndDrag? {
        guard tuning != nil, local.x >= timelinePanel.trackArea.minX, let serial = timelinePanel.serial(at: local),
            let span = spans[serial], let site = span.callSite
        else { return nil }
        let near = { (time: TimeInterval) in abs(self.timelinePanel.panelX(of: time) - local.x) <= Self.barEndReach }
        let motionStart = span.start + span.delay, end = span.durationHandleTime
        let seconds = timelinePanel.secondsPerPoint
        let lower = local.y > (timelinePanel.rowMiddle(of: serial) ?? .infinity)
        let windows = span.duration > 0 ? span.keyframeWindows ?? [] : []
        let startNear = windows.first { near($0.start) }, endNear = windows.first { near($0.end) }
        // A keyframe's start and end are fractions of its animation's duration; the end stays within the animation.
        let keyframeEnd = { (window: KeyframeWindow) -> (CallSite, TimingDrag.Part, Double, Double, ClosedRange<Double>, String) in
            let start = (window.start - motionStart) / span.duration
            return (
                window.site, .duration, (window.end - window.start) / span.duration, seconds / span.duration, 0...Swift.max(1 - start, 0),
                "A keyframe's relative duration stays between 0 and 1 less its start"
            )
        }
        let taken: (CallSite, TimingDrag.Part, Double, Double, ClosedRange<Double>, String)
        if lower, let window = endNear {
            taken = keyframeEnd(window)
        } else if near(end) {
            taken = (site, .duration, span.legDuration, seconds, 0.01...Double.infinity, "A duration stops at 0.01 s")
        } else if near(motionStart) {
            taken = (span.delaySite ?? site, .delay, span.delay, seconds, 0...Double.infinity, "A delay stops at 0 s")
        } else if let window = startNear {
            taken = (
                window.site, .delay, (window.start - motionStart) / span.duration, seconds / span.duration, 0...1,
                "A keyframe's relative start stays between 0 and 1"
            )
        } else if let window = endNear {
            taken = keyframeEnd(window)
        } else {
            return nil
        }
        return BarEndDrag(
            site: taken.0, part: taken.1, original: taken.2, grabbedX: local.x, perPoint: taken.3, bounds: taken.4, bounded: taken.5,
            wasPlaying: play.playing, value: taken.2)
    }

    /// Moves the handle held to window x-coordinate `x`: the value moves by what the pointer moved, within UIKit's
    /// bounds; false when no handle is held.
    func dragBarEnd(toWindowX x: CGFloat, released: Bool) -> Bool {
        guard var drag = draggingBarEnd else { return false }
        let moved = Double(x - timelinePanel.view.frame.minX - drag.grabbedX) * drag.perPoint
        let wanted = ((drag.original + moved) * 100).rounded() / 100
        let value = Swift.min(Swift.max(wanted, drag.bounds.lowerBound), drag.bounds.upperBound)
        if value != drag.value || released {
            tuning?(.drag(TimingDrag(site: drag.site, part: drag.part, value: value, released: released)))
        }
        // UIKit's bound, said while the pointer is past it.
        if value != wanted { showMessage(drag.bounded) }
        drag.value = value
        draggingBarEnd = released ? nil : drag
        if released { play.playing = drag.wasPlaying }
        return true
    }

    /// Lets go of the handle held — a bar's end or a knob of the curve editor — without writing anything: the code
    /// changed under it (a save in the editor wins over the drag); says so. False when none was held.
    package func dropDrag(because reason: String) -> Bool {
        guard let wasPlaying = draggingBarEnd?.wasPlaying ?? draggingCurve?.wasPlaying else { return false }
        (draggingBarEnd, draggingCurve) = (nil, nil)
        play.playing = wasPlaying
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
