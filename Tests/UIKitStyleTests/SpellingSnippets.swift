import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Spellings real screens use, compiled as written: colour and image literals, SF Symbols, Dynamic Type fonts,
// runningPropertyAnimator's defaults, iOS 17's spring by duration and bounce, CGFloat fractions, masked corners.
@MainActor
@Suite("UIKit spellings: literals, symbols, text styles, defaults, springs by bounce")
struct SpellingSnippets {
    @Test("#colorLiteral is a UIColor; #imageLiteral and UIImage(systemName:) give 20-point stand-ins, never nil")
    func literals() throws {
        // swift-format-ignore: NoPlaygroundLiterals
        let orange = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        // swift-format-ignore: NoPlaygroundLiterals
        let missing = #imageLiteral(resourceName: "no-such-picture")
        #expect(missing.size == CGSize(width: 20, height: 20) && missing.isPlaceholder)
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.size == CGSize(width: 20, height: 20) && heart.isPlaceholder)
        let imageView = UIImageView(image: UIImage(systemName: "star")!)
        #expect(imageView.image?.size.width == 20)
    }

    @Test("UIImage(named:) of a folder is nil, with a message, not a crash")
    func imageOfAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-folder-\(UUID().uuidString).png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(UIImage(named: folder.path) == nil)
    }

    @Test("preferredFont(forTextStyle:) gives iOS's sizes at the default text size")
    func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17), (.callout, 16),
            (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold && !UIFont.preferredFont(forTextStyle: .body).isBold)
    }

    @Test("runningPropertyAnimator with UIKit's defaults; fractionComplete mapped into [CGFloat]")
    func defaultsAndFractions() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animators = [0.5, 1.0].map { duration in
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: duration, delay: 0, animations: { view.alpha = 0.5 })
        }
        fixture.run(frames: 15)
        let fractions: [CGFloat] = animators.map(\.fractionComplete)
        #expect(fractions == [0.5, 0.25])
    }

    @Test("UIView.animate(springDuration: 0.5, bounce: 0) is critically damped at ω = 4π: 1 − (1 + π)e^−π at 0.25 s")
    func springByBounce() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished = false
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { view.center.x = 105 }, completion: { finished = $0 })
        fixture.run(frames: 15)
        let expected = 5 + 100 * (1 - (1 + Double.pi) * exp(-Double.pi))
        #expect(isApproximatelyEqual(view.presentation.center.x, CGFloat(expected), tolerance: 1e-9))
        fixture.run(seconds: 3)
        #expect(finished && view.presentation.center.x == 105)
        // Bounce 0.5 halves the damping: ζ = 0.5; bounce −0.5 doubles it: ζ = 2.
        #expect(isApproximatelyEqual(UISpringTimingParameters(duration: 0.5, bounce: 0.5).dampingRatio, 0.5))
        #expect(isApproximatelyEqual(UISpringTimingParameters(duration: 0.5, bounce: -0.5).dampingRatio, 2))
    }
}
