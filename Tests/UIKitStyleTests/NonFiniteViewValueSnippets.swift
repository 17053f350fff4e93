import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// NaN and infinity given to a view: Core Animation raises for a NaN frame, centre or transform
// (`CALayerInvalidGeometry`); here each is one reported sentence, and the view keeps what it had — in and out of
// animation blocks, so no NaN reaches an animation.
@MainActor
@Suite("Views given NaN and infinity")
struct NonFiniteViewValueSnippets {
    @Test("a NaN or infinite frame, centre, bounds, transform, alpha or corner radius: one sentence each, nothing taken")
    func refusedOutside() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.backgroundColor = .red
        let before = view.model
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: CGFloat.infinity)
        view.center = CGPoint(x: 3, y: CGFloat.nan)
        view.bounds.size.width = -.infinity
        view.transform = CGAffineTransform(rotationAngle: .nan)
        view.transform = CGAffineTransform(scaleX: .infinity, y: 1)
        view.alpha = .nan
        view.layer.cornerRadius = .infinity
        #expect(view.model == before)
        // A colour is made finite when it is made (a NaN channel reads as 0), so it never needs refusing.
        #expect(UIColor(red: .nan, green: 0, blue: 0, alpha: 1) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(
            fixture.errors.map(\.description) == [
                "frame: a CGRect holding NaN or infinity is no place on the screen; the view keeps its frame",
                "center: a CGPoint holding NaN or infinity is no place on the screen; the view keeps its center",
                "bounds: a CGRect holding NaN or infinity is no place on the screen; the view keeps its bounds",
                "transform: a CGAffineTransform holding NaN or infinity is no place on the screen; the view keeps its transform",
                "transform: a CGAffineTransform holding NaN or infinity is no place on the screen; the view keeps its transform",
                "alpha: a CGFloat holding NaN or infinity is no place on the screen; the view keeps its alpha",
                "cornerRadius: a CGFloat holding NaN or infinity is no place on the screen; the view keeps its cornerRadius",
            ])
    }

    @Test("inside UIView.animate a NaN is refused and the block's other changes animate; a NaN duration is said and applies at once")
    func refusedInside() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.center = CGPoint(x: CGFloat.nan, y: 0)
            view.alpha = 0
        }
        fixture.run(frames: 30)
        // Half-way along the linear second: alpha 1 → 0 shows 0.5; the centre never moved.
        #expect(abs(view.presentation.alpha - 0.5) < 1e-9 && view.presentation.center == CGPoint(x: 50, y: 50))
        UIView.animate(withDuration: .nan) { view.center.x = 70 }
        #expect(view.center.x == 70 && view.presentation.center.x == 70)
        #expect(
            fixture.errors.last?.description
                == "UIView.animate(withDuration: nan) refused on tag 0: the duration must be a number of seconds, not nan; the changes are made at once, without animation"
        )
        fixture.run(seconds: 1)
        #expect(view.presentation.alpha == 0 && fixture.engine.isIdle)
    }
}
