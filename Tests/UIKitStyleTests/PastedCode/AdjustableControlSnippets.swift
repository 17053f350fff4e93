import AnimKit
import AnimKitTestSupport
import Testing

/// A star rating as custom controls are written: a `UIControl` tracking its touch, adjustable for VoiceOver through
/// `accessibilityIncrement()` / `accessibilityDecrement()`, sending `.valueChanged`.
private final class StarRating: UIControl {
    private(set) var rating = 3 {
        didSet {
            guard rating != oldValue else { return }
            accessibilityValue = "\(rating) of 5"
            sendActions(for: .valueChanged)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { nil }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        rating = max(1, min(5, Int(touch.location(in: self).x / 44) + 1))
        return true
    }

    override func accessibilityIncrement() { rating = min(5, rating + 1) }
    override func accessibilityDecrement() { rating = max(1, rating - 1) }
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { direction == .next }
    override func accessibilityPerformMagicTap() -> Bool { true }
}

// UIKit's UIAccessibilityAction methods, overridden by adjustable controls: declared on every view (NSObject's in
// UIKit), nothing or `false` by default; VoiceOver calls them on iOS, code and tests here.
@MainActor
@Suite("Adjustable custom controls: accessibilityIncrement/Decrement, scroll and magic tap, overridden as on iOS")
struct AdjustableControlSnippets {
    @Test("a rating control's increment and decrement change its value and send .valueChanged; a tap sets it")
    func adjustable() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let stars = StarRating(frame: CGRect(x: 0, y: 0, width: 220, height: 44))
        var sent: [Int] = []
        stars.addAction(UIAction { _ in sent.append(stars.rating) }, for: .valueChanged)
        stars.accessibilityIncrement()
        stars.accessibilityIncrement()
        stars.accessibilityIncrement()
        stars.accessibilityDecrement()
        #expect(sent == [4, 5, 4] && stars.accessibilityValue == "4 of 5" && stars.accessibilityTraits == .adjustable)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 44))
        window.addSubview(stars)
        window.makeKeyAndVisible()
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 30, y: 20), time: 0)
        pointer.pointerUp(at: CGPoint(x: 30, y: 20), time: 0.05)
        #expect(sent == [4, 5, 4, 1])
        #expect(stars.accessibilityScroll(.next) && !stars.accessibilityScroll(.up) && stars.accessibilityPerformMagicTap())
        // A plain view does nothing and says so.
        let plain = UIView()
        plain.accessibilityIncrement()
        #expect(!plain.accessibilityScroll(.down) && !plain.accessibilityPerformMagicTap())
    }
}
