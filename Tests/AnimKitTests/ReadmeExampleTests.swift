import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("The README's example")
struct ReadmeExampleTests {
    @Test("runs as written: half-way after one second of a two-second ease-in-out")
    func readmeExample() {
        // Keep in step with README.md ("Using AnimKit").
        let session = AnimationSession(clock: ManualClock()) // headless: time moves only when told
        session.begin() // UIKit-style calls now run on its engine
        defer { session.end() } // …until it ends every animation and steps aside

        let circle = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) {
            circle.center = CGPoint(x: 400, y: 300) // the model changes now…
            circle.backgroundColor = .systemBlue
        }
        animator.addCompletion { position in print("ended at", position) }
        animator.startAnimation()

        session.clock.advance(frames: 60) // one second at 60 fps
        session.engine.tick()
        print(circle.presentation.center) // …the presentation is half-way

        #expect(circle.center == CGPoint(x: 400, y: 300))
        #expect(isApproximatelyEqual(circle.presentation.center, CGPoint(x: 220, y: 170)))
    }
}
