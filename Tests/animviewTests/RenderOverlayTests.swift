import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// `animview render --overlay`, end to end: trails and ghosts drawn over the frame, the frame without it unchanged, and
/// refusals said in one sentence.
@Suite("animview render --overlay, end to end")
struct RenderOverlayTests {
    @Test("trail,onion draws over the keyframes demo; the plain frame is the same bytes as ever; bad words are refused")
    func renderOverlays() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (plain, again, drawn) = (scratch.path("plain.png"), scratch.path("again.png"), scratch.path("drawn.png"))
        #expect(try runAnimview(["render", "keyframes", "--at", "1", "--out", plain]).status == 0)
        #expect(try runAnimview(["render", "keyframes", "--at", "1", "--out", again, "--overlay", "trail"]).status == 0)
        let run = try runAnimview([
            "render", "keyframes", "--at", "1", "--out", drawn, "--overlay", "trail,onion", "--ghosts", "4", "--select", "linear,cubic",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        // The README's command, as it prints it.
        let readme = try runAnimview([
            "render", "keyframes", "--at", "1", "--overlay", "trail,onion,graph", "--out", scratch.path("motion.png"),
        ])
        #expect(readme.status == 0 && FileManager.default.fileExists(atPath: scratch.path("motion.png")), "\(readme.standardError)")
        let bytes = try [plain, again, drawn].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0] != bytes[1] && bytes[1] != bytes[2] && bytes[0].count > 1000)
        let refused = try runAnimview(["render", "keyframes", "--at", "1", "--out", scratch.path("x.png"), "--overlay", "sparkles"])
        #expect(
            refused.status == 64
                && refused.standardError.contains("--overlay takes trail, onion, graph or several (trail,onion,graph), not sparkles"))
        let unknown = try runAnimview([
            "render", "keyframes", "--at", "1", "--out", scratch.path("y.png"), "--overlay", "trail", "--select", "nobody",
        ])
        #expect(unknown.status == 64 && unknown.standardError.contains("--select: no view is named nobody"), "\(unknown.standardError)")
        #expect(
            !FileManager.default.fileExists(atPath: scratch.path("x.png")) && !FileManager.default.fileExists(atPath: scratch.path("y.png"))
        )
    }

    @Test("play --headless hands the overlay options to the program as it reads them; without --headless they are refused")
    func playForwards() throws {
        let play = try AnimView.Play.parse([
            "Card.swift", "--headless", "--at", "1", "--out", "x.png", "--overlay", "trail,graph", "--select", "card",
        ])
        #expect(play.headlessArguments.suffix(4) == ["--overlay", "trail,graph", "--select", "card"])
        // Checked before anything is built, with the program's own words.
        #expect(throws: (any Error).self) {
            try AnimView.Play.parse([
                "Card.swift", "--headless", "--at", "1", "--out", "x.png", "--overlay", "trail", "--ghosts-at", "ends",
            ])
        }
        let onion = try AnimView.Play.parse([
            "Card.swift", "--headless", "--at", "1", "--out", "x.png", "--overlay", "onion", "--ghosts", "4",
        ])
        #expect(try HeadlessPreview.parse(onion.headlessArguments)?.overlays.ghosts == 4)
        #expect(throws: (any Error).self) { try AnimView.Play.parse(["Card.swift", "--overlay", "trail"]) }
    }
}
