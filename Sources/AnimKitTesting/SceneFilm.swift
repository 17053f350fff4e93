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
        return FilmCodec.Film(frames: frames, framesPerSecond: framesPerSecond)
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
        var differing: [(index: Int, pixels: Int, largest: Int)] = []
        for (index, (frame, expected)) in zip(actual.frames, reference.frames).enumerated() {
            guard let difference = frame.difference(from: expected, tolerance: tolerance) else {
                lines.append(
                    "frame \(index) is \(frame.width)×\(frame.height) pixels; the reference's is \(expected.width)×\(expected.height)")
                return lines
            }
            if difference.pixels > 0 { differing.append((index, difference.pixels, difference.largest)) }
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

    /// Reference | actual | where they differ, frame by frame: a film a reviewer plays to see what changed. A frame one
    /// film lacks is black; in the third panel a pixel that differs by more than `tolerance` is red, as bright as the
    /// difference, over the reference in grey.
    public static func diffFilm(of actual: FilmCodec.Film, from reference: FilmCodec.Film, tolerance: UInt8 = 0) -> FilmCodec.Film {
        let sizes = (actual.frames + reference.frames).map { ($0.width, $0.height) }
        let width = sizes.map(\.0).max() ?? 1, height = sizes.map(\.1).max() ?? 1
        let count = Swift.max(actual.frames.count, reference.frames.count)
        let blank = [UInt8](repeating: 0, count: 4)
        let frames = (0..<count).compactMap { index -> FrameImage? in
            let expected = index < reference.frames.count ? reference.frames[index] : nil
            let frame = index < actual.frames.count ? actual.frames[index] : nil
            var pixels = [UInt8](repeating: 255, count: width * 3 * height * 4)
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    for x in 0..<width {
                        // Each panel's pixel: its film's, or black where that film has none.
                        let a = Self.offset(of: expected, x: x, y: y), b = Self.offset(of: frame, x: x, y: y)
                        let row = y * width * 3
                        var difference = 0, sum = 0
                        for channel in 0..<3 {
                            let left = a.map { expected?.pixels[$0 + channel] ?? 0 } ?? blank[channel]
                            let right = b.map { frame?.pixels[$0 + channel] ?? 0 } ?? blank[channel]
                            out[(row + x) * 4 + channel] = left
                            out[(row + width + x) * 4 + channel] = right
                            difference = Swift.max(difference, abs(Int(left) - Int(right)))
                            sum += Int(left)
                        }
                        let heat = (row + 2 * width + x) * 4
                        if difference > Int(tolerance) {
                            (out[heat], out[heat + 1], out[heat + 2]) = (UInt8(Swift.max(difference, 96)), 0, 0)
                        } else {
                            let grey = UInt8(sum / 12)
                            (out[heat], out[heat + 1], out[heat + 2]) = (grey, grey, grey)
                        }
                    }
                }
            }
            return FrameImage(width: width * 3, height: height, pixels: pixels)
        }
        return FilmCodec.Film(frames: frames, framesPerSecond: actual.framesPerSecond)
    }

    /// Where the pixel at (`x`, `y`) starts in `image`'s bytes; `nil` outside it.
    private static func offset(of image: FrameImage?, x: Int, y: Int) -> Int? {
        guard let image, x < image.width, y < image.height else { return nil }
        return (y * image.width + x) * 4
    }
}
