import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A loading spinner as flip-book screens write it: `animationImages`, `animationDuration`, `animationRepeatCount`,
// `startAnimating()`; an animated `UIImage`; a highlighted image. UIKit: "the default value of animationDuration is 0,
// which causes the image view to use a duration equal to the number of images multiplied by 1/30th of a second";
// "the default value of animationRepeatCount is 0, which specifies to repeat the animation indefinitely".
@MainActor
@Suite("UIImageView's flip-book and animated images")
struct ImageAnimationSnippets {
    /// `count` distinct drawn pictures, 10 points square.
    private func pictures(_ count: Int) -> [UIImage] {
        (0..<count).map { index in
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor(white: CGFloat(index) / CGFloat(count), alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
    }

    @Test("four pictures over 0.4 s, twice: picture k from 0.1 k s, the second cycle from 0.4 s, the image again at 0.8 s")
    func flipBook() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let frames = pictures(4), still = pictures(1)[0]
        let view = UIImageView(image: still)
        view.animationImages = frames
        view.animationDuration = 0.4
        view.animationRepeatCount = 2
        #expect(!view.isAnimating && view.image === still)
        view.startAnimating()
        #expect(view.isAnimating)
        var shown: [Int] = []
        // 60 frames a second: 6 frames a picture; sample at 0, 0.1, …, 0.7 s.
        for _ in 0..<8 {
            shown.append(view.shownImage.flatMap { image in frames.firstIndex { $0 === image } } ?? -1)
            fixture.run(frames: 6)
        }
        #expect(shown == [0, 1, 2, 3, 0, 1, 2, 3])
        #expect(!view.isAnimating && view.shownImage === still && view.image === still)
    }

    @Test("the default duration is a thirtieth of a second a picture; stopAnimating shows the image at once")
    func defaults() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let frames = pictures(3)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = frames
        view.startAnimating()
        // Three pictures: 0.1 s a cycle, for ever. At 0.15 s (9 frames): 0.15 / (1/30) = 4.5 → picture 4 mod 3 = 1.
        fixture.run(frames: 9)
        #expect(view.shownImage === frames[1] && view.isAnimating)
        fixture.run(frames: 600)
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating && view.shownImage == nil)
    }

    @Test("an animated image cycles from when it is set; its size, images and duration; highlighted shows the other")
    func animatedImage() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let frames = pictures(2)
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5 && animated.size == CGSize(width: 10, height: 10))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        fixture.run(frames: 10)
        let view = UIImageView(image: animated)
        #expect(view.shownImage === frames[0])
        fixture.run(frames: 15)
        #expect(view.shownImage === frames[1])
        fixture.run(frames: 15)
        #expect(view.shownImage === frames[0])
        let other = pictures(1)[0]
        view.highlightedImage = other
        view.isHighlighted = true
        #expect(view.shownImage === other)
    }
}
