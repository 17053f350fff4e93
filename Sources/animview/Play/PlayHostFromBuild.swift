import AnimKitSDL
import Foundation

/// The previewer made from AnimKit libraries that a `swift build` of this checkout already holds (`.build/debug` after
/// `swift build` or `swift test`, which build `libAnimKitPlay.so`), when ``PlayHost/librariesVariable`` names that
/// folder: no optimised copy of AnimKit is built. animview's own tests run `play` this way — their build has just
/// compiled AnimKit, and the optimised build (minutes on two cores) would otherwise be most of their time. Frames are
/// slower than with the optimised copy, as AnimKit is unoptimised.
///
/// The previewer executable and the modules iOS files import by their iOS names (``PlayHostPackage/iOSModules``) are
/// compiled with `swiftc` into `cache`, once per build folder, and again when the build's AnimKit is newer; the user's
/// files compile with the flags the build compiled PlaygroundSupport with, read from swift build's manifest.
struct PlayHostFromBuild {
    /// The build folder: `libAnimKitPlay.so` and `Modules/`.
    let built: URL
    /// Where the previewer and the iOS-named modules go.
    let folder: URL

    init(cache: URL, built: URL) {
        self.built = built.standardizedFileURL
        folder = cache.appendingPathComponent("animview/play-host-built/\(PlayProject.key(for: [self.built.resolvingSymlinksInPath()]))")
    }

    private var library: URL { built.appendingPathComponent("libAnimKitPlay.so") }
    private var modules: URL { folder.appendingPathComponent("Modules") }
    private var executable: URL { folder.appendingPathComponent("PlayHost") }

    /// Compiles what is missing or older than the build's libraries, and returns the previewer.
    func prepare() throws -> PlayHost {
        let animKit = built.appendingPathComponent("Modules/AnimKit.swiftmodule")
        guard FileManager.default.fileExists(atPath: library.path), let built = Self.modified(animKit) else {
            throw PlayError(
                "\(PlayHost.librariesVariable) names \(self.built.path), which holds no libAnimKitPlay.so and AnimKit module: "
                    + "build them there with `swift build --product AnimKitPlay`, or unset it to let play build its own",
                code: ExitStatus.usage)
        }
        guard let library = Self.modified(self.library), library >= built else {
            throw PlayError(
                "\(self.library.path) is older than the AnimKit module beside it: bring it up to date with "
                    + "`swift build --product AnimKitPlay` (\(PlayHost.librariesVariable) uses it as it is)",
                code: ExitStatus.usage)
        }
        let lock = try FolderLock(folder.path + ".lock")
        defer { lock.release() }
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        // Paths as the file system has them: the modules record the module cache they were built with, and a folder
        // reached through a link (tests share one) would otherwise name each precompiled module twice.
        let home = folder.resolvingSymlinksInPath()
        let modules = home.appendingPathComponent("Modules")
        let flags = try manifestFlags() + ["-module-cache-path", home.appendingPathComponent("ModuleCache").path]
        for module in PlayHostPackage.iOSModules {
            let output = modules.appendingPathComponent("\(module).swiftmodule")
            guard (Self.modified(output) ?? .distantPast) < built else { continue }
            let source = try write(PlayHostPackage.moduleSource(module), as: "\(module).swift")
            try compile(
                ["-emit-module", "-parse-as-library", "-module-name", module, source.path, "-emit-module-path", output.path] + flags,
                what: "the \(module) module")
        }
        if (Self.modified(executable) ?? .distantPast) < library {
            let source = try write(PlayHostPackage.hostSource, as: "main.swift")
            let partial = folder.appendingPathComponent("PlayHost.partial")
            try compile(
                ["-module-name", "PlayHost", source.path] + flags + [
                    "-L", self.built.path, "-lAnimKitPlay", "-Xlinker", "-rpath", "-Xlinker", self.built.path, "-o", partial.path,
                ], what: "the previewer")
            guard rename(partial.path, executable.path) == 0 else {
                throw PlayError(
                    "could not put the previewer at \(executable.path): \(String(cString: strerror(errno)))", code: ExitStatus.cannotCreate)
            }
        }
        return PlayHost(executable: executable, libraries: self.built, flags: flags + ["-I", modules.path])
    }

    /// The flags swift build compiled PlaygroundSupport with (it imports all of AnimKit's modules), from the build's
    /// manifest (`.build/debug.yaml` beside `.build/debug`); of its conditions only SwiftPM's own (`SWIFT_…`), as the
    /// optimised build has, so that code under `#if DEBUG` is the user's build's choice alone.
    private func manifestFlags() throws -> [String] {
        let name = built.lastPathComponent + ".yaml"
        let places = [built, built.resolvingSymlinksInPath()].flatMap { folder in
            [folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent()]
        }
        for place in places {
            guard let text = try? String(contentsOf: place.appendingPathComponent(name), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.contains(#""-module-name","PlaygroundSupport""#) {
                guard let start = line.firstIndex(of: "["),
                    let words = try? JSONDecoder().decode([String].self, from: Data(line[start...].utf8))
                else { continue }
                return PlayHostPackage.compileFlags(of: words).filter { !$0.hasPrefix("-D") || $0.hasPrefix("-DSWIFT_") }
                    .removingModuleCachePath()
            }
        }
        throw PlayError(
            "no swift build manifest beside \(built.path) says how PlaygroundSupport was compiled; build with swift build there",
            code: ExitStatus.usage)
    }

    private func write(_ text: String, as name: String) throws -> URL {
        let file = folder.appendingPathComponent("Sources/\(name)")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeIfChanged(text, to: file)
        return file
    }

    private func compile(_ arguments: [String], what: String) throws {
        let build = try PlayBuild.run("swiftc", arguments: ["swiftc"] + arguments, grace: 2)
        guard build.succeeded else {
            for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            throw PlayError("\(what) did not compile against \(built.path) (errors above)", code: ExitStatus.software)
        }
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

extension [String] {
    /// These flags without `-module-cache-path` and its folder.
    fileprivate func removingModuleCachePath() -> [String] {
        var kept: [String] = []
        var index = startIndex
        while index < endIndex {
            if self[index] == "-module-cache-path" {
                index += 2
            } else {
                kept.append(self[index])
                index += 1
            }
        }
        return kept
    }
}
