import AnimKit
import Foundation

/// What ties a previewer to the `animview play` that started it: where it writes its state, and the state it starts from.
///
/// Set through the environment, so that any program `play` runs takes part:
/// `ANIMVIEW_PLAY_STATE` names the file that receives the window's ``PreviewerState`` (as JSON) a few times a second,
/// and `ANIMVIEW_PLAY_RESTORE` holds the state a new previewer puts back when it opens (after a crash).
@MainActor
struct PreviewerLink {
    let stateFile: URL?
    let restored: PreviewerState?
    private var lastWrite: TimeInterval = -.infinity

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        stateFile = environment[PlayVariable.state].map { URL(fileURLWithPath: $0) }
        restored = environment[PlayVariable.restore].flatMap { try? JSONDecoder().decode(PreviewerState.self, from: Data($0.utf8)) }
    }

    /// Tells the window's state, at most five times a second (`now` forces it).
    mutating func tell(_ state: @autoclosure () -> PreviewerState, wall: TimeInterval, now: Bool = false) {
        guard let stateFile, now || wall - lastWrite >= 0.2 else { return }
        lastWrite = wall
        guard let data = try? JSONEncoder().encode(state()) else { return }
        try? ScratchFile.replace(stateFile, with: data)
    }
}
