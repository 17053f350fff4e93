import AnimKit
import AnimKitScenes
import ArgumentParser
import Foundation

/// A scene named on the command line: a scene file's path, or a demo's name.
struct SceneSource: ExpressibleByArgument {
    let argument: String

    init?(argument: String) {
        self.argument = argument
    }

    /// Stops with 66 unless `path` is a file this process can read: a folder or a missing file is said so in one line.
    static func requireReadableFile(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw failure("\(path) is a folder, not a scene file", code: 66)
        }
        guard FileManager.default.isReadableFile(atPath: path) else { throw failure("cannot read the scene file \(path)", code: 66) }
    }

    /// How the scene is named in a title: a file by its name alone, a demo by its name.
    var title: String { isFile ? URL(fileURLWithPath: argument).lastPathComponent : argument }

    var isFile: Bool { argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument) }

    /// Builds the scene on ``AnimationEngine/shared``: its canvas and how to start it. Bad files exit 65, unreadable ones 66.
    @MainActor
    func build() throws -> ScenePlayback.Built {
        if isFile {
            try SceneSource.requireReadableFile(argument)
            do {
                let scene = LoadedScene(try SceneDocument.load(contentsOf: URL(fileURLWithPath: argument)), engine: AnimationEngine.shared)
                return ScenePlayback.Built(canvas: scene.canvas) { scene.start() }
            } catch {
                throw failure("\(error)", code: 65)
            }
        }
        guard let type = DemoGallery.scene(named: argument) else {
            let names = DemoGallery.scenes.map { $0.name }.joined(separator: ", ")
            throw failure("'\(argument)' is neither a scene file nor a demo (demos: \(names))", code: 66)
        }
        let demo = type.init()
        return ScenePlayback.Built(canvas: demo.canvas) { demo.start() }
    }
}

/// Timing shared by the headless commands.
struct TimingOptions: ParsableArguments {
    @Option(help: "Frames per second of the virtual clock.")
    var fps: Double = 60

    func validate() throws {
        guard fps > 0, fps.isFinite, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000.") }
    }
}
