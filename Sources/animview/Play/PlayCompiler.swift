import AnimKitSDL
import Foundation

/// Compiles the user's files into a shared library the previewer loads: `swiftc` run directly — no package to plan,
/// no build system — against the AnimKit libraries of the ``PlayHostPackage``.
///
/// Each build is numbered and has a file of its own (a library loaded once cannot be replaced in a process); the
/// first file is compiled as `main.swift`, whose top-level code becomes the entry point the previewer calls.
struct PlayCompiler {
    /// The flags swift build compiled the previewer's module with (``PlayHostPackage/compileFlags(in:)``).
    let flags: [String]
    /// Where `libAnimKitPlay.so` is.
    let libraries: URL
    let swift6: Bool
    /// Where the builds go.
    let folder: URL

    /// Compiles `sources` (the first is the program's `main.swift`) into build `number`; the library is there when it built.
    ///
    /// Earlier builds are removed first, except `keeping` (the last good one, which `play` opens again after a crash);
    /// a library already loaded stays in the process that loaded it.
    func compile(_ sources: [URL], number: Int, keeping: URL?) throws -> (build: PlayBuild, library: URL) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name != keeping?.lastPathComponent {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let object = folder.appendingPathComponent("\(number).o")
        let library = folder.appendingPathComponent("libPlay-\(number).so")
        defer { try? FileManager.default.removeItem(at: object) }
        let compile = try PlayBuild.run(
            "swiftc",
            arguments: ["swiftc", "-c", "-wmo", "-g", "-Onone", "-module-name", "Play", "-swift-version", swift6 ? "6" : "5"] + flags + [
                "-Xfrontend", "-entry-point-function-name", "-Xfrontend", PlayCompiler.entryPoint,
            ] + sources.map(\.path) + ["-o", object.path], grace: 2)
        guard compile.succeeded else { return (compile, library) }
        let link = try PlayBuild.run(
            "the linker",
            arguments: [
                "swiftc", "-emit-library", object.path, "-L", libraries.path, "-lAnimKitPlay", "-Xlinker", "-rpath", "-Xlinker",
                libraries.path, "-o", library.path,
            ], grace: 2)
        return (
            PlayBuild(
                succeeded: link.succeeded, seconds: compile.seconds + link.seconds, errors: link.errors,
                output: compile.output + link.output), library
        )
    }

    /// The C name of the top-level code's function (PlaygroundSupport's `PlayLibrary` calls it by this name).
    static let entryPoint = "animview_play_main"

    /// The number of the build in `library`'s name.
    static func number(of library: String) -> Int? {
        let name = URL(fileURLWithPath: library).lastPathComponent
        guard name.hasPrefix("libPlay-"), name.hasSuffix(".so") else { return nil }
        return Int(name.dropFirst("libPlay-".count).dropLast(3))
    }
}
