import AnimKitSDL
import Foundation

/// The previewer `play` loads the user's builds into, and the AnimKit libraries those builds link against: a package
/// generated in the cache once per animview checkout, built with swift build, and built again at a `play` that finds
/// what it is made from changed (``PlayHostInputs``).
///
/// Its product is one executable, `PlayHost` (``PlaygroundSupport``'s `PlayHost.main()`), linked against the shared
/// library `libAnimKitPlay.so` (AnimKit, AnimKitSDL and PlaygroundSupport). The user's files are then compiled on
/// their own with `swiftc` (``PlayCompiler``), with the flags swift build used for the executable's module: the
/// search paths of AnimKit's modules and of the C modules below them.
///
/// It is built optimised, as UIKit is on a phone while the app's own code is built for debugging: every frame of the
/// window, every run of the top-level code after a save and every seek is AnimKit's code. Measured with `animview bench
/// play` on a 2-core machine: a literal edit on screen in a median 18 ms (p95 22) against 26 (p95 39) with a debug
/// build, the window's frame in less than half the time; the price is its first build, once per checkout (about 3½
/// minutes there, against 1¼).
struct PlayHostPackage {
    let folder: URL
    let animviewRoot: URL

    init(cache: URL, animviewRoot: URL) {
        folder = cache.appendingPathComponent("animview/play-host/\(PlayProject.key(for: [animviewRoot]))")
        self.animviewRoot = animviewRoot
    }

    /// The modules iOS files import that AnimKit stands in for (`import ObjectiveC` brings associated objects).
    static let iOSModules = ["UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC"]

