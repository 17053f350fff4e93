import AnimKit
import Foundation
import PlayWire

/// The previewer window: a gallery of scenes with a `fractionComplete` scrubber and an inspector of live animators.
///
/// The overlays are plain views drawn by the same renderer as the scene, laid
/// out beside and below it, and never animated: they never enter the registry,
/// are never scrubbed and never slowed. Scrubbing goes through each animator's
/// public API (pause, `fractionComplete`, start), so `scrubsLinearly` and
/// friends apply as they would in an app.
@MainActor
public final class Previewer {
    /// A scene the gallery can open: its name, a line about it, and how to build and start it.
    public struct Scene {
        public let name: String
        public let summary: String
        public let make: @MainActor () -> (canvas: View, start: @MainActor () -> Void, tap: @MainActor (CGPoint) -> Void)
        /// A scene that code built before the previewer opened (a playground's live view), on its own playback.
        let adopted: ScenePlayback?

        /// Creates a gallery entry; `make` builds the scene and returns its canvas, how to start it, and what a click on the canvas does.
        public init(
            name: String, summary: String,
            make: @escaping @MainActor () -> (canvas: View, start: @MainActor () -> Void, tap: @MainActor (CGPoint) -> Void)
        ) {
            self.name = name
            self.summary = summary
            self.make = make
            adopted = nil
        }

        /// A gallery entry for a scene already built and started, which `playback` took (`ScenePlayback/init(adopting:engine:rebuild:rebuildIfTasksWait:)`).
        @MainActor
        public init(name: String, summary: String, playback: ScenePlayback) {
            self.name = name
            self.summary = summary
            let canvas = playback.built.canvas
            make = { (canvas, {}, { _ in }) }
            adopted = playback
        }
    }

    static let inspectorWidth: CGFloat = 340
    static let barHeight: CGFloat = 64

    var scenes: [Scene]
    var sceneIndex: Int
    /// The scene's size in the window (a new build may change it: ``reload(scenes:canvasSize:)``).
    var canvasSize: CGSize
    let windowRoot: View
    let sceneContainer: View
    /// The window's clock, on the display's frame grid: scene time moves by what passes on it.
    let clock = HostClock()
    let host: WindowHost
    let scrubber = ScrubberBar()
    let timelinePanel = TimelinePanel()
    /// While the pointer holds the timeline's playhead: whether the scene played when it took it.
    var draggingPlayhead: Bool?
    /// While the pointer holds an end of an animator's bar (``tuneTiming``).
    var draggingBarEnd: BarEndDrag?
    /// `animview play`'s window: what a drag of an end of an animator's bar, `z` and `shift-z` do to the code (`nil`:
    /// the ends do not move).
    package var tuning: ((TuningRequest) -> Void)?
    /// The calls of the build shown whose literals the window can change (`animview play`'s), for the curve editor.
    package var tunableCalls: [TunableCall] = []
    /// The curve editor (`b`), the animator it follows (picked last on the timeline or in the inspector) and the knob held.
    let curveEditor = CurveEditor()
    var curveSerial: Int?
    var draggingCurve: CurveDrag?
    let inspector = InspectorPanel()
    let help = HelpOverlay()
    let constraintsOverlay = ConstraintsOverlay()
    /// Selectable mode (`w`): where a clicked view came from.
    let originOverlay = OriginOverlay()
    /// Motion trails (`m`) and onion skin (`o`) over the canvas.
    let motionOverlay = MotionOverlay(frame: .zero)
    /// The views the trails and ghosts follow, by name (clicked); every view an animator moves when `nil`.
    var motionSelection: [String]?
    /// While the pointer drags in the graph pane: whether the scene played when it was pressed.
    var draggingGraph: Bool?
    /// Whether the pointer drags the graph pane's top edge.
    var resizingGraph = false
    var outlines: [View] = []
    let trace: TraceWriter?

