import AnimKitSDL
import Foundation
import Testing

@testable import animview

/// `animview bench tune`'s parts that need no window: the gallery's screens as play opens them, and the line a script
/// reads, for one screen and for many.
@MainActor
@Suite("bench tune: gallery screens and the line it prints")
struct TuneBenchmarkTests {
    @Test("a gallery scene is a main file showing it, then the gallery's own sources as they are; an unknown name is refused")
    func galleryScreens() throws {
        let root = try PlayProject.animviewRoot(environment: [:])
        #expect(GalleryTuneScreen.names.count == 16 && GalleryTuneScreen.names.contains("keyframes"))
        let sources = try GalleryTuneScreen.sources(of: "keyframes", root: root)
        #expect(sources.first?.name == "Gallery.swift" && sources.first?.text.contains("let scene = KeyframesDemo()") == true)
        let demos = root.appendingPathComponent("Sources/animview/Demos")
        let names = try FileManager.default.contentsOfDirectory(atPath: demos.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(sources.dropFirst().map(\.name) == names)
        for source in sources.dropFirst() {
            #expect(source.text == (try String(contentsOf: demos.appendingPathComponent(source.name), encoding: .utf8)))
        }
        #expect(throws: PlayError.self) { try GalleryTuneScreen.sources(of: "nope", root: root) }
    }

    @Test("the line: the 95th percentile of every step, writes, literal tokens only, rebuilt samples; summed over screens")
    func line() {
        let first = TuneBenchmark.Outcome(steps: ["duration": (1...20).map(Double.init)], written: 2, tuned: 2, rebuilt: 5, samples: 5)
        #expect(first.line == "tune drag_p95_ms=19.0 writes=2/2 literal_only=yes rebuilt_equal=5/5")
        let second = TuneBenchmark.Outcome(
            steps: ["duration": [40], "spring": [30]], written: 1, tuned: 2, rebuilt: 4, samples: 5, literalOnly: false)
        let both = first.adding(second)
        #expect(both.steps["duration"]?.count == 21 && both.steps["spring"] == [30])
        // 22 steps: the nearest rank of the 95th percentile is ⌈20.9⌉ = 21, the 21st smallest of 1…20, 30, 40.
        #expect(both.line == "tune drag_p95_ms=30.0 writes=3/4 literal_only=no rebuilt_equal=9/10")
    }
}
