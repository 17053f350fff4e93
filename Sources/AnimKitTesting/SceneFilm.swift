import AnimKit
import AnimKitSDL
import Foundation

/// A scene's frames over a stretch of time, as an animated golden keeps them (a lossless APNG), compared frame by frame.
@MainActor
public enum SceneFilm {
    /// `scene`'s frames from `from` up to `to` (not drawn: a loop's end is its start), `framesPerSecond` of them a second.
    public static func record(
        _ scene: AnimView.PreviewScene, from: TimeInterval = 0, to: TimeInterval, framesPerSecond: Double = 60
    ) throws -> FilmCodec.Film {
        guard from >= 0, to > from, ((to - from) * framesPerSecond).rounded() <= 10_000 else {
            throw TestClockError(description: "a film from \(from) s to \(to) s at \(framesPerSecond) frames a second cannot be kept")
        }
        let playback = try scene.playback(framesPerSecond: framesPerSecond)
        defer { playback.end() }
        let host = try OffscreenHost(root: playback.built.canvas)
        let count = Swift.max(Int(((to - from) * framesPerSecond).rounded()), 1)
        var frames: [FrameImage] = []
        for index in 0..<count {
            try playback.seek(to: from + Double(index) / framesPerSecond)
            try host.render()
            frames.append(host.image)
        }
        let motion = try SceneMotion.record(scene, duration: to, framesPerSecond: framesPerSecond)
        return FilmCodec.Film(frames: frames, framesPerSecond: framesPerSecond, motion: motion.jsonLines)
    }

    /// What moves otherwise in `actual` than in `reference`, from the motion each film keeps (see ``SceneMotion``), led
    /// by a line saying so; when the motion is the same, or a film keeps none, a line saying that instead.
    public static func motionDifference(of actual: FilmCodec.Film, from reference: FilmCodec.Film) -> [String] {
        guard let referenceLines = reference.motion else {
            return ["the reference keeps no motion (recorded before films kept it): record it again to see what moved"]
        }
        guard let actualLines = actual.motion else { return ["this film keeps no motion to compare"] }
        do {
            let lines = try SceneMotion(jsonLines: actualLines).difference(from: SceneMotion(jsonLines: referenceLines))
            guard !lines.isEmpty else {
                return ["the motion is the same: what differs is how it is drawn (a colour, an image, text, a layer's content)"]
            }
            return ["what moved otherwise:"] + lines.map { "  \($0)" }
        } catch {
            return ["the films' motion could not be compared: \(error)"]
        }
    }

    /// What differs between `actual` and `reference`, in sentences (the frame counts and rates when they differ, then
    /// the frames whose pixels differ by more than `tolerance` in a channel); empty when they are the same film.
    public static func difference(of actual: FilmCodec.Film, from reference: FilmCodec.Film, tolerance: UInt8 = 0) -> [String] {
        var lines: [String] = []
        if actual.frames.count != reference.frames.count || abs(actual.framesPerSecond - reference.framesPerSecond) > 1e-6 {
            let seconds = { (film: FilmCodec.Film) in Double(film.frames.count) / film.framesPerSecond }
            lines.append(
                String(
                    format: "%d frames at %g a second (%.3f s) against the reference's %d at %g (%.3f s)", actual.frames.count,
                    actual.framesPerSecond, seconds(actual), reference.frames.count, reference.framesPerSecond, seconds(reference)))
        }
        let differing: [FrameDifference]
        switch frameDifferences(of: actual, from: reference, tolerance: tolerance) {
        case .success(let found): differing = found
        case .failure(let sizes):
            return lines + [
                "frame \(sizes.index) is \(sizes.width)×\(sizes.height) pixels; the reference's is \(sizes.expectedWidth)×\(sizes.expectedHeight)"
            ]
        }
        if let first = differing.first, let worst = differing.max(by: { $0.pixels < $1.pixels }) {
            let time = { (index: Int) in String(format: "%.3f s", Double(index) / actual.framesPerSecond) }
            lines.append(
                "\(differing.count) of \(Swift.min(actual.frames.count, reference.frames.count)) frames differ by more than \(tolerance): "
                    + "the first is frame \(first.index) (\(time(first.index)), \(first.pixels) pixels), the most frame \(worst.index) "
                    + "(\(time(worst.index)), \(worst.pixels) pixels, by up to \(worst.largest) of 255)")
        }
        return lines
    }

    /// The frames (by index, among those both films have) whose pixels differ by more than `tolerance` in a channel;
    /// every frame both have when their sizes differ.
    public static func differingFrames(of actual: FilmCodec.Film, from reference: FilmCodec.Film, tolerance: UInt8 = 0) -> Set<Int> {
        switch frameDifferences(of: actual, from: reference, tolerance: tolerance) {
        case .success(let found): Set(found.map(\.index))
        case .failure: Set(0..<Swift.min(actual.frames.count, reference.frames.count))
        }
    }

    /// A frame that differs: how many pixels, and by how much at most.
    struct FrameDifference {
        let index: Int, pixels: Int, largest: Int
    }

    /// The first frame whose size differs from the reference's.
    struct SizeMismatch: Error {
        let index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int
    }

    /// Every frame both films have that differs, in order; the first whose size differs instead, if one does.
    static func frameDifferences(of actual: FilmCodec.Film, from reference: FilmCodec.Film, tolerance: UInt8)
        -> Result<[FrameDifference], SizeMismatch>
    {
        var differing: [FrameDifference] = []
        for (index, (frame, expected)) in zip(actual.frames, reference.frames).enumerated() {
            guard let difference = frame.difference(from: expected, tolerance: tolerance) else {
                return .failure(
                    SizeMismatch(
                        index: index, width: frame.width, height: frame.height, expectedWidth: expected.width,
                        expectedHeight: expected.height))
            }
            if difference.pixels > 0 {
                differing.append(FrameDifference(index: index, pixels: difference.pixels, largest: difference.largest))
            }
        }
        return .success(differing)
    }
}
