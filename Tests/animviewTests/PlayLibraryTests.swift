import Foundation
import Testing

@testable import PlaygroundSupport

/// A build the previewer cannot load is said in a sentence (the previewer shows it and keeps the last good build).
@Suite("play: loading a build")
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
}
