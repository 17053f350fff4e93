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
        try scratch.write("out.png", "before")
        let file = try OutputFile(scratch.path("out.png"))
        struct Failure: Error {}

        #expect(throws: Failure.self) {
            try file.write { temporary in
                try Data("half".utf8).write(to: temporary)
                throw Failure()
            }
        }

        #expect(scratch.names() == ["out.png"])
        #expect(scratch.text("out.png") == "before")
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
}