    /// Everything about the scene shown, made new and whole each time a scene is loaded (see ``ShownScene``).
    var shown = ShownScene()
    /// The builds a new one replaced, let go of once the new one's frame is shown (``reload(scenes:canvasSize:)``).
    var replacedBuilds: [(scenes: [Scene], shown: ShownScene)] = []
    /// The longest a scene is taken to run (a scene that repeats forever loops here).
    let lengthCap: TimeInterval
    /// Playing or paused, which way, how fast, at the ends, live: one value (see ``ScenePlayState``).
    var play = ScenePlayState()
    /// The `animview play` that started this previewer, if one did.
    var link = PreviewerLink()
    /// The host clock's time at the last frame, to move scene time by what has passed since.
    var lastHostTime: TimeInterval?
    let message = OverlayStyle.label(OverlayStyle.body, color: .white)
    /// Called once per frame (also while idle, ten times a second), e.g. to watch a scene file.
    public var onFrame: (() -> Void)?
    /// Called whenever the window's main loop comes round, also while an export holds it: a watchdog's heartbeat.
    public var onPulse: (() -> Void)? {
        get { host.onPulse }
        set { host.onPulse = newValue }
    }
    /// Where the pointer was last seen, in window pixels: the wheel scrolls the list under it.
    var pointer: CGPoint?
    var allMode = false
    var frameWallTimes: [TimeInterval] = []
    /// The input handled this frame, for the trace.
    var frameEvents: [String] = []

    /// Opens the window on `scenes[initial]`; fails with a clear message when there is no display or no scene.
    ///
    /// `length` is the longest a scene is taken to run, in seconds: one that repeats forever loops there.
    public init(
        scenes: [Scene], initial: Int, canvasSize: CGSize, options: WindowHost.Options, trace: OutputFile? = nil, length: TimeInterval = 60
    ) throws {
        guard !scenes.isEmpty else { throw SDLError("Previewer", message: "there are no scenes to show") }
        self.scenes = scenes
        lengthCap = length.isFinite && length > 0 ? length : 60
        sceneIndex = Swift.min(Swift.max(initial, 0), scenes.count - 1)
        self.canvasSize = canvasSize
        windowRoot = View(frame: CGRect(origin: .zero, size: Previewer.openingSize(canvas: canvasSize)))
        // Selectable mode asks where views came from: the scenes' views keep the line that made them.
        CreationTrace.isOn = true
        windowRoot.backgroundColor = Color(white: 0.12)
        windowRoot.isHostChrome = true
        sceneContainer = View(frame: CGRect(origin: .zero, size: canvasSize))
        sceneContainer.hostRole = .sceneHolder
        sceneContainer.clipsToBounds = true
        windowRoot.addSubview(sceneContainer)
        host = try WindowHost(root: windowRoot, clock: clock, options: options)
        self.trace = try trace.map { file throws(OutputError) in try TraceWriter(file: file) }
        layout(size: windowRoot.bounds.size)
        for panel in [
            motionOverlay, constraintsOverlay.view, originOverlay.view, inspector.view, constraintsOverlay.panel, originOverlay.panel,
            scrubber.view, timelinePanel.view, curveEditor.view, help.view,
        ] {
            windowRoot.addSubview(panel)
        }
        message.frame = CGRect(x: 12, y: 12, width: canvasSize.width - 24, height: 44)
        // Wrapped here (TextWrap), indented: the label does not wrap it again.
        message.numberOfLines = 1
        message.backgroundColor = Color(red: 0.75, green: 0.1, blue: 0.1, alpha: 0.92)
        message.layer.cornerRadius = 8
        message.isHidden = true
        windowRoot.addSubview(message)
        host.onEvent = { [unowned self] event in handle(event) }
        // Typing into the scene acts on it as a touch does: its time runs on, so what the keys start plays out.
        host.onTyped = { [unowned self] in goLive(playing: true) }
        host.onFrame = { [unowned self] index, wall in
            letGoOfReplacedBuilds()
            // The checkpoints of a scene loaded since the last frame of the window's own (``showNow()`` draws one first
            // without them), unless a person has taken it off its timeline meanwhile, or holds a tuning handle: each
            // step of that drag loads a new build, and the one let go takes them (two plays of the scene a step, and
            // freeing them at the next, would make the drag as slow as the scene is long).
            if !play.live, scrubbing == nil, draggingPlayhead == nil, draggingBarEnd == nil, draggingCurve == nil {
                takeCheckpointsIfDue()
            }
            frame(index: index, wall: wall)
        }
        // The overlays are filled for the new layout by the frame that follows, as every frame fills them.
        host.onResize = { [unowned self] size in
            layout(size: size)
            if trace != nil { frameEvents.append(String(format: "resize %.0f %.0f", size.width, size.height)) }
        }
        loadScene(sceneIndex)
        if let restored = link.restored { restore(restored) }
    }

