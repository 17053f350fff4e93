// Compiled with the package's SnapshotTesting trait only (Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
    import AnimKit
    import AnimKitSDL
    import AnimKitTesting
    import Foundation
    import SnapshotTesting

    extension Snapshotting where Value == AnimView.PreviewScene, Format == FrameImage {
        /// The scene at each of `times`, side by side in one PNG, drawn exactly as the previewer and `animview render --at` draw it.
        ///
        /// ```swift
        /// assertSnapshot(of: AnimView.PreviewScene("toast") { canvas in … }, as: .frames(at: [0, 0.25, 0.5, 1]))
        /// ```
        /// A frame passes when no channel of any pixel differs by more than `tolerance`
        /// (0: the very bytes). The message of a failure says how many pixels differ and by how much.
        public static func frames(at times: [TimeInterval], tolerance: UInt8 = 0, framesPerSecond: Double = 60) -> Snapshotting {
            let failure = SnapshotFailure()
            return Snapshotting(pathExtension: "png", diffing: .frameImage(tolerance: tolerance, failure: failure)) { scene in
                MainActor.assumeIsolated {
                    do {
                        return try SceneFrames.strip(of: scene, at: times, framesPerSecond: framesPerSecond)
                    } catch {
                        failure.message = "\(error)"
                        return SceneFrames.blank
                    }
                }
            }
        }
    }

    extension Snapshotting where Value == AnimView.PreviewScene, Format == String {
        /// One presentation property of the view named `viewName` at each of `times`, as text (`ValueTrace`): a readable, diffable record of motion.
        ///
        /// ```swift
        /// assertSnapshot(of: scene, as: .trace("card", \.center, at: [0, 0.5, 1]))
        /// ```
        public static func trace<Property>(
            _ viewName: String, _ property: KeyPath<ViewValues, Property> & Sendable, at times: [TimeInterval], framesPerSecond: Double = 60
        ) -> Snapshotting {
            SimplySnapshotting.lines.pullback { scene in
                MainActor.assumeIsolated {
                    do {
                        return try SceneFrames.trace(
                            of: scene, viewName: viewName, property: property, at: times, framesPerSecond: framesPerSecond
                        ).description
                    } catch {
                        return "error: \(error)\n"
                    }
                }
            }
        }
    }

    extension Diffing where Value == FrameImage {
        /// Compares images pixel by pixel, within `tolerance` per channel; stored as PNG.
        static func frameImage(tolerance: UInt8, failure: SnapshotFailure) -> Diffing {
            .diff(
                toData: { image in MainActor.assumeIsolated { (try? image.pngData()) ?? Data() } },
                fromData: { data in MainActor.assumeIsolated { (try? FrameImage(imageData: data)) ?? SceneFrames.blank } },
                diffV2: { reference, actual in
                    if let message = failure.message { return ("could not draw the scene: \(message)", []) }
                    guard let difference = actual.difference(from: reference, tolerance: tolerance) else {
                        return (
                            "the frames are \(actual.width)×\(actual.height) pixels; the reference is \(reference.width)×\(reference.height)",
                            []
                        )
                    }
                    guard difference.pixels > 0 else { return nil }
                    return (
                        "\(difference.pixels) pixels differ by more than \(tolerance) (the largest difference is \(difference.largest) of 255)",
                        []
                    )
                })
        }
    }

    /// Why the scene could not be drawn, for the diff to say instead of comparing pixels.
    final class SnapshotFailure: @unchecked Sendable {
        // Written and read on the main thread only, inside one assertSnapshot call.
        var message: String?
    }
#endif
