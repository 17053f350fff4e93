import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A progress ring as screens write it: the shape layer made in `viewDidLoad`, filled in `viewDidAppear` by setting
/// `strokeEnd` — an implicit animation, as the layer has been on screen since the window's first frame.
private final class RingController: UIViewController {
    let ring = CAShapeLayer()
    let badge = CALayer()
    var lateRing: CAShapeLayer?

    override func viewDidLoad() {
        super.viewDidLoad()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        ring.strokeEnd = 0
        view.layer.addSublayer(ring)
        badge.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        ring.addSublayer(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Before the view is on screen: no implicit animation.
        ring.lineWidth = 8
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ring.strokeEnd = 1
        badge.opacity = 0
        // Made now, it has not been on screen yet: it does not animate.
        let late = CAShapeLayer()
        view.layer.addSublayer(late)
        late.strokeEnd = 0.5
        lateRing = late
    }
}

// Apple: a standalone layer animates a change of an animatable property implicitly (0.25 s, the default timing
// function) once it has been committed; UIKit tells a window's root view controller `viewDidAppear` after its view has
// been shown, so the layers its `viewDidLoad` added are committed by then, and those made later are not yet.
@MainActor
@Suite("Implicit animations at viewDidAppear")
struct ImplicitAtAppearanceSnippets {
    @Test("a ring made in viewDidLoad fills implicitly when viewDidAppear sets strokeEnd; nothing set earlier or made later animates")
    func ringFills() throws {
        // 120 frames a second, so that half of 0.25 s is a whole number of frames.
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let screen = RingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(screen.ring.animationKeys() == ["strokeEnd"] && screen.badge.animationKeys() == ["opacity"])
        #expect(screen.lateRing?.animationKeys() == nil)
        fixture.run(frames: 15)
        let half = CGFloat(CubicBezier(0.25, 0.1, 0.25, 1).progress(atFraction: 0.5))
        let shown = try #require(screen.ring.presentation())
        #expect(abs(shown.strokeEnd - half) < 1e-6 && shown.lineWidth == 8)
        #expect(abs(CGFloat(try #require(screen.badge.presentation()).opacity) - (1 - half)) < 1e-6)
        fixture.run(seconds: 0.25)
        #expect(screen.ring.presentation()?.strokeEnd == 1 && screen.ring.animationKeys() == nil)
    }
}