    /// Runs until the window is closed, q / Esc is pressed or a stop signal arrives.
    public func run() -> WindowHost.Ending {
        let ending = host.run()
        // The scene's live animators and its engine hold each other; ending them frees the scene.
        playback?.end()
        return ending
    }

    // MARK: Scenes

    /// Replaces the scene shown (after a scene file changed), keeping what the window shows of it — the playhead's time,
    /// play or pause, the timeline's zoom and rows, the selected animator — as a saved build in `animview play` does.
    ///
    /// The new scene is sought to that time exactly as `render --at` would draw it.
    public func replaceScene(with scene: Scene) {
        var replaced = scenes
        replaced[sceneIndex] = scene
        reload(scenes: replaced)
    }

    /// Shows `text` in a red bar over the scene (a scene file that failed to load), or hides it.
    public func showMessage(_ text: String?) {
        let lines = text.map { TextWrap.lines($0, width: message.bounds.width - 24, font: message.font) } ?? []
        message.backgroundColor = Color(red: 0.75, green: 0.1, blue: 0.1, alpha: 0.92)
        message.text = lines.isEmpty ? nil : lines.map { "  " + $0 }.joined(separator: "\n")
        message.frame.size.height = CGFloat(Swift.max(lines.count, 1)) * message.font.pointSize * 1.35 + 20
        message.isHidden = text == nil
        host.setNeedsDisplay()
    }

    func loadScene(_ index: Int) {
        sceneIndex = (index + scenes.count) % scenes.count
        // End the old scene's animators so it can be freed, even if it repeats forever; a scene built by code cannot be built again, so it is kept.
        if playback?.isAdopted == false { playback?.end() }
        sceneRoot.map { $0.window ?? $0 }?.removeFromSuperview()
        let turned = shown.turned
        // Nothing of the last scene carries over: its playback, canvas, selection, scrub, taps and timeline go whole.
        shown = ShownScene()
        // A scene starts on its timeline: what a person did to the last one ends with it.
        play.live = false
        let scene = scenes[sceneIndex]
        do {
            let playback =
                try scene.adopted
                ?? ScenePlayback(framesPerSecond: host.framesPerSecond) { [unowned self] in
                    let built = scene.make()
                    taps[ObjectIdentifier(built.canvas)] = built.tap
                    return ScenePlayback.Built(canvas: built.canvas, start: built.start)
                }
            if playback.isAdopted { try playback.returnToStart() }
            let timeline = try playback.measure(cap: lengthCap)
            // Taken once the scene's first frame is shown (``takeCheckpointsIfDue()``): they cost two plays of the
            // whole scene, which a save's frame at the playhead does not need.
            shown.checkpointsDue = true
            show(timeline)
            self.playback = playback
            playback.session.begin()
        } catch {
            showMessage("\(error)")
        }
        showCurrentCanvas()
        if turned { fitCanvasToScene() }
        host.setNeedsDisplay()
    }

    /// Shows `timeline` as the scene's: its length, its animators' spans and the timeline panel's rows.
    func show(_ timeline: SceneTimeline) {
        sceneLength = timeline.length
        spans = Dictionary(timeline.spans.map { ($0.serial, $0) }, uniquingKeysWith: { first, _ in first })
        timelinePanel.show(timeline)
    }
}
