import AnimKit
import Foundation

/// What ties a previewer to the `animview play` that started it: where it tells the playhead's time, and where it reads a message to show.
///
/// Set through the environment, so that any program built by `play` (whether it calls
/// `AnimView.preview` or sets a playground's live view) takes part:
/// `ANIMVIEW_START_AT` (seconds) is where the first scene opens, `ANIMVIEW_PLAYHEAD_FILE`
/// receives the playhead's time a few times a second, and the text of
/// `ANIMVIEW_MESSAGE_FILE` is shown over the scene while it is not empty (a rebuild's errors).
@MainActor
struct PreviewerLink {
    let startAt: TimeInterval?
    let playheadFile: URL?
    let messageFile: URL?
    private var lastWrite: TimeInterval = -.infinity
    private var lastRead: TimeInterval = -.infinity
    private var lastMessage: String?

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        startAt = environment["ANIMVIEW_START_AT"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        playheadFile = environment["ANIMVIEW_PLAYHEAD_FILE"].map { URL(fileURLWithPath: $0) }
        messageFile = environment["ANIMVIEW_MESSAGE_FILE"].map { URL(fileURLWithPath: $0) }
    }

    /// Tells the playhead's time, at most five times a second.
    mutating func tell(time: TimeInterval, wall: TimeInterval) {
        guard let playheadFile, wall - lastWrite >= 0.2 else { return }
        lastWrite = wall
        try? Data(String(format: "%.6f\n", time).utf8).write(to: playheadFile, options: .atomic)
    }

    /// The message to show now, if it changed since the last look (twice a second): `.some(nil)` to hide it.
    mutating func messageChange(wall: TimeInterval) -> String?? {
        guard let messageFile, wall - lastRead >= 0.5 else { return nil }
        lastRead = wall
        let text = (try? String(contentsOf: messageFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        let message = text?.isEmpty == false ? text : nil
        guard message != lastMessage else { return nil }
        lastMessage = message
        return .some(message)
    }
}
