import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@Suite("ScratchFile: play's messages replaced whole, never half-written, nothing left beside them")
struct ScratchFileTests {
    /// The file's inode: a replacement through a new file has another one; a write in place keeps it.
    static func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    @Test("a replacement is a new file renamed over the old: a reader holding the old one reads it whole")
    func replacesWhole() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let url = try scratch.write("loaded", "build 1\n")
        let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: url))
        defer { try? reader.close() }
        let before = try Self.inode(url)

        try ScratchFile.replace(URL(fileURLWithPath: url), with: Data("build 2, a longer line\n".utf8))

        #expect(try String(contentsOfFile: url, encoding: .utf8) == "build 2, a longer line\n")
        #expect(try Self.inode(url) != before)
        #expect(String(decoding: reader.readAllRetryingInterrupts(), as: UTF8.self) == "build 1\n")
        #expect(scratch.names() == ["loaded"])
    }

    @Test("the same text is not written again (a build sees nothing changed); other text is")
    func unlessSame() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let url = URL(fileURLWithPath: scratch.path("main.swift"))
        try ScratchFile.replace(url, with: "let a = 1\n", unlessSame: true)
        let first = try Self.inode(url.path)

        try ScratchFile.replace(url, with: "let a = 1\n", unlessSame: true)
        #expect(try Self.inode(url.path) == first)
        try ScratchFile.replace(url, with: "let a = 2\n", unlessSame: true)
        #expect(try Self.inode(url.path) != first)
        #expect(try String(contentsOf: url, encoding: .utf8) == "let a = 2\n")
    }

    @Test("a folder that is not there is an OutputError naming the file; nothing is made")
    func missingFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let url = URL(fileURLWithPath: scratch.path("gone/checked"))
        #expect {
            try ScratchFile.replace(url, with: Data("ok\n".utf8))
        } throws: { error in
            (error as? OutputError)?.description.contains(url.path) == true
        }
        #expect(scratch.names().isEmpty)
    }
}
