import Foundation

/// An image view's flip-book (UIKit's `animationImages`, `startAnimating()`): its pictures in turn, each for an equal
/// share of ``ImageView/animationDuration``, cycle after cycle on the scene's clock — exact at any time the timeline
/// shows — until ``ImageView/animationRepeatCount`` cycles have played or ``ImageView/stopAnimating()``; then the
/// image again. An animated image (``Image/animatedImage(with:duration:)``) cycles from when it was set, for ever.
extension ImageView {
    /// The pictures cycling at `time` and how far into them, if the animation runs then.
    func running(at time: TimeInterval) -> (images: [Image], cycle: TimeInterval, elapsed: TimeInterval)? {
        guard let start = animationStart else { return nil }
        let images = (isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages) ?? []
        guard !images.isEmpty else { return nil }
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let elapsed = Swift.max(time - start, 0)
        if animationRepeatCount > 0, elapsed >= cycle * Double(animationRepeatCount) - 1e-9 { return nil }
        return (images, cycle, elapsed)
    }

    /// The picture shown at `time`, before any symbol configuration.
    func picture(at time: TimeInterval) -> Image? {
        if let (images, cycle, elapsed) = running(at: time) {
            return images[Image.frameIndex(count: images.count, cycle: cycle, elapsed: elapsed)]
        }
        let still = isHighlighted ? highlightedImage ?? image : image
        return still?.frame(at: time - imageShownSince)
    }
}
