import AnimKit
import AnimKitSDL
import Foundation

/// A preview scene played headless for a test: its frames and value traces at chosen times.
///
/// Scenes play on a `ScenePlayback` of their own, so a frame here is the very
/// frame the previewer shows and `animview render --at` writes at that time.
@MainActor
public enum SceneFrames {
    /// `scene` at each of `times` (any order), side by side left to right.
    public static func strip(of scene: AnimView.PreviewScene, at times: [TimeInterval], framesPerSecond: Double = 60) throws -> FrameImage {
        let playback = try scene.playback(framesPerSecond: framesPerSecond)
        defer { playback.end() }
        var frames: [FrameImage] = []
        for time in times {
            try playback.seek(to: try checked(time))
            let host = try OffscreenHost(root: playback.built.canvas)
            try host.render()
            frames.append(host.image)
        }
        guard let strip = FrameImage.strip(frames) else { throw TestClockError(description: "a film strip needs at least one time") }
        return strip
    }

    /// The presentation `property` of the view named `viewName` in `scene`, at each of `times`.
    public static func trace<Property>(
        of scene: AnimView.PreviewScene, viewName: String, property: KeyPath<ViewValues, Property>, at times: [TimeInterval],
        framesPerSecond: Double = 60
    ) throws -> ValueTrace {
        let playback = try scene.playback(framesPerSecond: framesPerSecond)
        defer { playback.end() }
        var samples: [(time: TimeInterval, value: String)] = []
        for time in times {
            try playback.seek(to: try checked(time))
            guard let view = playback.built.canvas.subtree.first(where: { $0.accessibilityIdentifier == viewName }) else {
                throw TestClockError(description: "scene \(scene.name) has no view named \(viewName) at \(time) s")
            }
            samples.append((time, ValueTrace.text(of: view.presentation[keyPath: property])))
        }
        return ValueTrace(title: "\(ValueTrace.name(of: property)) of \(viewName) in \(scene.name)", samples: samples)
    }

    /// What a frame that could not be drawn is replaced by: one transparent pixel.
    public static var blank: FrameImage { FrameImage.transparentPixel }

    private static func checked(_ time: TimeInterval) throws -> TimeInterval {
        guard time.isFinite, time >= 0 else { throw TestClockError(description: "a scene has no time \(time) s") }
        return time
    }
}
