import AnimKit
import Foundation

/// Everything the previewer knows about the scene it shows — its playback, canvas, taps and gestures, the selection,
/// a scrub in progress, the timeline's spans — as one value that loading a scene replaces whole, so nothing of the
/// last scene can linger into the next.
@MainActor
struct ShownScene {
    /// The scene, playing on a clock of its own (see `ScenePlayback`).
    var playback: ScenePlayback?
    /// How long the scene runs: until nothing is live or scheduled, at most the previewer's length cap.
    var length: TimeInterval = 0
    /// The canvas in the window.
    var root: View?
    /// What a click on the canvas does.
    var tap: (@MainActor (CGPoint) -> Void)?
    /// Feeds the pointer to the gesture recognizers of the scene (rebuilt when the canvas changes).
    var gestures: PointerDispatcher?
    /// What a click does in each canvas built since the scene was shown (a restart builds a new one).
    var taps: [ObjectIdentifier: @MainActor (CGPoint) -> Void] = [:]
    /// The animator clicked in the inspector or the timeline, the one last shown on the bar, the one under the pointer.
    var chosen: PropertyAnimator?
    var lastShown: PropertyAnimator?
    var hovered: PropertyAnimator?
    /// The animators the bar is scrubbing, whether each ran before, and the leg it is on.
    var scrubbing: [(animator: PropertyAnimator, wasRunning: Bool, leg: Double)]?
    /// While the bar seeks the scene within an ended animator's time: where that time starts and how long it is.
    var span: (start: TimeInterval, length: TimeInterval)?
    /// When animators the timeline does not know (started by a click) were first seen moving, in scene time.
    var firstSeen: [ObjectIdentifier: TimeInterval] = [:]
    /// The scene's spans by animator serial: serials repeat on every replay, so they name the same animator each time.
    var spans: [Int: AnimatorSpan] = [:]
    /// Whether the scene's checkpoints are still to be taken (after its first frame is shown).
    var checkpointsDue = false
    /// Where the followed views go in this scene, once trails or onion skin asked (see ``Previewer/updateMotionOverlay()``);
    /// forgotten, so is the graph.
    var motionPaths: MotionPaths? {
        didSet { if motionPaths == nil { (motionGraph, motionGraphAsked) = (nil, false) } }
    }
    /// The followed view's values and speeds in this scene, once the graph pane asked.
    var motionGraph: MotionGraph?
    /// Whether the graph was asked for since the paths were followed (once: a view it finds nothing of is not asked
    /// again every frame).
    var motionGraphAsked = false
    /// The stretch of scene time the paths and the graph were followed over: the timeline's zoomed stretch, or all.
    var motionStretch: ClosedRange<TimeInterval>?
    /// Whether the turn keys turned the device (the canvas then takes the scene's size again as it goes back).
    var turned = false
}

/// The shown scene's parts by the names the previewer's code uses.
extension Previewer {
    var playback: ScenePlayback? {
        get { shown.playback }
        set { shown.playback = newValue }
    }
    var sceneLength: TimeInterval {
        get { shown.length }
        set { shown.length = newValue }
    }
    var sceneRoot: View? {
        get { shown.root }
        set { shown.root = newValue }
    }
    var sceneTap: (@MainActor (CGPoint) -> Void)? {
        get { shown.tap }
        set { shown.tap = newValue }
    }
    var gestures: PointerDispatcher? {
        get { shown.gestures }
        set { shown.gestures = newValue }
    }
    var taps: [ObjectIdentifier: @MainActor (CGPoint) -> Void] {
        get { shown.taps }
        set { shown.taps = newValue }
    }
    var chosen: PropertyAnimator? {
        get { shown.chosen }
        set { shown.chosen = newValue }
    }
    var lastShown: PropertyAnimator? {
        get { shown.lastShown }
        set { shown.lastShown = newValue }
    }
    var hovered: PropertyAnimator? {
        get { shown.hovered }
        set { shown.hovered = newValue }
    }
    var scrubbing: [(animator: PropertyAnimator, wasRunning: Bool, leg: Double)]? {
        get { shown.scrubbing }
        set { shown.scrubbing = newValue }
    }
    var sceneSpan: (start: TimeInterval, length: TimeInterval)? {
        get { shown.span }
        set { shown.span = newValue }
    }
    var firstSeen: [ObjectIdentifier: TimeInterval] {
        get { shown.firstSeen }
        set { shown.firstSeen = newValue }
    }
    var spans: [Int: AnimatorSpan] {
        get { shown.spans }
        set { shown.spans = newValue }
    }
}
