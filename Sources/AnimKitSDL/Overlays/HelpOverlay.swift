import AnimKit
import Foundation

/// The help overlay (`h`): every key the previewer answers to.
@MainActor
final class HelpOverlay {
    static let keys: [(String, String)] = [
        ("space", "play / pause the scene"),
        ("r", "play the scene backwards / forwards"),
        ("← → ⇧", "step one frame (ten with shift); Home End: the ends"),
        ("l", "at the end: loop · once · ping-pong"),
        ("ctrl ← →", "turn the device left / right, as iOS does (a seek returns)"),
        ("k", "shake the device: motionEnded(.motionShake) to the first responder or the front controller"),
        ("ctrl key", "the scene's UIKeyCommands: ctrl is ⌘, alt ⌥"),
        ("ctrl ⇧ k", "every key to the scene as presses (q and Esc too), and back"),
        ("e", "export the scene's loop as a GIF here"),
        ("t", "timeline on / off; drag on it to seek"),
        ("+ −", "zoom the timeline's ruler in / out at the playhead"),
        ("[ ]", "playback speed: 10 % · 25 % · 50 % · 100 % · 200 %"),
        ("s", "slow motion (10 %) on / off"),
        ("a", "scrub-all mode: one timeline for every animator"),
        ("i", "inspector on / off"),
        ("c", "constraints over the canvas; click a view for its own"),
        ("w", "selectable: click a view for the line that made it and those that animate it"),
        ("m o g", "trails · onion skin (o again: keyframes, ends, off) · value and speed graphs"),
        ("n p 1–9", "next, previous, or numbered scene"),
        ("0", "restart the scene"),
        ("h", "this help"),
        ("q Esc", "quit (while a text field edits: keys type; Esc ends it)"),
        ("drag", "on the bar: fractionComplete; once ended: seek"),
        ("drag ends", "of a bar on play's timeline: its delay, its duration, written in the code"),
        ("b", "in play: drag the picked curve or spring into the code"),
        ("z ⇧z", "in play: undo, redo what a drag wrote"),
        ("alt drag", "in the scene: two fingers about the view's centre (pinch, rotate)"),
        ("wheel", "scroll the inspector or timeline; ctrl: zoom the ruler"),
        ("⇧ wheel", "move the zoomed ruler along"),
    ]

    let view = OverlayStyle.box(Color(white: 0.05, alpha: 0.94), radius: 12)

    init() {
        let title = OverlayStyle.label(.boldSystemFont(ofSize: 18))
        title.text = "Keys"
        title.frame = CGRect(x: 20, y: 14, width: 300, height: 26)
        view.addSubview(title)
        for (index, entry) in HelpOverlay.keys.enumerated() {
            let key = OverlayStyle.label(OverlayStyle.heading, color: OverlayStyle.accent)
            key.text = entry.0
            key.frame = CGRect(x: 20, y: 50 + CGFloat(index) * 24, width: 90, height: 20)
            let meaning = OverlayStyle.label()
            meaning.text = entry.1
            meaning.frame = CGRect(x: 120, y: 50 + CGFloat(index) * 24, width: 440, height: 20)
            view.addSubview(key)
            view.addSubview(meaning)
        }
        view.bounds = CGRect(x: 0, y: 0, width: 580, height: 70 + CGFloat(HelpOverlay.keys.count) * 24)
        view.isHidden = true
    }
}
