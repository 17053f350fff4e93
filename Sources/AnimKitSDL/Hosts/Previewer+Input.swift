import AnimKit
import Foundation

/// What the previewer does with input: clicks, drags on the scrubber, and keys.
extension Previewer {
    func handle(_ event: InputEvent) -> Bool {
        if trace != nil, let description = event.traceDescription { frameEvents.append(description) }
        switch event {
        case .keyDown(let name): return keysGoToScene ? sceneKeyWhileSent(name) : key(name)
        case .keyUp(let name): return sceneKeyUp(name)
        case .mouseDown(let x, let y):
            pointer = CGPoint(x: x, y: y)
            return press(at: CGPoint(x: x, y: y))
        case .wheel(let rows, let columns, let zooming): return turnWheel(rows: rows, columns: columns, zooming: zooming)
        case .mouseMoved(let x, let y, let held):
            pointer = CGPoint(x: x, y: y)
            if held, let gestures, gestures.isTracking {
                gestures.pointerMoved(to: CGPoint(x: x, y: y), time: sceneTime)
                return true
            }
            if held, dragGraph(to: CGPoint(x: x, y: y), released: false) { return true }
            if held, dragBarEnd(toWindowX: CGFloat(x), released: false) || dragCurve(to: CGPoint(x: x, y: y), released: false) {
                return true
            }
            if held, draggingPlayhead != nil {
                timelinePanel.dragPast(x: CGFloat(x))
                seekScene(to: timelinePanel.time(atX: CGFloat(x)))
                return true
            }
            if held, scrubbing != nil {
                scrub(toWindowX: CGFloat(x))
                return true
            }
            let sceneHover = !held && hoverScene(at: CGPoint(x: x, y: y))
            showHandleCursor(at: CGPoint(x: x, y: y))
            let newHover = inspector.row(at: CGPoint(x: x, y: y)).map { inspector.shown[$0] } ?? timelineAnimator(at: CGPoint(x: x, y: y))
            if newHover !== hovered {
                hovered = newHover
                return true
            }
            return sceneHover
        case .mouseUp(let x, let y):
            if let gestures, gestures.isTracking {
                gestures.pointerUp(at: CGPoint(x: x, y: y), time: sceneTime)
                return true
            }
            if dragGraph(to: CGPoint(x: x, y: y), released: true) { return true }
            if dragBarEnd(toWindowX: CGFloat(x), released: true) || dragCurve(to: CGPoint(x: x, y: y), released: true) { return true }
            // The drag ends where the button was let go, even if no move reported that place.
            if let wasPlaying = draggingPlayhead {
                seekScene(to: timelinePanel.time(atX: CGFloat(x)))
                play.playing = wasPlaying
                draggingPlayhead = nil
            }
            scrub(toWindowX: CGFloat(x))
            endScrub()
            return true
        case .quit, .windowChanged, .text:
            return false
        }
    }

    /// The wheel over the inspector scrolls its list; over the timeline it scrolls the rows, or with ctrl zooms the
    /// ruler around the pointer, or sideways (shift) moves the zoomed ruler along.
    func turnWheel(rows: Int, columns: Int, zooming: Bool) -> Bool {
        guard let pointer else { return false }
        if !inspector.view.isHidden && inspector.view.frame.contains(pointer) {
            inspector.scroll(by: rows)
        } else if !timelinePanel.view.isHidden && timelinePanel.view.frame.contains(pointer) {
            let x = pointer.x - timelinePanel.view.frame.minX
            if zooming {
                timelinePanel.zoom(notches: rows + columns, aroundX: x)
            } else {
                timelinePanel.pan(notches: columns)
                timelinePanel.scroll(notches: rows)
            }
        } else {
            return false
        }
        hovered = nil
        return true
    }

    func press(at point: CGPoint) -> Bool {
        if pressCurveEditor(at: point) { return true }
        if !timelinePanel.view.isHidden && timelinePanel.view.frame.contains(point) { return pressTimeline(at: point) }
        let inBar = point.y >= canvasSize.height
        let local = CGPoint(x: point.x, y: point.y - canvasSize.height)
        if inBar && scrubber.playArea.contains(local) { return targets.isEmpty ? toggleScenePlay() : togglePlay() }
        if inBar && scrubber.reverseArea.contains(local) { return targets.isEmpty ? reverseScene() : reverse() }
        if inBar && scrubber.trackArea.insetBy(dx: -10, dy: -8).contains(local) {
            beginScrub()
            scrub(toWindowX: point.x)
            return true
        }
        if let row = inspector.row(at: point) { return pressInspector(row: row, at: point) }
        if point.x < canvasSize.width && point.y < canvasSize.height {
            if pressGraph(at: point) || selectOrigin(at: point) { return true }
            // With the constraints overlay on, a click picks the view whose constraints it shows.
            if constraintsOverlay.isActive, let canvas = playback?.built.canvas {
                constraintsOverlay.select(at: point, in: canvas)
                return true
            }
            // With trails or onion skin on, a click picks the view they follow (Shift adds one).
            if motionOverlay.isOn, let canvas = playback?.built.canvas {
                selectMotion(at: point, in: canvas, adding: InputEvent.shiftHeld)
                return true
            }
            if let canvas = playback?.built.canvas {
                if gestures?.root !== canvas { gestures = PointerDispatcher(root: canvas) }
                // Gestures are timed on scene time, as the animations they drive: a pan's velocity is in scene seconds,
                // so slowed down or sped up, a release hands its spring the speed the scene saw.
                // Alt (Option) held: a second finger mirrored about the centre of the view pressed, to pinch and rotate.
                let center = InputEvent.secondFingerHeld ? gestures?.centerOfView(at: point) : nil
                if gestures?.pointerDown(at: point, time: sceneTime, mirroredAround: center) == true {
                    goLive(playing: true)
                    return true
                }
            }
            if let sceneTap {
                goLive(playing: true)
                sceneTap(point)
            }
            return true
        }
        return false
    }

