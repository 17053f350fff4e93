import AnimKit
import Testing

// Swift 5 code calls UIKit from places the compiler cannot prove are on the main actor — a transition's helper in an
// extension of an NSObject subclass, a drawing helper of a style kit — and it compiles against the iOS SDK, whose
// Objective-C declarations are imported as `@preconcurrency`. AnimKit's are too. (This target builds in the Swift 5
// language mode: were they not, it would not compile.)

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

@Suite("Isolation as the SDK declares it")
struct IsolationSnippets {
    @Test("a style kit's class method draws from nonisolated code; outside any drawing context it draws nothing, as UIKit")
    @MainActor
    func styleKit() async {
        #expect(UIGraphicsGetCurrentContext() == nil)
        StyleKit.drawDot(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
