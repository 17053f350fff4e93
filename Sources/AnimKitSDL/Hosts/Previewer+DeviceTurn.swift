import AnimKit
import Foundation

/// ctrl ← and ctrl →: the device turns a quarter left or right, as the Simulator's ⌘← and ⌘→ turn it; K shakes it.
///
/// A turn is something a person does to the running scene, as a tap is: the scene goes
/// live, and its controllers are told and animate as on iOS (`viewWillTransition(to:with:)`,
/// the new size classes, the layout in the turn's animation). The canvas takes the turned
/// screen. A seek returns to the timeline, which plays the scene held as it was before (the
/// turn is the scene engine's state, which its checkpoints put back).
extension Previewer {
    /// Shakes the device (the Simulator's ⌃⌘Z): the scene goes live and its responders hear `motionEnded(.motionShake)`.
    func shakeDevice() -> Bool {
        guard playback != nil, let root = sceneRoot else { return false }
        goLive(playing: true)
        Responder.shake(in: root, at: sceneTime)
        return true
    }

    /// A key the window does not use itself, as the scene's key command (``KeyCommand``): the scene comes to life as
    /// its action is sent, as for a shake.
    func sceneKeyCommand(_ name: String) -> Bool {
        guard playback != nil, let root = sceneRoot, let (key, modifiers) = KeyCommandKeys.parse(name) else { return false }
        return Responder.performKeyCommand(key, modifiers: modifiers, in: root) { goLive(playing: true) }
    }

    func turnDevice(left: Bool) -> Bool {
        guard playback != nil, let root = sceneRoot else { return false }
        let device = Device.current
        shown.turned = true
        goLive(playing: true)
        let screen = device.screenSize
        // A canvas that is the screen but not a window (a view shown alone, a gallery screen's) turns with it.
        let plain = root is AnimKit.Window || root.window != nil ? nil : root
        device.turn(to: device.orientation.turned(left: left))
        if let plain, plain.bounds.size == screen, device.screenSize != screen {
            plain.frame.size = device.screenSize
            if let insets = PhoneSafeArea.insets(forScreen: device.screenSize) { plain.setWindowSafeAreaInsets(insets) }
            plain.layoutIfNeeded()
        }
        fitCanvasToScene()
        return true
    }

    /// The canvas in the window takes the size of the scene's root (its window's, turned or put back).
    func fitCanvasToScene() {
        guard let root = sceneRoot else { return }
        let size = (root.window ?? root).bounds.size
        if size != canvasSize, size.width > 0, size.height > 0 { resizeCanvas(to: size, refitting: true) }
    }
}

extension DeviceOrientation {
    /// The orientation a quarter turn left (anticlockwise, as the Simulator's Rotate Left) or right away; flat or
    /// unknown turn from upright.
    func turned(left: Bool) -> DeviceOrientation {
        let ring: [DeviceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let index = ring.firstIndex(of: self) ?? 0
        return ring[(index + (left ? 1 : 3)) % 4]
    }
}
