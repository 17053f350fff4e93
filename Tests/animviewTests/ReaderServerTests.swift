import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// play's reader kept running between saves (`play-reader serve`): one process for many reads, started again when it
/// ended, and the answers the same as a reader of its own gives.
@Suite("play's Swift reader, kept running between reads")
struct ReaderServerTests {
    @Test(
        "two reads are answered by one reader; killed, it is started again at the next read; a tab in a path is read by a reader of its own"
    )
    func oneReaderForManyReads() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let reader = try #require(try ModulePortTests.preparedReader())
        #expect(reader.server.processIdentifier == nil)
        let card = URL(fileURLWithPath: try scratch.write("Card.swift", "import UIKit\nlet a = 12\nlet b = 0.5\n"))
        let first = try reader.read(card, isMain: true)
        let serving = try #require(reader.server.processIdentifier)
        #expect(ProcessTree.status(of: serving)?.name == "play-reader")
        #expect(first.literals.map(\.kind) == ["I", "F"])
        #expect(try reader.read(card, isMain: true).literals.map(\.range) == first.literals.map(\.range))
        #expect(reader.server.processIdentifier == serving)
        // Ended between two saves: the next read starts another.
        kill(serving, SIGKILL)
        #expect(VirtualDisplay.wait(seconds: 10) { reader.server.processIdentifier == nil })
        #expect(try reader.read(card, isMain: true).literals.map(\.range) == first.literals.map(\.range))
        let restarted = try #require(reader.server.processIdentifier)
        #expect(restarted != serving)
        // A path a request line cannot carry.
        let tabbed = URL(fileURLWithPath: try scratch.write("Tab\tbed.swift", "let c = \"hi\"\n"))
        #expect(try reader.read(tabbed, isMain: true).literals.map(\.kind) == ["S"])
    }

    @Test("a file that cannot be read is a clear error, and the reader goes on answering")
    func unreadableFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let reader = try #require(try ModulePortTests.preparedReader())
        let missing = URL(fileURLWithPath: scratch.path("Gone.swift"))
        #expect {
            try reader.read(missing, isMain: true)
        } throws: { error in
            "\(error)".contains("play's Swift reader could not read Gone.swift: cannot read \(missing.path)")
        }
        let card = URL(fileURLWithPath: try scratch.write("Card.swift", "let a = true\n"))
        #expect(try reader.read(card, isMain: true).literals.map(\.kind) == ["B"])
    }
}
