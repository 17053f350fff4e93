import AnimKitSDL
import Foundation
import Testing

/// A film's estimated memory and size, and the refusal of one that cannot fit.
@Suite("Film cost: estimated before drawing, refused in a sentence when it cannot fit")
struct FilmCostTests {
    @Test("a GIF holds every RGBA frame until its palette is made: 60 000 frames of 800 × 500 are 96 GB; an MP4 streams")
    func memory() {
        let gif = FilmCost(format: .gif, width: 800, height: 500, frames: 60_000)
        #expect(gif.memory == 60_000 * 800 * 500 * 4)
        #expect(gif.disk == Int(60_000.0 * 800 * 500 * 0.05))
        #expect(FilmCost(format: .mp4, width: 800, height: 500, frames: 60_000).memory == 0)
    }

    @Test("check: refused with the estimate and what to do when memory or disk is short; allowed when both fit")
    func check() throws {
        let gif = FilmCost(format: .gif, width: 800, height: 500, frames: 60_000)
        #expect {
            try gif.check(availableMemory: 24_000_000_000, freeDisk: nil, describing: "a 60000-frame GIF of 800×500")
        } throws: { error in
            let error = error as? ExportError
            return error?.exitStatus == 73
                && error?.description.hasPrefix(
                    "a 60000-frame GIF of 800×500 needs about 96 GB of memory while ffmpeg builds its palette, and 24 GB is available;")
                    == true
                && error?.description.hasSuffix("or give --force to try anyway") == true
        }
        let mp4 = FilmCost(format: .mp4, width: 800, height: 500, frames: 3600)
        #expect(throws: ExportError.self) { try mp4.check(availableMemory: nil, freeDisk: 1_000_000, describing: "spin") }
        try mp4.check(availableMemory: 0, freeDisk: 10_080_001, describing: "spin")
    }
}
