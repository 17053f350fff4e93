import AnimKit
import AnimKitTestSupport
import Testing

// saoudrizwan/Dance's example-app code, unchanged but for the import: an exhaustive switch over the
// two states, a slider's Float handed to setProgress, progress and isReversed set directly.

@MainActor
@Suite("Dance's own API: two states, settable progress and direction, any floating-point progress")
struct DanceParitySnippets {
    func togglePlayback(of view: UIView) {
        switch view.dance.state {
        case .active: view.dance.pause()
        case .inactive: view.dance.start()
        }
    }

    @Test("the example app's play/pause switch, slider and reverse button work as in Dance")
    func exampleApp() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let circle = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        circle.dance.animate(duration: 2, curve: .linear) { $0.center.x = 220 }
        #expect(circle.dance.state == .inactive)
        togglePlayback(of: circle)
        #expect(circle.dance.state == .active && circle.dance.isRunning)
        togglePlayback(of: circle)
        #expect(circle.dance.state == .active && !circle.dance.isRunning)

        let sliderValue: Float = 0.5
        circle.dance.setProgress(to: sliderValue)
        #expect(isApproximatelyEqual(circle.presentation.center.x, 120))
        circle.dance.progress = 0.25
        #expect(isApproximatelyEqual(circle.dance.progress, 0.25))
        #expect(isApproximatelyEqual(circle.presentation.center.x, 70))

        circle.dance.isReversed = true
        #expect(circle.dance.isReversed)
        #expect(circle.dance.animatorState == .active)
        circle.dance.finish(at: .end)
        #expect(circle.dance.state == .inactive && !circle.dance.hasAnimation)
    }
}
