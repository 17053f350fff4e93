import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Every family runs on the one engine and registry")
struct FamilyRegistryTests {
    func tagged(_ tag: Int) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = tag
        return view
    }

    @Test("animators from all six families are listed by their views' tags, in creation order, and all end")
    func allFamilies() {
        let fixture = EngineFixture()
        let views = (1...7).map(tagged)

        UIView.animate(withDuration: 1) { views[0].alpha = 0 }
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { views[1].alpha = 0 }
            })
        UIView.beginAnimations(nil, context: nil)
        views[2].alpha = 0
        UIView.commitAnimations()
        UIViewPropertyAnimator(duration: 1, curve: .linear) { views[3].alpha = 0 }.startAnimation()
        views[4].dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
        UIView.animate(withDuration: 1).animations { views[5].alpha = 0 }.start()
        views[6].animate(.fadeOut(duration: 1))

        #expect(fixture.engine.liveAnimators.map(\.tag) == [1, 2, 3, 4, 5, 6, 7])
        fixture.run(seconds: 1.5)
        #expect(fixture.engine.liveAnimators.isEmpty)
        #expect(views.allSatisfy { $0.presentation.alpha == 0 })
    }
}
