import AnimKit
import Foundation
import Testing

@MainActor
@Suite("The default error channel")
struct ErrorChannelTests {
    @Test("a refused call is written as one line a person can read")
    func oneLine() throws {
        let pipe = Pipe()
        let engine = AnimationEngine(clock: ManualClock())
        engine.errorHandler = AnimationEngine.lineWriter(to: pipe.fileHandleForWriting)
        let animator = PropertyAnimator(duration: 1, timingParameters: CubicTimingParameters(), engine: engine, tag: 4)

        animator.finishAnimation(at: .end)
        animator.addAnimations { View().alpha = 0 }
        animator.finishAnimation(at: .end)
        try pipe.fileHandleForWriting.close()

        let text = String(decoding: pipe.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        #expect(
            text
                == "animview: finishAnimation(at: .end) refused on animator tag 4 (inactive): finishAnimation(at:) needs an animator stopped with stopAnimation(false)\n"
        )
    }
}
