import AnimKit
import AnimKitSDL
import AnimKitScenes
import ArgumentParser
import Foundation

/// A scene named on the command line: a scene file's path, or a demo's name.
struct SceneSource: ExpressibleByArgument {
    let argument: String

    init?(argument: String) {
        self.argument = argument
    }

    /// The scene `argument` names: a scene file, or a demo.
    init(naming argument: String) {
        self.argument = argument
    }

    /// Stops with 66 unless `path` is a regular file this process can read: a folder, a device, a named pipe or a missing file is
    /// said so in one line, with the system's reason.
    static func requireReadableFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw failure("cannot read the scene file \(path): \(String(cString: strerror(errno)))", code: ExitStatus.noInput)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure("\(path) is a folder, not a scene file", code: ExitStatus.noInput)
        case S_IFIFO: throw failure("\(path) is a named pipe, not a scene file", code: ExitStatus.noInput)
        default: throw failure("\(path) is a device, not a scene file", code: ExitStatus.noInput)
        }
        guard access(path, R_OK) == 0 else {
            throw failure("cannot read the scene file \(path): \(String(cString: strerror(errno)))", code: ExitStatus.noInput)
        }
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
                throw failure("\(error)", code: ExitStatus.dataError)
            }
        }
        guard let type = DemoGallery.scene(named: argument) else {
            let names = DemoGallery.scenes.map { $0.name }.joined(separator: ", ")
            throw failure("'\(argument)' is neither a scene file nor a demo (demos: \(names))", code: ExitStatus.noInput)
        }
        let demo = type.init()
        return ScenePlayback.Built(canvas: demo.canvas) { demo.start() }
    }
}

/// Timing shared by the headless commands.
struct TimingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second of the virtual clock.")
    var fps: Double = 60

    func validate() throws {
        do { try HeadlessPreview.checkFramesPerSecond(fps) } catch { throw ValidationError(error.description) }
    }
}
