import AnimKit
import Foundation

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

        /// Creates a gallery entry; `make` builds the scene and returns its canvas, how to start it, and what a click on the canvas does.
        public init(name: String, summary: String, make: @escaping @MainActor () -> (canvas: View, start: @MainActor () -> Void, tap: @MainActor (CGPoint) -> Void)) {
            self.name = name
            self.summary = summary
            self.make = make
        }
    }

    /// The playback speeds `[` and `]` step through.
    public static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2]
    static let inspectorWidth: CGFloat = 340
    static let barHeight: CGFloat = 64

    private var scenes: [Scene]
    private var sceneIndex: Int
    private let canvasSize: CGSize
    private let windowRoot: View
    private let sceneContainer: View
    private let clock = HostClock()
    private let host: WindowHost
    private let scrubber = ScrubberBar()
    private let inspector = InspectorPanel()
    private let help = HelpOverlay()
    private var outlines: [View] = []
    private let trace: TraceWriter?

    private var sceneRoot: View?
    private var sceneTap: (@MainActor (CGPoint) -> Void)?
    /// The clock time the current scene started at, to keep the playhead across a reload.
    private var sceneStart: TimeInterval = 0
    private let message = OverlayStyle.label(OverlayStyle.body, color: .white)
    /// Called once per frame (also while idle, ten times a second), e.g. to watch a scene file.
    public var onFrame: (() -> Void)?
    private var chosen: PropertyAnimator?
    private var lastShown: PropertyAnimator?
    private var hovered: PropertyAnimator?
    private var scrubbing: [(animator: PropertyAnimator, wasRunning: Bool)]?
    private var allMode = false
    private var speedIndex = 3
    private var slowMotion = false
    private var firstSeen: [ObjectIdentifier: TimeInterval] = [:]
    private var frameWallTimes: [TimeInterval] = []
    /// The input handled this frame, for the trace.
    private var frameEvents: [String] = []

    /// Opens the window on `scenes[initial]`; fails with a clear message when there is no display or no scene.
    public init(scenes: [Scene], initial: Int, canvasSize: CGSize, options: WindowHost.Options, trace: OutputFile? = nil) throws {
        guard !scenes.isEmpty else { throw SDLError("Previewer", message: "there are no scenes to show") }
        self.scenes = scenes
        sceneIndex = Swift.min(Swift.max(initial, 0), scenes.count - 1)
        self.canvasSize = canvasSize
        windowRoot = View(frame: CGRect(x: 0, y: 0, width: canvasSize.width + Previewer.inspectorWidth, height: canvasSize.height + Previewer.barHeight))
        windowRoot.backgroundColor = Color(white: 0.12)
        sceneContainer = View(frame: CGRect(origin: .zero, size: canvasSize))
        sceneContainer.clipsToBounds = true
        windowRoot.addSubview(sceneContainer)
        let engine = AnimationEngine(clock: clock)
        host = try WindowHost(root: windowRoot, engine: engine, clock: clock, options: options)
        self.trace = try trace.map { file throws(OutputError) in try TraceWriter(file: file) }
        inspector.layout(in: CGRect(x: canvasSize.width, y: 0, width: Previewer.inspectorWidth, height: canvasSize.height))
        scrubber.layout(in: CGRect(x: 0, y: canvasSize.height, width: windowRoot.bounds.width, height: Previewer.barHeight))
        windowRoot.addSubview(inspector.view)
        windowRoot.addSubview(scrubber.view)
        help.view.center = CGPoint(x: windowRoot.bounds.midX, y: windowRoot.bounds.midY)
        windowRoot.addSubview(help.view)
        message.frame = CGRect(x: 12, y: 12, width: canvasSize.width - 24, height: 44)
        message.backgroundColor = Color(red: 0.75, green: 0.1, blue: 0.1, alpha: 0.92)
        message.cornerRadius = 8
        message.isHidden = true
        windowRoot.addSubview(message)
        host.onEvent = { [unowned self] event in handle(event) }
        host.onFrame = { [unowned self] index, wall in frame(index: index, wall: wall) }
        loadScene(sceneIndex)
    }

    /// Runs until the window is closed, q / Esc is pressed or a stop signal arrives.
    public func run() -> WindowHost.Ending {
        let ending = host.run()
        // The scene's live animators and its engine hold each other; ending them frees the scene.
        host.engine.cancelAll()
        return ending
    }

    // MARK: Scenes

    /// Replaces the scene shown (after a scene file changed), keeping the playhead where it was when it can.
    ///
    /// Each new animator is moved to the time it would have reached by now —
    /// scrubbed along its curve, by time — and resumes from there.
    public func replaceScene(with scene: Scene, keepingPlayhead: Bool) {
        let elapsed = clock.now - sceneStart
        var replaced = scenes
        replaced[sceneIndex] = scene
        scenes = replaced
        loadScene(sceneIndex)
        guard keepingPlayhead, elapsed > 0 else { return }
        for animator in host.engine.liveAnimators where animator.duration > 0 {
            let time = elapsed - animator.delay
            guard time > 0 else { continue }
            animator.scrubsLinearly = false
            animator.pauseAnimation()
            animator.fractionComplete = Swift.min(time / animator.duration, 1)
            animator.startAnimation()
        }
        sceneStart = clock.now - elapsed
    }

    /// Shows `text` in a red bar over the scene (a scene file that failed to load), or hides it.
    public func showMessage(_ text: String?) {
        message.text = text.map { "  " + $0 }
        message.isHidden = text == nil
        host.setNeedsDisplay()
    }

    private func loadScene(_ index: Int) {
        sceneIndex = (index + scenes.count) % scenes.count
        sceneStart = clock.now
        // End the old scene's animators so it (and its engine) can be freed, even if it repeats forever.
        host.engine.cancelAll()
        sceneRoot?.removeFromSuperview()
        scrubbing = nil
        chosen = nil
        lastShown = nil
        hovered = nil
        firstSeen = [:]
        let engine = AnimationEngine(clock: clock)
        AnimationEngine.shared = engine
        host.engine = engine
        let scene = scenes[sceneIndex]
        let built = scene.make()
        sceneContainer.addSubview(built.canvas)
        sceneRoot = built.canvas
        sceneTap = built.tap
        built.start()
        host.setNeedsDisplay()
    }

    // MARK: Selection

    /// The animator the scrubber shows: the one clicked while it lives, else the newest live one, else the last shown (dimmed).
    private var selection: PropertyAnimator? {
        let live = host.engine.liveAnimators
        if let chosen, live.contains(where: { $0 === chosen }) { return chosen }
        return live.last ?? lastShown
    }

    private func isLive(_ animator: PropertyAnimator) -> Bool {
        host.engine.liveAnimators.contains { $0 === animator }
    }

    // MARK: Frames

    private func frame(index: Int, wall: TimeInterval) {
        onFrame?()
        let live = host.engine.liveAnimators
        for animator in live where firstSeen[ObjectIdentifier(animator)] == nil {
            firstSeen[ObjectIdentifier(animator)] = clock.now + animator.delay
        }
        if let selection { lastShown = selection }
        updateOverlays(live: live)
        trace?.write(frame: index, time: clock.now, engine: host.engine, scene: sceneRoot, events: frameEvents)
        frameEvents.removeAll()
        frameWallTimes.append(wall)
        if frameWallTimes.count > 61 { frameWallTimes.removeFirst(frameWallTimes.count - 61) }
    }

    private var speed: Double { slowMotion ? 0.1 : Previewer.speeds[speedIndex] }

    private func updateOverlays(live: [PropertyAnimator]) {
        let speedText = String(format: "%g×", speed) + (allMode ? "  all" : "")
        if allMode, let timeline = globalTimeline(live) {
            let position = Swift.min(Swift.max((clock.now - timeline.start) / Swift.max(timeline.length, 1e-9), 0), 1)
            scrubber.update(
                fraction: position, elapsed: position * timeline.length, total: timeline.length,
                running: live.contains(where: \.isRunning), live: true, subjectText: "all \(live.count) animators", speedText: speedText)
        } else if let animator = selection {
            let fraction = isLive(animator) ? animator.fractionComplete : 1
            scrubber.update(
                fraction: fraction, elapsed: fraction * animator.duration, total: animator.duration,
                running: animator.isRunning, live: isLive(animator),
                subjectText: "tag \(animator.tag) \(animator.animatedViews.first?.name ?? animator.name ?? "")", speedText: speedText)
        } else {
            scrubber.update(fraction: 0, elapsed: 0, total: 0, running: false, live: false, subjectText: "no animator", speedText: speedText)
        }
        let fps = frameWallTimes.count > 1 ? Double(frameWallTimes.count - 1) / Swift.max(frameWallTimes[frameWallTimes.count - 1] - frameWallTimes[0], 1e-9) : 0
        let footer = String(format: "%.0f fps · %.1f ms/frame · %d live · %g× · %@ (%d/%d)",
                            fps, host.lastFrameMilliseconds, live.count, speed, scenes[sceneIndex].name, sceneIndex + 1, scenes.count)
        inspector.update(animators: live, selected: selection, hovered: hovered, engine: host.engine, footerText: footer)
        updateOutlines()
    }

    private func updateOutlines() {
        let views = hovered.map { isLive($0) ? $0.animatedViews : [] } ?? []
        let rectangles = views.map { view in view.presentation.bounds.applying(view.transformToRoot(presentation: true)) }
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

    /// One timeline for every live animator: from the earliest start to the latest end.
    private func globalTimeline(_ live: [PropertyAnimator]) -> (start: TimeInterval, length: TimeInterval)? {
        let spans = live.compactMap { animator in firstSeen[ObjectIdentifier(animator)].map { ($0, $0 + animator.duration) } }
        guard let start = spans.map(\.0).min(), let end = spans.map(\.1).max() else { return nil }
        return (start, end - start)
    }

    // MARK: Input

    private func handle(_ event: InputEvent) -> Bool {
        if trace != nil, let description = event.traceDescription { frameEvents.append(description) }
        switch event {
        case .keyDown(let name): return key(name)
        case .mouseDown(let x, let y): return press(at: CGPoint(x: x, y: y))
        case .mouseMoved(let x, let y, let held):
            if held, scrubbing != nil {
                scrub(toWindowX: CGFloat(x))
                return true
            }
            let newHover = inspector.row(at: CGPoint(x: x, y: y)).map { inspector.shown[$0] }
            if newHover !== hovered {
                hovered = newHover
                return true
            }
            return false
        case .mouseUp:
            endScrub()
            return true
        case .quit, .windowChanged:
            return false
        }
    }

    private func press(at point: CGPoint) -> Bool {
        let inBar = point.y >= canvasSize.height
        let local = CGPoint(x: point.x, y: point.y - canvasSize.height)
        if inBar && scrubber.playArea.contains(local) { return togglePlay() }
        if inBar && scrubber.reverseArea.contains(local) { return reverse() }
        if inBar && scrubber.trackArea.insetBy(dx: -10, dy: -8).contains(local) {
            beginScrub()
            scrub(toWindowX: point.x)
            return true
        }
        if let row = inspector.row(at: point) {
            chosen = inspector.shown[row]
            return true
        }
        if point.x < canvasSize.width && point.y < canvasSize.height {
            sceneTap?(point)
            return true
        }
        return false
    }

    private var targets: [PropertyAnimator] {
        if allMode { return host.engine.liveAnimators }
        return selection.map { isLive($0) ? [$0] : [] } ?? []
    }

    private func beginScrub() {
        scrubbing = targets.map { animator in
            let wasRunning = animator.isRunning
            if wasRunning { animator.pauseAnimation() }
            return (animator, wasRunning)
        }
        host.keepsDrawing = true
    }

    private func scrub(toWindowX x: CGFloat) {
        guard let scrubbing else { return }
        let fraction = scrubber.fraction(atWindowX: x)
        if allMode, let timeline = globalTimeline(scrubbing.map(\.animator)) {
            let time = timeline.start + fraction * timeline.length
            for (animator, _) in scrubbing {
                let start = firstSeen[ObjectIdentifier(animator)] ?? timeline.start
                animator.fractionComplete = Swift.min(Swift.max((time - start) / Swift.max(animator.duration, 1e-9), 0), 1)
            }
        } else {
            for (animator, _) in scrubbing { animator.fractionComplete = fraction }
        }
    }

    private func endScrub() {
        guard let scrubbing else { return }
        for (animator, wasRunning) in scrubbing where wasRunning { animator.startAnimation() }
        self.scrubbing = nil
        host.keepsDrawing = false
    }

    private func togglePlay() -> Bool {
        let animators = targets
        if animators.contains(where: \.isRunning) {
            for animator in animators where animator.isRunning { animator.pauseAnimation() }
        } else {
            for animator in animators { animator.startAnimation() }
        }
        return true
    }

    private func reverse() -> Bool {
        for animator in targets { animator.isReversed.toggle() }
        return true
    }

    private func setSpeed(index: Int? = nil, slowMotion slow: Bool? = nil) -> Bool {
        if let index { speedIndex = Swift.min(Swift.max(index, 0), Previewer.speeds.count - 1) }
        if let slow { slowMotion = slow }
        clock.setTimeScale(speed)
        return true
    }

    private func key(_ name: String) -> Bool {
        switch name {
        case "space": return togglePlay()
        case "r": return reverse()
        case "left", "right":
            for animator in targets where !animator.isRunning {
                let step = 1 / Swift.max(animator.duration * host.framesPerSecond, 1)
                animator.fractionComplete = Swift.min(Swift.max(animator.fractionComplete + (name == "right" ? step : -step), 0), 1)
            }
            return true
        case "[": return setSpeed(index: speedIndex - 1, slowMotion: false)
        case "]": return setSpeed(index: speedIndex + 1, slowMotion: false)
        case "s": return setSpeed(slowMotion: !slowMotion)
        case "i":
            inspector.view.isHidden.toggle()
            return true
        case "a":
            allMode.toggle()
            return true
        case "h":
            help.view.isHidden.toggle()
            return true
        case "n": loadScene(sceneIndex + 1)
        case "p": loadScene(sceneIndex - 1)
        case "0": loadScene(sceneIndex)
        default:
            guard let digit = Int(name), digit >= 1, digit <= scenes.count else { return false }
            loadScene(digit - 1)
        }
        return true
    }
}

extension InputEvent {
    /// How the trace names the event; plain moves without a button are left out.
    var traceDescription: String? {
        switch self {
        case .keyDown(let name): "key \(name)"
        case .mouseDown(let x, let y): "down \(Int(x)) \(Int(y))"
        case .mouseMoved(let x, let y, true): "drag \(Int(x)) \(Int(y))"
        case .mouseUp(let x, let y): "up \(Int(x)) \(Int(y))"
        case .mouseMoved, .quit, .windowChanged: nil
        }
    }
}
