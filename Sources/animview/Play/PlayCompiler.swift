import AnimKitSDL
import Foundation

/// Compiles the user's files into a shared library the previewer loads: the compiler and the linker run directly —
/// no package to plan, no build system, no driver — against the AnimKit libraries of the ``PlayHostPackage``.
///
/// The first build asks `swiftc` for its two commands (the frontend's, with `-###`; the linker's, printed with `-v`
/// by a real link through `lld`) and keeps them: later builds of the same files run exactly those, which saves the
/// driver's own tenth of a second per save. Each build is numbered and has a library file of its own (a library
/// loaded once cannot be replaced in a process); the first file is compiled as `main.swift`, whose top-level code
/// becomes the entry point the previewer calls.
final class PlayCompiler {
    /// The flags swift build compiled the previewer's module with (``PlayHostPackage/compileFlags(in:)``).
    let flags: [String]
    /// Where `libAnimKitPlay.so` is.
    let libraries: URL
    let swift6: Bool
    /// Where the builds go.
    let folder: URL
    /// The frontend's command for the files last compiled, and those files.
    private var frontend: (command: [String], sources: [URL])?
    /// The linker's command, with the library's path at `output`.
    private var linker: (command: [String], output: Int)?
    /// Whether literals are compiled as design-time lookups: until the files compile only without.
    private(set) var rewritesLiterals = true
    /// The shared libraries the previewer has loaded (``PlayChecker/loadedLibraries()``): later links leave them out.
    var loadedLibraries: Set<String> = []

    init(flags: [String], libraries: URL, swift6: Bool, folder: URL) {
        self.flags = flags
        self.libraries = libraries
        self.swift6 = swift6
        self.folder = folder
    }

    /// Builds the files as `scans` read them: with their literals as design-time lookups while they compile so, else as
    /// written (and the errors are then the compiler's on the user's own text, lines and columns as they wrote them).
    /// Returns the build and whether its literals are lookups; throws ``Cancelled`` when `cancel` says so (a newer save).
    func build(
        _ project: PlayProject, scans: [LiteralScan], number: Int, keeping: [URL], cancel: () -> Bool = { false }
    ) throws -> (PlayCompilation, rewritten: Bool) {
        let problems = zip(project.files, scans).flatMap { PortEdits.errors(for: $1.problems, in: $1.source, path: $0.path) }
        guard problems.isEmpty else {
            let refused = PlayBuild(succeeded: false, seconds: 0, errors: problems, output: problems)
            return (PlayCompilation(build: refused, library: folder.appendingPathComponent("libPlay-\(number).so")), false)
        }
        if rewritesLiterals {
            let rewritten = try compile(try project.write(scans, rewriting: true), number: number, keeping: keeping, cancel: cancel)
            if rewritten.build.succeeded { return (rewritten, true) }
        }
        var plain = try compile(try project.write(scans, rewriting: false), number: number, keeping: keeping, cancel: cancel)
        plain.build = plain.build.withUserColumns(files: project.files, scans: scans)
        if plain.build.succeeded && rewritesLiterals {
            rewritesLiterals = false
            try say("animview: with its literals as design-time values \(project.name) did not compile; literal edits rebuild from now on")
        }
        return (plain, false)
    }

    /// The C name of the top-level code's function (PlaygroundSupport's `PlayLibrary` calls it by this name).
    static let entryPoint = "animview_play_main"

    private var object: URL { folder.appendingPathComponent("build.o") }

    /// Compiles `sources` (the first is the program's `main.swift`) into build `number`; the library is there when it built.
    ///
    /// Earlier builds are removed first, except `keeping` (the last good ones, which `play` opens again after a crash);
    /// a library already loaded stays in the process that loaded it.
    func compile(_ sources: [URL], number: Int, keeping: [URL], cancel: () -> Bool = { false }) throws -> PlayCompilation {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where !keeping.contains(where: { $0.lastPathComponent == name }) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let library = folder.appendingPathComponent("libPlay-\(number).so")
        let compile = try PlayBuild.run("the compiler", arguments: try frontendCommand(for: sources), grace: 2, cancel: cancel)
        guard compile.succeeded else { return PlayCompilation(build: compile, library: library, compileSeconds: compile.seconds) }
        guard !cancel() else { throw Cancelled() }
        let link = try self.link(to: library)
        let build = PlayBuild(
            succeeded: link.succeeded, seconds: compile.seconds + link.seconds, errors: link.errors, output: compile.output + link.output)
        return PlayCompilation(build: build, library: library, compileSeconds: compile.seconds, linkSeconds: link.seconds)
    }

