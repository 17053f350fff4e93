import AnimKit
import AnimKitSDL
import AnimKitSnapshotTesting
import AnimKitTesting
import Foundation
import SnapshotTesting
import Testing

/// Animated goldens: the toast of `SnapshotStrategyTests` as a lossless APNG, verified frame by frame.
@MainActor
@Suite("Animated goldens: .film, frame by frame, with a diff film on failure", .serialized)
struct FilmSnapshotTests {
    @Test("an APNG gives back the very frames and the rate it was made of")
    func apngRoundTrip() throws {
        let film = try SceneFilm.record(SnapshotStrategyTests.toast(), to: 0.5, framesPerSecond: 30)
        #expect(film.frames.count == 15 && film.frames.first?.width == 300 && film.frames.first?.height == 120)
        let data = try FilmCodec.apng(film)
        #expect(data.prefix(8) == Data([137, 80, 78, 71, 13, 10, 26, 10]))
        #expect(try FilmCodec.film(apng: data) == film)
        // Bit-exact: the same frames make the same bytes.
        #expect(try FilmCodec.apng(film) == data)
    }

    @Test("the toast's first 1.2 s match the reference in __Snapshots__")
    func filmMatchesReference() {
        assertSnapshot(of: SnapshotStrategyTests.toast(), as: .film(to: 1.2, framesPerSecond: 30))
    }

    @Test("the toast landing 4 points lower fails: which frames differ, and a diff film and a page beside them")
    func regression() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("animview-film-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let message = verifySnapshot(
            of: SnapshotStrategyTests.toast(dropTo: 64), as: .film(to: 1.2, framesPerSecond: 30), named: "1", record: .never,
            testName: "filmMatchesReference()")
        let text = try #require(message)
        #expect(text.contains("the film differs from the reference:\n"), "\(text)")
        // Frame 0 is the same (the toast above the canvas); the spring moves it from there on.
        #expect(text.contains(" of 36 frames differ by more than 0: the first is frame 1 (0.033 s"), "\(text)")
        let diff = try #require(text.split(separator: "\n").first { $0.hasPrefix("diff film: ") }).dropFirst("diff film: ".count)
        let film = try FilmCodec.film(apng: Data(contentsOf: URL(fileURLWithPath: String(diff))))
        #expect(film.frames.count == 36 && film.frames.first?.width == 900)
        #expect(
            FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: String(diff)).deletingLastPathComponent().appendingPathComponent("report.html").path))
        // A film of another length says so: 24 frames against 36.
        let shorter = verifySnapshot(
            of: SnapshotStrategyTests.toast(), as: .film(to: 0.8, framesPerSecond: 30), named: "1", record: .never,
            testName: "filmMatchesReference()")
        #expect(
            shorter?.contains("24 frames at 30 a second (0.800 s) against the reference's 36 at 30 (1.200 s)") == true, "\(shorter ?? "")")
    }
}
