import AnimKit
import AnimKitSDL
import Foundation

/// Shows one of a file's previews as its live view: `animview play` calls this as the last line of a first file that
/// has no top-level code, with the file's `#Preview` blocks, else the view controllers and views it declares that
/// can be made with no arguments (see `PreviewFinder` in play's reader).
///
/// The one `--show NAME` names is shown (`ANIMVIEW_PLAY_SHOW`), else the first not listed in `ANIMVIEW_PLAY_SKIP`
/// (those that crashed before they were drawn in an earlier run); with several, their names are listed once on
/// standard error. A name that names none ends the program with one sentence and status 64. The preview about to be
/// made is named in the file `ANIMVIEW_PLAY_RECORD` names, with the others after it, until it is laid out: a crash
/// meanwhile is that preview's, and play shows the next.
@_spi(AnimviewPlay) @MainActor
public func __animviewShowPreviews(_ previews: [(name: String, make: @MainActor () -> any PlaygroundLiveViewable)]) {
    guard let first = previews.first else { return }
    let names = previews.map(\.name)
    let environment = ProcessInfo.processInfo.environment
    let wanted = environment[PlayVariable.show].flatMap { $0.isEmpty ? nil : $0 }
    let skipped = Set((environment[PlayVariable.skip] ?? "").split(separator: "\n").map(String.init))
    let untried = previews.first { !skipped.contains($0.name) } ?? first
    guard let chosen = wanted.map({ wanted in previews.first { $0.name == wanted } }) ?? untried else {
        let sentence = "animview: no preview is named \(wanted ?? ""); the file's previews are \(names.joined(separator: ", "))\n"
        FileHandle.standardError.write(Data(sentence.utf8))
        fflush(nil)
        _exit(64)
    }
    // In play's window every preview but those that crashed is listed, to switch between as the gallery's scenes.
    let listed = previews.filter { $0.name == chosen.name || !skipped.contains($0.name) }
    if PlaygroundPage.isHosted, listed.count > 1 {
        PlaygroundPage.previewList = (listed, listed.firstIndex { $0.name == chosen.name } ?? 0)
    }
    PlaygroundPage.shownPreview = (chosen, names)
    if previews.count > 1, !PlaygroundPage.listedPreviews {
        PlaygroundPage.listedPreviews = true
        let switching = PlaygroundPage.isHosted ? "n and p switch in the window, " : ""
        let sentence =
            "animview: showing \(chosen.name) of the previews \(names.joined(separator: ", ")) (\(switching)--show NAME picks one)\n"
        FileHandle.standardError.write(Data(sentence.utf8))
    }
    PlaygroundPage.recordMaking(chosen.name, of: names)
    PlaygroundPage.previewOrientation = nil
    PlaygroundPage.current.liveView = previewed(chosen.make())
}

/// A `#Preview` with an orientation among its traits (`traits: .landscapeLeft`) calls this as its body starts, with
/// the orientation's name as `--orientation` spells it: the preview is shown held that way, unless `--orientation`
/// was given.
@_spi(AnimviewPlay) @MainActor
public func __animviewPreviewOrientation(_ name: String) {
    PlaygroundPage.previewOrientation = InterfaceOrientation.previewed(named: name)
    PlaygroundPage.takePreviewedDevice()
}

extension PlaygroundPage {
    /// The orientation the preview being shown names among its traits, if any (``__animviewPreviewOrientation(_:)``).
    static var previewOrientation: InterfaceOrientation?
    /// Whether the previews were listed already (each build of `play` runs the file again).
    static var listedPreviews = false
    /// Where the preview being made is named until it is laid out (see `__animviewShowPreviews`).
    static var previewRecord: URL?
    /// The preview shown (its live view), with the names of the file's previews: its closure builds its scene again.
    static var shownPreview: (preview: (name: String, make: @MainActor () -> any PlaygroundLiveViewable), names: [String])?
    /// In play's window, with several: the previews listed and the one shown first (its live view), else nil.
    static var previewList: (previews: [(name: String, make: @MainActor () -> any PlaygroundLiveViewable)], chosen: Int)?

    /// Names the preview `name` as the one being made, the file's others after it, in the file that
    /// `ANIMVIEW_PLAY_RECORD` names (when play gave one) until it is laid out.
    static func recordMaking(_ name: String, of names: [String]) {
        previewRecord = ProcessInfo.processInfo.environment[PlayVariable.record].map { URL(fileURLWithPath: $0) }
        guard let record = previewRecord else { return }
        try? Data(([name] + names.filter { $0 != name }).joined(separator: "\n").utf8).write(to: record)
    }

    /// The preview was made and laid out: a crash from here on is not its making's.
    static func previewLaidOut() {
        guard let record = previewRecord else { return }
        try? FileManager.default.removeItem(at: record)
        previewRecord = nil
    }
}
