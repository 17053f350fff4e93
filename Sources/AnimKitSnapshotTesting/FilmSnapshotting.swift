// Compiled with the package's SnapshotTesting trait only (Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
    import AnimKit
    import AnimKitSDL
    import AnimKitTesting
    import Foundation
    import SnapshotTesting

    extension Snapshotting where Value == AnimView.PreviewScene, Format == FilmCodec.Film {
        /// The scene from `from` up to `to` seconds, `framesPerSecond` frames a second, stored as a lossless animated PNG
        /// (it plays in a pull request) and verified frame by frame.
        ///
        /// ```swift
        /// assertSnapshot(of: toast, as: .film(to: 1.2))
        /// ```
        /// The film keeps the scene's motion too (in a text chunk of the APNG). A failure says which frames differ and how
        /// much, or how the frame counts and rates differ, then what moved otherwise (the motion diff of
        /// `SceneMotion.difference(from:tolerance:)`); it writes a diff film — reference | actual | where they differ, red
        /// over grey — and a page with the message on top and the frames in a strip to scrub, in `SNAPSHOT_ARTIFACTS` (else
        /// the temporary folder); the message names both files.
        public static func film(
            from: TimeInterval = 0, to: TimeInterval, framesPerSecond: Double = 60, tolerance: UInt8 = 0
        ) -> Snapshotting {
            let failure = SnapshotFailure()
            return Snapshotting(pathExtension: "png", diffing: .film(tolerance: tolerance, failure: failure)) { scene in
                MainActor.assumeIsolated {
                    do {
                        return try SceneFilm.record(scene, from: from, to: to, framesPerSecond: framesPerSecond)
                    } catch {
                        failure.message = "\(error)"
                        return FilmCodec.Film(frames: [SceneFrames.blank], framesPerSecond: framesPerSecond)
                    }
                }
            }
        }
    }

    extension Diffing where Value == FilmCodec.Film {
        /// Films compared frame by frame, within `tolerance` per channel; stored as APNG.
        static func film(tolerance: UInt8, failure: SnapshotFailure) -> Diffing {
            .diff(
                toData: { film in MainActor.assumeIsolated { (try? FilmCodec.apng(film)) ?? Data() } },
                fromData: { data in
                    MainActor.assumeIsolated { (try? FilmCodec.film(apng: data)) ?? FilmCodec.Film(frames: [], framesPerSecond: 0) }
                },
                diffV2: { reference, actual in
                    if let message = failure.message { return ("could not draw the scene: \(message)", []) }
                    let message = MainActor.assumeIsolated { () -> String? in
                        let lines = SceneFilm.difference(of: actual, from: reference, tolerance: tolerance)
                        guard !lines.isEmpty else { return nil }
                        let motion = SceneFilm.motionDifference(of: actual, from: reference)
                        let written = FilmReport.write(
                            motion: motion, frames: lines, actual: actual, reference: reference, tolerance: tolerance)
                        return (["the film differs from the reference:"] + lines + motion + written).joined(separator: "\n")
                    }
                    return message.map { ($0, []) }
                })
        }
    }
#endif
