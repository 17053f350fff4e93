import AnimKit
import AnimKitTestSupport
import Testing

@MainActor
@Suite("setAnimationRepeatCount and setAnimationRepeatAutoreverses inside a UIView.animate block")
struct RepeatCallsInBlockTests {
    @Test("options: .autoreverse with setAnimationRepeatCount(3) makes three round trips in six seconds")
    func threeRoundTrips() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear]) {
            UIView.setAnimationRepeatCount(3)
            view.center.x += 100
        } completion: {
            finished = $0
        }
        let x = { view.presentation.center.x }

        fixture.run(seconds: 0.5)
        #expect(abs(x() - 55) < 1e-9)
        fixture.run(seconds: 0.5)
        #expect(abs(x() - 105) < 1e-9)
        fixture.run(seconds: 1)
        #expect(abs(x() - 5) < 1e-9) // back at the start after one round trip
        fixture.run(seconds: 3)
        #expect(abs(x() - 105) < 1e-9) // the far end of the third trip, at 5 s
        #expect(finished == nil)
        fixture.run(seconds: 1)
        #expect(finished == true)
        #expect(view.presentation.center.x == 105)
    }

    @Test("called after the change, setAnimationRepeatCount(2) still repeats the whole block, forwards twice in two seconds")
    func countAfterTheChange() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.alpha = 0
            UIView.setAnimationRepeatCount(2)
        }
        fixture.run(seconds: 1.5)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
        #expect(fixture.engine.liveAnimators.count == 1)
        fixture.run(seconds: 0.5)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }
}