    /// What a person does to the scene — a touch or key in it, an animator paused, reversed or scrubbed on the bar — takes it
    /// off its timeline: it runs on forwards in real time, never looping back under their hand (a loop would undo it at
    /// the scene's end); a seek returns. A touch also sets scene time going.
    func goLive(playing resume: Bool) {
        playback?.leaveTimeline()
        play.live = true
        (play.playing, play.backwards) = (play.playing || resume, false)
    }

    var targets: [PropertyAnimator] {
        if allMode { return liveAnimators }
        return selection.map { isLive($0) ? [$0] : [] } ?? []
    }

    func beginScrub() {
        // An animator that has ended can no longer be scrubbed: the bar then seeks the scene within the time it ran.
        if targets.isEmpty, let ended = lastShown, let start = motionStart(of: ended) {
            sceneSpan = (start, ended.duration)
            play.playing = false
        }
        if sceneSpan == nil && !targets.isEmpty { goLive(playing: false) }
        scrubbing = targets.map { animator in
            let wasRunning = animator.isRunning
            if wasRunning { animator.pauseAnimation() }
            // A repeating animator is scrubbed within the leg it was in.
            return (animator, wasRunning, animator.repetition.leg)
        }
        host.keepsDrawing = true
    }

    func scrub(toWindowX x: CGFloat) {
        guard let scrubbing else { return }
        let fraction = scrubber.fraction(atWindowX: x)
        if let sceneSpan {
            seekScene(to: sceneSpan.start + fraction * sceneSpan.length)
            return
        }
        if allMode, let timeline = globalTimeline(scrubbing.map { ($0.animator, $0.leg) }) {
            let time = timeline.start + fraction * timeline.length
            for (animator, _, _) in scrubbing { animator.scrub(toElapsed: time - (motionStart(of: animator) ?? timeline.start)) }
        } else {
            for (animator, _, leg) in scrubbing { animator.scrub(to: fraction, ofLeg: leg) }
        }
    }

    func endScrub() {
        guard let scrubbing else { return }
        for (animator, wasRunning, _) in scrubbing where wasRunning { animator.startAnimation() }
        self.scrubbing = nil
        sceneSpan = nil
        host.keepsDrawing = play.playing
    }

    /// The bar's button: pauses its animators, or starts them — and the scene's clock with them, or they would not move.
    func togglePlay() -> Bool {
        let animators = targets
        let pausing = animators.contains(where: \.isRunning)
        goLive(playing: !pausing)
        if pausing {
            for animator in animators where animator.isRunning { animator.pauseAnimation() }
        } else {
            for animator in animators { animator.startAnimation() }
        }
        return true
    }

    func reverse() -> Bool {
        goLive(playing: false)
        for animator in targets { animator.isReversed.toggle() }
        return true
    }

    func changeSpeed(by steps: Int) -> Bool {
        play.changeSpeed(by: steps)
        return true
    }

    func key(_ name: String) -> Bool {
        switch name {
        case "space": return toggleScenePlay()
        case "r", "shift+r": return reverseScene()
        case "left": return stepScene(frames: -1)
        case "right": return stepScene(frames: 1)
        case "shift+left": return stepScene(frames: -10)
        case "shift+right": return stepScene(frames: 10)
        case "home":
            play.playing = false
            seekScene(to: 0)
        case "end":
            play.playing = false
            seekScene(to: sceneLength)
        case "l": return cycleLoopMode()
        case "ctrl+left": return turnDevice(left: true)
        case "ctrl+right": return turnDevice(left: false)
        case "k": return shakeDevice()
        case "=", "shift+=", "keypad +": timelinePanel.zoom(notches: -2, aroundTime: sceneTime)
        case "-", "keypad -": timelinePanel.zoom(notches: 2, aroundTime: sceneTime)
        case "e": return exportLoop()
        case "t": timelinePanel.view.isHidden.toggle()
        case "[": return changeSpeed(by: -1)
        case "]": return changeSpeed(by: 1)
        case "s": play.slowMotion.toggle()
        case "i": inspector.view.isHidden.toggle()
        case "a": allMode.toggle()
        case "b": toggleCurveEditor()
        case "c": constraintsOverlay.toggle()
        case "w": toggleOrigins()
        case "m": toggleTrails()
        case "o": toggleOnion()
        case "g": toggleGraph()
        case "h": help.view.isHidden.toggle()
        case "n": loadScene(sceneIndex + 1)
        case "p": loadScene(sceneIndex - 1)
        case "0": loadScene(sceneIndex)
        default:
            if name == "z" || name == "shift+z" { return walkTuning(redo: name == "shift+z") }
            guard let digit = Int(name), digit >= 1, digit <= scenes.count else { return sceneKey(name) }
            loadScene(digit - 1)
        }
        return true
    }
}
