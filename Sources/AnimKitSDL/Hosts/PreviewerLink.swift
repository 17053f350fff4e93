import AnimKit
import Foundation
import PlayWire

/// What ties a previewer to the `animview play` that started it: who hears its state, and the state it starts from.
///
/// `ANIMVIEW_PLAY_RESTORE` holds the state a new previewer puts back when it opens (after a crash); ``receiver`` —
/// set by play's previewer process, which sends it over its wire — hears the window's ``PreviewerState`` a few times
/// a second.
@MainActor
struct PreviewerLink {
    var receiver: ((PreviewerState) -> Void)?
    let restored: PreviewerState?
    private var lastTold: TimeInterval = -.infinity

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        restored = environment[PlayVariable.restore].flatMap { try? JSONDecoder().decode(PreviewerState.self, from: Data($0.utf8)) }
    }

    /// Tells the window's state, at most five times a second (`now` forces it).
    mutating func tell(_ state: @autoclosure () -> PreviewerState, wall: TimeInterval, now: Bool = false) {
        guard let receiver, now || wall - lastTold >= 0.2 else { return }
        lastTold = wall
        receiver(state())
    }
}

extension Previewer {
    /// Who hears the window's state (what a person set in it) a few times a second, from its first frame.
    package var onState: ((PreviewerState) -> Void)? {
        get { link.receiver }
        set { link.receiver = newValue }
    }
}
