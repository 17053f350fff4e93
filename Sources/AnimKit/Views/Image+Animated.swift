import Foundation

extension Image {
    /// The pictures of an animated image and the time one cycle through them takes.
    struct Frames: Sendable {
        let images: [Image]
        let duration: TimeInterval
    }

    /// An animated image: `images` in turn, each for an equal share of `duration`, over and over wherever it is shown
    /// in an image view (elsewhere, the first). Its size and scale are the first picture's; `nil` when there is none.
    public static func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
        guard let first = images.first else { return nil }
        let frames = Frames(images: images, duration: duration.isFinite && duration > 0 ? duration : Double(images.count) / 30)
        return Image(of: first, renderingMode: first.renderingMode, tint: first.tint, resizing: first.resizing, frames: frames)
    }

    /// An animated image of the images named `name` followed by 0, 1, 2 … (as `UIImage(named:)` finds them, up to 1 024),
    /// cycling once every `duration` seconds; `nil` when there is no `name0` (or `name1`, where numbering starts at 1).
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> Image? {
        var images: [Image] = []
        for number in 0...1024 {
            guard let image = Image(named: "\(name)\(number)") else {
                if number == 0 { continue }
                break
            }
            images.append(image)
        }
        return animatedImage(with: images, duration: duration)
    }

    /// The pictures of an animated image, in turn; `nil` for one still picture.
    public var images: [Image]? { frames?.images }

    /// How long one cycle through ``images`` takes; 0 for a still picture.
    public var duration: TimeInterval { frames?.duration ?? 0 }

    /// Which of `count` pictures shows `elapsed` seconds into cycles `cycle` seconds long, each an equal share of it (a
    /// hair allowed at the turns, so that a frame due at exactly its time shows then).
    static func frameIndex(count: Int, cycle: TimeInterval, elapsed: TimeInterval) -> Int {
        guard count > 1, cycle > 0, elapsed.isFinite, elapsed > 0 else { return 0 }
        let turns = (elapsed / cycle * Double(count) + 1e-9).rounded(.down)
        return Int(turns.truncatingRemainder(dividingBy: Double(count)))
    }

    /// The picture an animated image shows `elapsed` seconds after it began; a still picture is itself.
    func frame(at elapsed: TimeInterval) -> Image {
        guard let frames else { return self }
        return frames.images[Image.frameIndex(count: frames.images.count, cycle: frames.duration, elapsed: elapsed)]
    }
}
