import AnimKitTestSupport
import Foundation
import Testing

@testable import PlaygroundSupport
@testable import animview

/// A build the previewer cannot load is said in a sentence (the previewer shows it and keeps the last good build); a
/// build run again lets go of what its last run's globals held.
@Suite("play: loading a build")
@MainActor
struct PlayLibraryTests {
    @Test("no file, a file that is not a library, a library without top-level code: each refused with why")
    func refusals() throws {
        #expect(throws: PlayHostError.self) { try PlayLibrary(path: "/nonexistent/libPlay-1.so") }
        do {
            _ = try PlayLibrary(path: "/nonexistent/libPlay-1.so")
        } catch {
            #expect(error.description.hasPrefix("the build could not be loaded: /nonexistent/libPlay-1.so: cannot open shared object file"))
        }
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("animview-not-a-library-\(getpid()).so")
        try Data("not a library".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        do {
            _ = try PlayLibrary(path: text.path)
            Issue.record("a text file loaded")
        } catch {
            #expect(error.description.contains("the build could not be loaded"), "\(error)")
        }
        // The C library is a library, with no top-level code of play's.
        do {
            _ = try PlayLibrary(path: "libc.so.6")
            Issue.record("libc loaded as a build")
        } catch {
            #expect(error.description == "the build has no top-level code to run (animview_play_main is missing)")
        }
    }

    /// A program whose globals hold probes that log when they are made and freed, and what a global holds then.
    static func program(logging log: String) -> String {
        """
        import Foundation

        func note(_ line: String) {
            let handle = FileHandle(forWritingAtPath: \(String(reflecting: log)))!
            handle.seekToEndOfFile()
            handle.write(Data((line + "\\n").utf8))
            handle.closeFile()
        }

        final class Probe {
            nonisolated(unsafe) static var made = 0
            let number: Int
            init() {
                Probe.made += 1
                number = Probe.made
                note("made \\(number)")
            }
            deinit { note("freed \\(number) while card is \\(card.number)") }
        }

        let card = Probe()
        var label: Probe? = Probe()
        let (badge, count) = (Probe(), 2)
        weak var watcher: Probe? = card
        note("ran \\(count)")

        """
    }

    @Test("run again, a build's globals let go of the last run's values once they hold the new ones; the first run frees nothing")
    func runAgainFreesGlobals() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let log = try scratch.write("log.txt", "")
        let source = Self.program(logging: log)
        let ported = try LiteralScan(source, isMain: true, named: "main.swift").ported
        #expect(ported.hasPrefix(source), "nothing the user wrote moves")
        let main = try scratch.write("main.swift", ported)
        let object = scratch.path("main.o"), library = scratch.path("libPlay-1.so")
        for arguments in [
            [
                "swiftc", "-c", "-wmo", "-Onone", "-module-name", "Play", "-swift-version", "5", "-warnings-as-errors", "-Xfrontend",
                "-entry-point-function-name", "-Xfrontend", PlayLibrary.entryPoint, main, "-o", object,
            ],
            ["swiftc", "-emit-library", object, "-o", library],
        ] {
            let compiler = Process()
            compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            compiler.arguments = arguments
            try compiler.run()
            compiler.waitUntilExit()
            try #require(compiler.terminationStatus == 0)
        }
        let build = try PlayLibrary(path: library)
        build.runTopLevelCode()
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "made 1\nmade 2\nmade 3\nran 2\n")
        build.runTopLevelCode()
        let second = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").dropFirst(4)
        // The weak global is left as it is (it owns nothing); the three the last run made are freed, in the order
        // declared, after this run made theirs.
        #expect(
            Array(second) == [
                "made 4", "made 5", "made 6", "ran 2", "freed 1 while card is 4", "freed 2 while card is 4", "freed 3 while card is 4",
            ])
    }
}
