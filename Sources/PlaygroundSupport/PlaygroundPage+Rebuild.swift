import AnimKit
import Foundation

/// How the scene a build showed is built again, to go back in time when checkpoints cannot.
extension PlaygroundPage {
    /// The build's top-level code, when `play` runs it (``PlayHost``): run again, it shows its live view again.
    static var topLevelCode: (@MainActor () -> Void)?

    /// The playback of `view`, the live view the top-level code showed: adopted, and built again by the preview that
    /// made it, or — when one of its tasks waits on the scene's clock from the start, so no checkpoint can hold its
    /// start — by running the top-level code again.
    static func adoptedPlayback(of view: View) throws -> ScenePlayback {
        let rebuild = shownPreview.map { shown in
            { @MainActor in ScenePlayback.Built(canvas: HostedSession.canvas(of: shown.preview, among: shown.names)) {} }
        }
        let runAgain = topLevelCode.map { code in
            { @MainActor () throws -> ScenePlayback.Built in
                PlaygroundPage.current.liveView = nil
                code()
                guard let canvas = PlaygroundPage.current.preparedLiveView() else {
                    throw SceneRebuildError(description: "the top-level code, run again to go back, showed no live view")
                }
                PlaygroundPage.current.liveView = nil
                return ScenePlayback.Built(canvas: canvas) {}
            }
        }
        return try ScenePlayback(adopting: view, engine: AnimationEngine.shared, rebuild: rebuild, rebuildIfTasksWait: runAgain)
    }
}
