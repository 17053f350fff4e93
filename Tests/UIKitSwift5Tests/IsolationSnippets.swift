import AnimKit
import Testing

// Swift 5 code calls UIKit from places the compiler cannot prove are on the main actor — a transition's helper in an
// extension of an NSObject subclass, a drawing helper of a style kit — and it compiles against the iOS SDK, whose
// Objective-C declarations are imported as `@preconcurrency`. AnimKit's are too; `CACurrentMediaTime` is a C function
// there, isolated to nothing.

final class SlideAnimator: NSObject {
    var log: [String] = []
}

extension SlideAnimator {
    /// Not isolated: a helper as libraries write them, handed the transition's context.
    func place(in context: UIViewControllerContextTransitioning) -> UIView {
        context.containerView
    }
}

/// A style kit drawing with class methods, as code exported from PaintCode is written.
final class StyleKit: NSObject {
    static func drawDot(in rect: CGRect) {
        let path = UIBezierPath(ovalIn: rect)
        UIColor.black.setFill()
        path.fill()
    }
}

/// Nonisolated: reads the media time as iOS code does from anywhere.
func mediaTimeFromAnywhere() -> CFTimeInterval {
    CACurrentMediaTime()
}

@Suite("Isolation as the SDK declares it")
struct IsolationSnippets {
    @Test("CACurrentMediaTime is the engine's clock on the main thread, called from nonisolated code")
    @MainActor
    func mediaTime() {
        #expect(mediaTimeFromAnywhere() == AnimationEngine.shared.clock.now)
    }
}
