import AnimKit
import Foundation

/// Shows a view tree in a real window, one frame per display refresh, driven by a Dispatch timer.
///
/// Frames come from a `DispatchSourceTimer` on the main queue at the display's refresh rate (60 Hz when it reports none, as under
/// Xvfb), each drawn in a block of the main run loop, with SDL on the main thread (`RunLoop.main.run()`, never `dispatchMain()`).
/// Each frame pumps events, moves the clock to the time the frame will be shown, lets ``onFrame`` move what it shows (a scene
/// plays on a clock of its own, which the previewer moves by this one), draws and presents. When nothing asks to keep drawing
/// and nobody interacts, the timer slows to ten polls a second, so an idle window costs no CPU to speak of.
@MainActor
public final class WindowHost {
    /// The root of the scene shown.
    public let root: View
    /// The window's clock: each frame moves it to the time the frame will be shown.
    public let clock: HostClock
    /// Hears every event except quitting; returns whether it used it (and the window should redraw).
    public var onEvent: ((InputEvent) -> Bool)?
    /// Called each frame after the clock moves and before drawing, with the frame's index and wall time in seconds.
    public var onFrame: ((Int, TimeInterval) -> Void)?
    /// Called whenever the main loop comes round — each time the timer fires (ten times a second when idle) and each
    /// frame a long job shows: a watchdog's heartbeat.
    public var onPulse: (() -> Void)?
    /// Lays the root out at a new size, in pixels, when the window is made larger than it opened (the root already has that
    /// size); without it, a resized window shows the frame it opened with, scaled.
    public var onResize: ((CGSize) -> Void)?
    /// Called after each frame is drawn and shown (`animview bench play` logs what each frame showed).
    package var onDrawn: (() -> Void)?
    /// Called when the scene's responder with the keyboard took a key (typed text, Backspace, Return): a person acted.
    package var onTyped: (() -> Void)?
    /// Whether every key goes to the scene (q and Esc too, which otherwise close the window): the previewer's Ctrl-Shift-K.
    package var keysGoToScene = false
    /// Whether the window should keep drawing at the frame rate (a scene playing, a drag, a hover).
    public var keepsDrawing = false
    /// How long the last drawn frame took, from its start to its present, in milliseconds.
    public private(set) var lastFrameMilliseconds: Double = 0

    let window: Window
    /// Its glyph and image textures belong to the frame's renderer: a new frame gets a new one.
    private var scene = SceneRenderer()
    /// Each frame is drawn offscreen, as headless runs draw it, and then put on the window.
    private var offscreenFrame: OffscreenSurface
    private var frameTexture: FrameTexture
    /// The frame's least size: the window's when it opened, or what the scene needs since (``refit(toFrameWidth:height:)``);
    /// smaller windows show it scaled down rather than laid out smaller.
    var leastFrameSize: (width: Int32, height: Int32)
    private let frameInterval: TimeInterval
    private let frameLog: FrameLog?
    private var timer: DispatchSourceTimer?
    private var startNanoseconds: UInt64 = 0
    /// The index of the last frame shown; a timer that fires twice within one refresh has nothing new to show.
    private var lastIndex = -1
    private var isIdle = false
    private var quietFrames = 0
    private var needsDraw = true
    private var ending: Ending?

    /// Polls per second while idle.
    static let idlePollRate = 10.0

    /// Opens a window the size of `root`'s bounds; fails with a clear message when there is no display.
    public init(root: View, clock: HostClock, options: Options = Options()) throws {
        try WindowHost.startWindowVideo()
        self.root = root
        self.clock = clock
        let canvas = root.bounds.size
        guard let width = OffscreenHost.pixels(canvas.width), let height = OffscreenHost.pixels(canvas.height) else {
            throw SDLError("WindowHost", message: "the canvas is \(canvas.width)×\(canvas.height); it must be between 1×1 and 16384×16384")
        }
        window = try Window(title: options.title, width: Int32(width), height: Int32(height))
        window.renderer.setLogicalSize(width: Int32(width), height: Int32(height))
        leastFrameSize = (Int32(width), Int32(height))
        offscreenFrame = try OffscreenSurface(width: Int32(width), height: Int32(height))
        frameTexture = try FrameTexture(width: Int32(width), height: Int32(height), renderer: window.renderer)
        frameInterval = 1 / (window.refreshRate ?? 60)
        frameLog = try options.frameLog.map { file throws(OutputError) in try FrameLog(file) }
        FontMeasurer.install()
        ImageEncoder.install()
    }

    /// The display's frame rate in Hz (60 when the display reports none).
    public var framesPerSecond: Double { 1 / frameInterval }

    /// Closes the window at the next frame with `reason`; ``run()`` then returns ``Ending/failed(status:reason:)``.
    public func close(failing reason: String, status: Int32) {
        if ending == nil { ending = .failed(status: status, reason: reason) }
    }

    /// Runs until the window is closed, q / Esc is pressed or a stop signal arrives; then closes the frame log and returns.
    public func run() -> Ending {
        StopSignals.install()
        // This window owns the main thread now: its frames' ticks run the scene's tasks (SceneTasks).
        SceneTasks.runsMainQueue = true
        startNanoseconds = DispatchTime.now().uptimeNanoseconds
        let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
        timer.setEventHandler { [unowned self] in
            // The frame runs as a block of the run loop, outside the main queue's own work, so that its ticks can run
            // the scene's tasks, which wait on the main queue (SceneTasks).
            RunLoop.main.perform { MainActor.assumeIsolated { self.frame() } }
        }
        self.timer = timer
        schedule(idle: false)
        timer.resume()
        while ending == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        timer.cancel()
        self.timer = nil
        do {
            try frameLog?.close()
        } catch {
            close(failing: "\(error)", status: error.exitStatus)
        }
        return ending ?? .closed
    }

