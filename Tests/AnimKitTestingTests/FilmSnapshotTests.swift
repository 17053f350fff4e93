// Compiled with the package's SnapshotTesting trait only (Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
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
            // The motion rides along in a text chunk: the recording's header and a line a frame from 0 to 0.5 s, both ends.
            let kept = film.motion
            let motion = try #require(kept)
            let lines = motion.split(separator: "\n")
            #expect(lines.first?.contains("\"format\":\"animview motion\"") == true && lines.count == 1 + 16, "\(lines.count)")
            #expect(data.range(of: Data("iTXtanimview-motion".utf8)) != nil)
            // Without motion, no chunk: the frames alone, as before films kept it.
            let framesAlone = try FilmCodec.apng(FilmCodec.Film(frames: film.frames, framesPerSecond: 30))
            #expect(try FilmCodec.film(apng: framesAlone).motion == nil && framesAlone.count < data.count)
            // Still an image every viewer opens (SDL_image checks the chunk's CRC): its first frame, pixel for pixel.
            #expect(try FrameImage(imageData: data) == film.frames[0])
        }

        @Test("an APNG put together from PNG frames, not encoded again, gives back the frames and the rate, 29.97 included")
        func assembledRoundTrip() throws {
            let film = try SceneFilm.record(SnapshotStrategyTests.toast(), to: 0.3, framesPerSecond: 30)
            let pngs = try FilmCodec.pngFrames(of: film)
            #expect(pngs.count == 9)
            #expect(try FrameImage(imageData: pngs[4]) == film.frames[4])
            for rate in [30, 29.97, 60, 1000 / 7.0] {
                let assembled = try FilmCodec.apng(assembling: pngs, framesPerSecond: rate)
                let back = try FilmCodec.film(apng: assembled)
                #expect(back.frames == film.frames)
                #expect(abs(back.framesPerSecond - rate) < 1e-9, "\(rate) → \(back.framesPerSecond)")
            }
            #expect(throws: ExportError.self) { try FilmCodec.apng(assembling: [], framesPerSecond: 30) }
            let other = try FrameImage(width: 2, height: 2, pixels: [UInt8](repeating: 9, count: 16)).map { try $0.pngData() }
            #expect(throws: ExportError.self) { try FilmCodec.apng(assembling: pngs + [try #require(other)], framesPerSecond: 30) }
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
            // Reference | actual | heat: frame 0 is the same (the heat panel grey, r = g = b), frame 10 differs (red there).
            let reference = try FilmCodec.film(
                apng: Data(
                    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                        .appendingPathComponent("__Snapshots__/FilmSnapshotTests/filmMatchesReference.1.png")))
            func heat(_ frame: FrameImage) -> [Pixel] {
                (0..<120).flatMap { y in (600..<900).map { frame.pixel(x: $0, y: y) } }
            }
            #expect(heat(film.frames[0]).allSatisfy { $0.red == $0.green && $0.green == $0.blue })
            #expect(heat(film.frames[10]).contains { $0.red >= 96 && $0.green == 0 && $0.blue == 0 })
            #expect(
                heat(film.frames[10]).allSatisfy {
                    ($0.red == $0.green && $0.green == $0.blue) || ($0.red >= 96 && $0.green == 0 && $0.blue == 0)
                })
            #expect(
                (0..<120).allSatisfy { y in
                    (0..<300).allSatisfy { x in
                        let (left, expected) = (film.frames[10].pixel(x: x, y: y), reference.frames[10].pixel(x: x, y: y))
                        return left.red == expected.red && left.green == expected.green && left.blue == expected.blue
                    }
                })
            // What moved, from the motion both films keep: the toast's centre ends 4 points lower.
            #expect(text.contains("what moved otherwise:\n  toast.center.y: "), "\(text)")
            #expect(text.contains("ends at 60 → 64"), "\(text)")
            // The page: what moved on top, then every frame of the diff film to scrub, those that differ marked.
            let folder = URL(fileURLWithPath: String(diff)).deletingLastPathComponent()
            let page = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
            let moved = try #require(page.range(of: "toast.center.y: ")), frames = try #require(page.range(of: "of 36 frames differ"))
            #expect(moved.lowerBound < frames.lowerBound)
            #expect(page.contains("<img src=\"frames/0.png\" data-i=\"0\" alt=\"frame 0\">"), "frame 0 is the same")
            #expect(page.contains("<img src=\"frames/1.png\" data-i=\"1\" class=\"differs\" alt=\"frame 1\">"))
            #expect(page.contains("<input id=\"slider\" type=\"range\" min=\"0\" max=\"35\" value=\"1\">"))
            let strip = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path)
            #expect(strip.count == 36)
            let eleventh = try FrameImage(imageData: Data(contentsOf: folder.appendingPathComponent("frames/10.png")))
            #expect(eleventh == film.frames[10])
            // A film of another length says so: 24 frames against 36.
            let shorter = verifySnapshot(
                of: SnapshotStrategyTests.toast(), as: .film(to: 0.8, framesPerSecond: 30), named: "1", record: .never,
                testName: "filmMatchesReference()")
            #expect(
                shorter?.contains("24 frames at 30 a second (0.800 s) against the reference's 36 at 30 (1.200 s)") == true,
                "\(shorter ?? "")")
        }

        @Test("the same motion drawn otherwise, and a reference that keeps no motion, each said in one line")
        func motionLines() throws {
            let film = try SceneFilm.record(SnapshotStrategyTests.toast(), to: 0.5, framesPerSecond: 30)
            let recoloured = FilmCodec.Film(frames: film.frames.reversed(), framesPerSecond: 30, motion: film.motion)
            #expect(
                SceneFilm.motionDifference(of: recoloured, from: film) == [
                    "the motion is the same: what differs is how it is drawn (a colour, an image, text, a layer's content)"
                ])
            let old = FilmCodec.Film(frames: film.frames, framesPerSecond: 30)
            #expect(
                SceneFilm.motionDifference(of: film, from: old) == [
                    "the reference keeps no motion (recorded before films kept it): record it again to see what moved"
                ])
            let broken = FilmCodec.Film(frames: film.frames, framesPerSecond: 30, motion: "{\"animview\":\"motion\"")
            #expect(
                SceneFilm.motionDifference(of: film, from: broken).first?.hasPrefix("the films' motion could not be compared: ") == true)
            #expect(SceneFilm.differingFrames(of: recoloured, from: film).count == 14)
        }
    }
#endif