    /// The frontend's command that compiles `sources` into ``object``, asked of the driver once per set of files.
    private func frontendCommand(for sources: [URL]) throws -> [String] {
        if let frontend, frontend.sources == sources { return frontend.command }
        // For debugging, as Xcode builds an app's code for its previews: `#if DEBUG` holds, whatever AnimKit was built as.
        let driver =
            ["swiftc", "-c", "-wmo", "-g", "-Onone", "-D", "DEBUG", "-module-name", "Play", "-swift-version", swift6 ? "6" : "5"]
            + flags + [
                "-Xfrontend", "-entry-point-function-name", "-Xfrontend", PlayCompiler.entryPoint,
            ] + sources.map(\.path) + ["-o", object.path]
        // The frontend's command names files the driver planned in its temporary folder (the supplementary outputs' map of
        // several files): a folder of the project's own, kept with it, beside the builds (which each build empties).
        let planned = folder.deletingLastPathComponent().appendingPathComponent("driver-files")
        try? FileManager.default.removeItem(at: planned)
        let plan = try PlayBuild.run("swiftc -###", arguments: driver + ["-###"], grace: 2, temporary: planned)
        // One job (whole-module): its line names the frontend first.
        guard plan.succeeded, let line = plan.output.last(where: { $0.contains("-frontend") }) else { return driver }
        let command = ShellWords.split(line)
        frontend = (command, sources)
        return command
    }

    /// Links ``object`` into `library`: the first time through the driver (with lld, printing its linker's command), then with that command.
    private func link(to library: URL) throws -> PlayBuild {
        if let linker {
            var command = linker.command
            command[linker.output] = library.path
            return try PlayBuild.run("the linker", arguments: Self.leavingOut(loadedLibraries, from: command), grace: 2)
        }
        let driver = [
            "swiftc", "-emit-library", object.path, "-L", libraries.path, "-lAnimKitPlay", "-Xlinker", "-rpath", "-Xlinker",
            libraries.path, "-o", library.path,
        ]
        let traced = try PlayBuild.run("the linker", arguments: driver + ["-use-ld=lld", "-v"], grace: 2)
        if traced.succeeded, let line = traced.output.last(where: { $0.contains("ld.lld") && $0.contains(" -shared ") }) {
            let command = ShellWords.split(line)
            if let flag = command.firstIndex(of: "-o"), flag + 1 < command.count, command[flag + 1] == library.path {
                linker = (command, flag + 1)
            }
            return traced
        }
        // No lld here: the driver links with its default linker, every time.
        return try PlayBuild.run("the linker", arguments: driver, grace: 2)
    }
}

extension PlayCompiler {
    /// The library of generic code specialised in advance that unoptimised builds (which play's are) call into.
    static let ononeSupport = "swiftSwiftOnoneSupport"

    /// The linker's `command` without the `-lNAME` of libraries in `loaded` (file names, `libNAME.so` or
    /// `libNAME.so.N`): the previewer that loads the library has them already, and their symbols are found there when it
    /// is loaded (a shared library may leave symbols to its loader). Reading the Swift runtime's and Foundation's
    /// symbol tables was a third of each link (about 18 of 55 ms); libraries the previewer lacks stay. So does
    /// ``ononeSupport``: the optimised previewer does not link it, so it is loaded only as a dependency of the first
    /// build, where its symbols stay local to that build, and a later build left without it could not be loaded.
    static func leavingOut(_ loaded: Set<String>, from command: [String]) -> [String] {
        guard !loaded.isEmpty else { return command }
        return command.filter { word in
            guard word.hasPrefix("-l"), word.count > 2, word != "-l" + ononeSupport else { return true }
            let file = "lib\(word.dropFirst(2)).so"
            return !loaded.contains { $0 == file || $0.hasPrefix(file + ".") }
        }
    }
}

/// One build of the user's files: how it went, where its library is, and how long compiling and linking took.
struct PlayCompilation {
    var build: PlayBuild
    let library: URL
    var compileSeconds: TimeInterval = 0
    var linkSeconds: TimeInterval = 0
}
