import AnimKit
import AnimKitSDL
import Foundation

/// A file's several previews in play's window: one scene each, switched as the gallery's are (`n`, `p`, digits).
extension HostedSession {
    /// The previews as the window's scenes, in the file's order: the one the top-level code showed is the scene it
    /// built (`playback`); each other is made when the window first opens it, and again when it replays.
    func previewScenes(
        _ list: (previews: [(name: String, make: @MainActor () -> any PlaygroundLiveViewable)], chosen: Int),
        adopting playback: ScenePlayback
    ) -> [Previewer.Scene] {
        let names = list.previews.map(\.name)
        return list.previews.enumerated().map { index, preview in
            let summary = "preview \(index + 1) of \(names.count) in \(name)"
            if index == list.chosen { return Previewer.Scene(name: preview.name, summary: summary, playback: playback) }
            return Previewer.Scene(name: preview.name, summary: summary) {
                (Self.canvas(of: preview, among: names), {}, { _ in })
            }
        }
    }

    /// A fresh canvas of `preview`, made by its closure — named while it is made, as the first one was: a crash then is
    /// this preview's, and play skips it.
    static func canvas(of preview: (name: String, make: @MainActor () -> any PlaygroundLiveViewable), among names: [String]) -> View {
        PlaygroundPage.recordMaking(preview.name, of: names)
        PlaygroundPage.previewOrientation = nil
        PlaygroundPage.current.liveView = previewed(preview.make())
        let canvas = PlaygroundPage.current.preparedLiveView() ?? View()
        PlaygroundPage.current.liveView = nil
        return canvas
    }
}
