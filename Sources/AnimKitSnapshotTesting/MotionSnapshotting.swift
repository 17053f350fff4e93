// Compiled with the package's SnapshotTesting trait only (Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
    import AnimKit
    import AnimKitSDL
    import AnimKitTesting
    import Foundation
    import SnapshotTesting

    extension Snapshotting where Value == AnimView.PreviewScene, Format == String {
        /// The scene's whole motion — the animators that ran with their timing, and every view's presentation values frame
        /// by frame, the lines `animview sample` prints — stored as `.jsonl`; a failure says what moves otherwise, a line per
        /// animator and per view and property, in words and numbers.
        ///
        /// ```swift
        /// assertSnapshot(of: toast, as: .motion())
        /// // the motion differs from the reference:
        /// // animator toast · UIViewPropertyAnimator: delay 0.000 s → 0.050 s
        /// // toast.center.y: delay 0.000 s → 0.050 s; starts moving 0.000 s → 0.050 s; ends at 120 (same); …
        /// ```
        ///
        /// `duration` is how many seconds are recorded (by default until every animator has ended); values and times within
        /// `tolerance` of the reference's pass.
        public static func motion(
            duration: TimeInterval? = nil, framesPerSecond: Double = 60, tolerance: MotionTolerance = .exact
        ) -> Snapshotting {
            Snapshotting(pathExtension: "jsonl", diffing: .motion(tolerance)) { scene in
                MainActor.assumeIsolated {
                    do {
                        return try SceneMotion.record(scene, duration: duration, framesPerSecond: framesPerSecond).jsonLines
                    } catch {
                        return "error: \(error)\n"
                    }
                }
            }
        }
    }

    extension Diffing where Value == String {
        /// Recordings compared as motion (``SceneMotion``): the same motion passes even when the bytes differ, as does one
        /// within `tolerance`.
        static func motion(_ tolerance: MotionTolerance) -> Diffing {
            .diff(
                toData: { Data($0.utf8) },
                fromData: { String(decoding: $0, as: UTF8.self) },
                diffV2: { reference, actual in
                    guard reference != actual else { return nil }
                    do {
                        let lines = try SceneMotion(jsonLines: actual).difference(
                            from: SceneMotion(jsonLines: reference), tolerance: tolerance)
                        return lines.isEmpty ? nil : ("the motion differs from the reference:\n" + lines.joined(separator: "\n"), [])
                    } catch {
                        return (actual.hasPrefix("error: ") ? String(actual.dropFirst(7)) : "\(error)", [])
                    }
                })
        }
    }
#endif
