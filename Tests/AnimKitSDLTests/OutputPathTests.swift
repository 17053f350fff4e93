import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@Suite("OutputFile and FramesFolder: checks before work, nothing removed that they did not make")
struct OutputPathTests {
    @Test("a frames folder is created only when asked, and removed again, with its new parents, if no frame went in")
    func unusedFolderIsRemoved() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = try FramesFolder(scratch.path("a/b/c"))

        #expect(scratch.names().isEmpty)
        try folder.create()
        #expect(scratch.names(in: "a/b") == ["c"])
        folder.removeIfUnused()

        #expect(scratch.names().isEmpty)
    }

    @Test("a folder that existed before is never removed, even when no frame went in")
    func existingFolderStays() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("frames"), withIntermediateDirectories: false)
        let folder = try FramesFolder(scratch.path("frames"))

        try folder.create()
        folder.removeIfUnused()

        #expect(scratch.names() == ["frames"])
    }

    @Test("a failed write leaves neither the temporary file nor a changed destination")
    func failedWrite() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // An earlier run's PNG, which a new one may replace.
        let before = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("before".utf8)
        try before.write(to: URL(fileURLWithPath: scratch.path("out.png")))
        let file = try OutputFile(scratch.path("out.png"))
        struct Failure: Error {}

        #expect(throws: Failure.self) {
            try file.write { temporary in
                try Data("half".utf8).write(to: temporary)
                throw Failure()
            }
        }

        #expect(scratch.names() == ["out.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path("out.png"))) == before)
    }

    @Test("a path that became a folder while writing is left alone")
    func destinationChangedMeanwhile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try OutputFile(scratch.path("out.png"))

        #expect(throws: OutputError.self) {
            try file.write { temporary in
                try Data("png".utf8).write(to: temporary)
                try FileManager.default.createDirectory(atPath: scratch.path("out.png"), withIntermediateDirectories: false)
            }
        }

        #expect(scratch.names() == ["out.png"])
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: scratch.path("out.png"), isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("a file that holds anything but what animview writes is refused by name and kept; an empty one, or an earlier output, may go")
    func foreignFileRefused() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("scene.json", "{\"views\": []}")
        try scratch.write("notes.png", "my notes")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.png"), withDestinationPath: "scene.json")
        for name in ["scene.json", "notes.png", "link.png"] {
            #expect(throws: OutputError.self) { try OutputFile(scratch.path(name)) }
        }
        #expect(scratch.text("scene.json") == "{\"views\": []}" && scratch.text("notes.png") == "my notes")
        try scratch.write("empty.png", "")
        try scratch.write("trace.jsonl", "{\"animators\":[],\"events\":[],\"frame\":0}\n")
        try scratch.write("frames.log", "frame target_ms actual_ms\n")
        try scratch.write("chart.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>")
        for name in ["empty.png", "trace.jsonl", "frames.log", "chart.svg"] { _ = try OutputFile(scratch.path(name)) }
    }
}
