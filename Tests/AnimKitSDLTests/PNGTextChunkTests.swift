import Foundation
import Testing

@testable import AnimKitSDL

/// Text kept in a PNG: written as the PNG specification's `iTXt` chunk, with its CRC, read back, replaced.
@MainActor
@Suite("PNG text chunks")
struct PNGTextChunkTests {
    @Test("the CRC is ISO 3309's (the values every PNG's IEND chunk and the check string give)")
    func crc() {
        #expect(PNGTextChunk.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGTextChunk.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("text added before IEND reads back, UTF-8 included; adding again replaces it; a PNG without it has none")
    func roundTrip() throws {
        let image = try #require(FrameImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        let png = try image.pngData()
        #expect(PNGTextChunk.text(keyword: "animview-motion", in: png) == nil)
        let once = try PNGTextChunk.adding("Δ 1\n{\"a\":1}", keyword: "animview-motion", to: png)
        #expect(PNGTextChunk.text(keyword: "animview-motion", in: once) == "Δ 1\n{\"a\":1}")
        #expect(PNGTextChunk.text(keyword: "animview", in: once) == nil)
        let twice = try PNGTextChunk.adding("second", keyword: "animview-motion", to: once)
        #expect(PNGTextChunk.text(keyword: "animview-motion", in: twice) == "second")
        #expect(twice.count == png.count + 12 + "animview-motion".count + 5 + "second".count)
        // The file still ends with IEND, and SDL_image reads its pixels.
        #expect(twice.suffix(8) == png.suffix(8))
        #expect(try FrameImage(imageData: twice) == image)
        #expect(throws: ExportError.self) { try PNGTextChunk.adding("x", keyword: "k", to: Data("not a png".utf8)) }
    }
}