    /// Where swift build puts the executable and the shared library.
    var productsFolder: URL { folder.appendingPathComponent(".build/release") }
    /// What play built before its host was optimised: removed once the optimised one is there.
    private var debugBuild: [URL] {
        [".build/debug", ".build/debug.yaml", ".build/x86_64-unknown-linux-gnu/debug", "compile-flags"].map(folder.appendingPathComponent)
    }
    var executable: URL { productsFolder.appendingPathComponent("PlayHost") }
    private var flagsFile: URL { folder.appendingPathComponent("compile-flags-release") }
    private var sourceFile: URL { folder.appendingPathComponent("Sources/PlayHost/main.swift") }
    /// The ``PlayHostInputs`` of the last build that succeeded.
    var inputsFile: URL { folder.appendingPathComponent("built-from") }
    /// Whether the build's products are all there: the previewer, the library and AnimKit's module.
    private var productsPresent: Bool {
        [
            executable, productsFolder.appendingPathComponent("libAnimKitPlay.so"),
            productsFolder.appendingPathComponent("Modules/AnimKit.swiftmodule"),
        ]
        .allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Writes the package, brings its build up to date and returns the flags the user's files compile with.
    ///
    /// Two `play`s wait for each other here (a lock on the folder), so that one never builds what the other is using.
    func prepare(progress: @escaping @Sendable (Int, Int) -> Void) throws -> [String] {
        let gone = Self.removeOrphans(in: folder.deletingLastPathComponent())
        if !gone.isEmpty {
            try say(
                "animview: removed play's builds of AnimKit for \(gone.count) animview checkout\(gone.count == 1 ? "" : "s") no longer there"
            )
        }
        let lock = try FolderLock(folder.path + ".lock")
        defer { lock.release() }
        try write()
        if !FileManager.default.fileExists(atPath: executable.path) {
            try say("animview: building AnimKit for play, once for this checkout (optimised, as UIKit is; about 3 minutes on two cores)…")
        }
        var flags = (try? String(contentsOf: flagsFile, encoding: .utf8)).map { $0.split(separator: "\n").map(String.init) }
        // Made from the same files by the same toolchain as the last build that succeeded: that build, as it is.
        let inputs = PlayHostInputs(animviewRoot: animviewRoot, package: folder)
        if let flags, !flags.isEmpty, PlayHostInputs(recordedIn: inputsFile) == inputs, productsPresent {
            removeUnoptimisedBuild()
            return flags
        }
        try? FileManager.default.removeItem(at: inputsFile)
        // The flags are read from the command that compiles the executable's module; without them, it is compiled again.
        if flags?.isEmpty != false { try? FileManager.default.removeItem(at: productsFolder.appendingPathComponent("PlayHost.build")) }
        // The manifest's cache would miss a file added to animview since the last build.
        let build = try PlayBuild.run(
            "swift build",
            arguments: [
                "swift", "build", "--package-path", folder.path, "--product", "PlayHost", "-v", "-c", "release",
                "--disable-build-manifest-caching",
            ], grace: 10, progress: progress)
        guard build.succeeded else {
            for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            throw PlayError("AnimKit did not build for play (\(build.errors.count) errors above)", code: ExitStatus.software)
        }
        if let found = Self.compileFlags(in: build.output) {
            flags = found
            try found.joined(separator: "\n").write(to: flagsFile, atomically: true, encoding: .utf8)
        }
        guard let flags, !flags.isEmpty else {
            throw PlayError(
                "swift build did not show how it compiles against AnimKit; remove \(folder.path) and try again", code: ExitStatus.software)
        }
        removeUnoptimisedBuild()
        // What it was made from before it started: a file saved during the build makes the next `play` build again.
        try inputs.record(in: inputsFile)
        return flags
    }

    private func removeUnoptimisedBuild() {
        for url in debugBuild where FileManager.default.fileExists(atPath: url.path) { try? FileManager.default.removeItem(at: url) }
    }

    private func write() throws {
        try FileManager.default.createDirectory(at: sourceFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.2
            // Generated by `animview play`: the previewer it loads your builds into; rewritten on every run.
            import PackageDescription

            let library = Target.Dependency.product(name: "AnimKitPlay", package: "animview")
            let package = Package(
                name: "PlayHost",
                dependencies: [.package(name: "animview", path: \(String(reflecting: animviewRoot.path)))],
                targets: [
                    .executableTarget(name: "PlayHost", dependencies: [library] + \(PlayHostPackage.iOSModules)),
                ] + \(PlayHostPackage.iOSModules).map { .target(name: $0, dependencies: [library]) },
            )

            """
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        try writeIfChanged("@_spi(AnimviewPlay) import PlaygroundSupport\n\nPlayHost.main()\n", to: sourceFile)
        // `import UIKit` as iOS files write it: modules that bring AnimKit (UIKitModules/ does the same for packages;
        // these use play's one shared copy of AnimKit).
        for module in Self.iOSModules {
            let file = folder.appendingPathComponent("Sources/\(module)/\(module).swift")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeIfChanged("// `import \(module)` as an iOS file writes it.\n@_exported import AnimKit\n", to: file)
        }
    }

    /// The flags of swift build's command that compiled the `PlayHost` module which matter to a module importing the same
    /// libraries: module and header search paths, module maps, the target, the module cache and the conditions.
    static func compileFlags(in output: [String]) -> [String]? {
        guard let line = output.first(where: { $0.contains("swiftc") && $0.contains("-module-name PlayHost ") }) else { return nil }
        let words = ShellWords.split(line)
        var flags: [String] = []
        var index = 1
        while index < words.count {
            let word = words[index]
            index += 1
            if ["-I", "-Xcc", "-target", "-sdk", "-module-cache-path", "-resource-dir"].contains(word), index < words.count {
                flags += [word, words[index]]
                index += 1
            } else if word.hasPrefix("-I") || word.hasPrefix("-D") {
                flags.append(word)
            }
        }
        return flags
    }
}

/// Writes `text` to `url` unless it already holds it (so that a build sees nothing changed).
func writeIfChanged(_ text: String, to url: URL) throws {
    try ScratchFile.replace(url, with: text, unlessSame: true)
}
