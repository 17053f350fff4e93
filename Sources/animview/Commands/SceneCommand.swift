import AnimKit
import AnimKitSDL
import AnimKitScenes
import ArgumentParser
import Foundation

extension AnimView {
    struct SceneCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scene",
            abstract: "Open a scene file in the previewer; it reloads when the file changes.",
            discussion: """
                Edit the file and save: the scene reloads, keeping the playhead where it was. \
                A file that does not load shows its error over the scene instead of quitting.
                  animview scene assets/scenes/timeline.json
                """)

        @Argument(help: "The scene file (.json).")
        var file: String

        @Option(help: "Write one line per drawn frame (index, target and actual time in ms) to this file.")
        var frameLog: String?

        @Option(
            parsing: .unconditional, help: "The longest the window takes a scene to run, in seconds: one that repeats forever loops there.")
        var length: Double = 60

        func validate() throws {
            guard length > 0, length <= 3600 else { throw ValidationError("--length must be between 0 and 3600 seconds.") }
        }

        @Option(help: "Write one JSON line per frame (time, live animators, the scene's presentation values) to this file.")
        var trace: String?

        func run() throws {
            try SceneSource.requireReadableFile(file)
            let url = URL(fileURLWithPath: file)
            try MainActor.assumeIsolated {
                let watcher = SceneFileWatcher(url: url)
                let first = watcher.load()
                let size = first.document?.canvasSize ?? DemoGallery.canvasSize
                let options = WindowHost.Options(
                    title: "animview — \(url.lastPathComponent)", frameLog: try frameLog.map(LongJob.outputFile))
                let traceFile = try trace.map(LongJob.outputFile)
                try OpenWindowDeadline.connect()
                let previewer: Previewer
                do {
                    previewer = try Previewer(
                        scenes: [watcher.entry(for: first.document, size: size)], initial: 0, canvasSize: size, options: options,
                        trace: traceFile, length: length)
                } catch {
                    throw failure("\(error)", code: error is OutputError ? 73 : 69)
                }
                previewer.showMessage(first.error.map(String.init(describing:)))
                previewer.onFrame = {
                    guard watcher.hasChanged() else { return }
                    let reloaded = watcher.load()
                    if let document = reloaded.document {
                        previewer.replaceScene(with: watcher.entry(for: document, size: size))
                    }
                    previewer.showMessage(reloaded.error.map(String.init(describing:)))
                }
                try WindowEnding.exit(previewer.run())
            }
        }
    }
}

/// Loads a scene file and notices when it changes (by modification time and size, checked twice a second).
@MainActor
final class SceneFileWatcher {
    let url: URL
    private var stamp: (Date, Int)?
    private var lastCheck = Date.distantPast

    init(url: URL) {
        self.url = url
    }

    func load() -> (document: SceneDocument?, error: SceneError?) {
        stamp = currentStamp()
        do {
            return (try SceneDocument.load(contentsOf: url), nil)
        } catch {
            return (nil, error)
        }
    }

    func hasChanged() -> Bool {
        guard Date().timeIntervalSince(lastCheck) >= 0.5 else { return false }
        lastCheck = Date()
        let now = currentStamp()
        guard let now else { return false }
        if let stamp, stamp.0 == now.0, stamp.1 == now.1 { return false }
        return true
    }

    private func currentStamp() -> (Date, Int)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let date = attributes[.modificationDate] as? Date
        else { return nil }
        return (date, (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }

    /// A gallery entry for `document` (an empty canvas of `size` when it failed to load).
    func entry(for document: SceneDocument?, size: CGSize) -> Previewer.Scene {
        Previewer.Scene(name: url.lastPathComponent, summary: url.path) {
            guard let document else {
                let empty = View(frame: CGRect(origin: .zero, size: size))
                empty.backgroundColor = Color(white: 0.2)
                return (empty, {}, { _ in })
            }
            let scene = LoadedScene(document, engine: AnimationEngine.shared)
            return (scene.canvas, { scene.start() }, { _ in })
        }
    }
}
