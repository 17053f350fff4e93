import AnimKit

/// Keys as a scene's presses (``Press``): a key the window does not use is the scene's key command, else a press (a
/// modifier alone is not); Ctrl-Shift-K sends every key to the scene (the window's own keys too, q and Esc included)
/// and back, as the Simulator's "Send Keyboard Input to Device" does. A press ends when its key goes up.
extension Previewer {
    /// Whether every key goes to the scene.
    var keysGoToScene: Bool { host.keysGoToScene }

    /// A key the window does not use: the scene's key command, else the beginning of a press; the scene comes to life.
    func sceneKey(_ name: String) -> Bool {
        if name == "ctrl+shift+k" { return toggleKeysToScene() }
        if sceneKeyCommand(name) { return true }
        guard playback != nil, let root = sceneRoot, let key = KeyPressKeys.key(name) else { return false }
        // A modifier alone is the start of a window shortcut (⇧← steps ten frames) unless every key is the scene's.
        guard keysGoToScene || !key.charactersIgnoringModifiers.isEmpty else { return false }
        goLive(playing: true)
        Responder.beginPress(of: key, in: root, at: sceneTime)
        return true
    }

    /// A key while every key goes to the scene: Ctrl-Shift-K gives them back, any other is the scene's.
    func sceneKeyWhileSent(_ name: String) -> Bool {
        _ = sceneKey(name)
        return true
    }

    /// A key went up: the press it began ends.
    func sceneKeyUp(_ name: String) -> Bool {
        guard let key = KeyPressKeys.key(name) else { return false }
        return Responder.endPress(of: key.keyCode, at: sceneTime)
    }

    /// Sends every key to the scene, or stops; the presses held end as cancelled when keys come back.
    func toggleKeysToScene() -> Bool {
        host.keysGoToScene.toggle()
        if host.keysGoToScene {
            flash("Every key goes to the scene — Ctrl-Shift-K gives them back")
        } else {
            Responder.cancelPresses(at: sceneTime)
            flash("Keys are the window's again")
        }
        return true
    }
}