    /// Asks for a redraw on the next frame (after changing something the engine does not know about).
    public func setNeedsDisplay() {
        needsDraw = true
        if isIdle { schedule(idle: false) }
    }

    private func frame() {
        onPulse?()
        let nowNanoseconds = DispatchTime.now().uptimeNanoseconds - startNanoseconds
        let elapsed = Double(nowNanoseconds) / 1e9
        let index = Int((elapsed / frameInterval).rounded())
        guard ending == nil, index > lastIndex else { return }
        lastIndex = index
        if let signal = StopSignals.pending {
            ending = .signal(signal)
            return
        }
        var interacted = false
        for event in InputEvent.pending() {
            if KeyboardFocus.take(event) {
                interacted = true
                onTyped?()
                continue
            }
            switch event {
            case .quit: ending = .closed
            case .keyDown(let name) where !keysGoToScene && (name == "q" || name == "escape"): ending = .closed
            case .windowChanged: needsDraw = true
            default: break
            }
            if onEvent?(event) == true { interacted = true }
        }
        guard ending == nil else { return }
        // Read each frame, not on the resize event: SDL may report the window's new size only after its event.
        fitFrameToWindow()
        // The frame will be shown at the next refresh after its target time.
        clock.advance(toWall: Double(index + 1) * frameInterval)
        let animating = keepsDrawing
        onFrame?(index, elapsed)
        if animating || interacted || needsDraw {
            draw()
            log(index: index, elapsed: elapsed)
            lastFrameMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - startNanoseconds - nowNanoseconds) / 1e6
        }
        updatePace(busy: animating || interacted || keepsDrawing)
    }

    /// Shows the window as it is now and reads what the person did, while a long job holds the main thread (an export):
    /// true when they asked to stop the job — Esc; or q or closing the window, which then closes once the job stopped.
    package func showWhileBusy() -> Bool {
        onPulse?()
        draw()
        var stop = false
        for event in InputEvent.pending() {
            switch event {
            case .quit, .keyDown(name: "q"):
                ending = .closed
                stop = true
            case .keyDown(name: "escape"): stop = true
            default: break
            }
        }
        return stop
    }

    /// Draws and shows the frame, and tells ``onDrawn``.
    func draw() {
        do {
            try scene.draw(root: root, background: Color(white: 0.12), into: offscreenFrame)
        } catch {
            // The next frame would fail the same way (no usable font, say): say it once and close, as headless runs stop.
            close(failing: "\(error)", status: 69)
        }
        offscreenFrame.renderer.flush()
        frameTexture.show(offscreenFrame, on: window.renderer)
        needsDraw = false
        onDrawn?()
    }

    /// Gives the frame the window's size, never below the size it opened at, when someone lays the root out (``onResize``).
    func fitFrameToWindow() {
        guard let onResize else { return }
        // In points, as the window opened: on a high-density display the frame stays scaled up to its pixels, not shrunk.
        let shown = window.size
        let width = Swift.max(shown.width, leastFrameSize.width), height = Swift.max(shown.height, leastFrameSize.height)
        guard width != frameTexture.width || height != frameTexture.height else { return }
        needsDraw = true
        do {
            let frame = try OffscreenSurface(width: width, height: height)
            frameTexture = try FrameTexture(width: width, height: height, renderer: window.renderer)
            offscreenFrame = frame
            scene = SceneRenderer()
        } catch {
            FileHandle.standardError.write(Data("animview: cannot resize the frame: \(error)\n".utf8))
            return
        }
        window.renderer.setLogicalSize(width: width, height: height)
        root.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        onResize(root.bounds.size)
    }

    private func log(index: Int, elapsed: TimeInterval) {
        do {
            try frameLog?.log(index: index, interval: frameInterval, elapsed: elapsed)
        } catch {
            close(failing: "\(error)", status: error.exitStatus)
        }
    }

    /// Slows the timer after a few quiet frames; speeds it up as soon as something moves.
    private func updatePace(busy: Bool) {
        if busy {
            quietFrames = 0
            if isIdle { schedule(idle: false) }
        } else {
            quietFrames += 1
            if !isIdle && quietFrames > 3 { schedule(idle: true) }
        }
    }

    private func schedule(idle: Bool) {
        isIdle = idle
        let interval = idle ? 1 / WindowHost.idlePollRate : frameInterval
        let intervalNanoseconds = Int((interval * 1e9).rounded())
        // Keep frames on the grid that started with the window, so target times stay multiples of the interval.
        let elapsed = DispatchTime.now().uptimeNanoseconds - startNanoseconds
        let frameNanoseconds = UInt64((frameInterval * 1e9).rounded())
        let next = (elapsed / frameNanoseconds + 1) * frameNanoseconds
        timer?.schedule(
            deadline: DispatchTime(uptimeNanoseconds: startNanoseconds + next),
            repeating: .nanoseconds(intervalNanoseconds), leeway: .nanoseconds(0))
    }

}
