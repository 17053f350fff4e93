import AnimKitTestSupport
import Foundation
import Testing

/// `bench render --floor-scenes DIR` writes its scene files into a folder that exists, and never over a file there.
@Suite("bench render --floor-scenes: an existing folder, nothing in it written over")
struct FloorScenesTests {
    @Test("a rings-10.scene already in the folder: refused before any work (exit 64), the file as it was")
    func existingSceneFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("rings-10.scene", "mine")
        let run = try runAnimview(["bench", "render", "--count", "10", "--frames", "1", "--floor-scenes", scratch.url.path])
        #expect(run.status == 64)
        #expect(run.standardError.contains("rings-10.scene is already in"))
        #expect(scratch.names() == ["rings-10.scene"] && scratch.text("rings-10.scene") == "mine")
    }

    @Test("a file, not a folder, is refused (exit 64) and left alone")
    func fileNotFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("plain.txt", "mine")
        let run = try runAnimview(["bench", "render", "--count", "10", "--frames", "1", "--floor-scenes", scratch.path("plain.txt")])
        #expect(run.status == 64 && run.standardError.contains("must be an existing directory"))
        #expect(scratch.text("plain.txt") == "mine")
    }
}
