import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// `CACurrentMediaTime()` is a C function on iOS, called from any thread (a timer's queue, a decoding task): it compiles
/// and answers from outside the main actor too — there, the time of the frame last ticked.
@Suite("CACurrentMediaTime from any thread")
struct MediaTimeThreadTests {
    /// What a thread of its own reads, waited for without leaving the main actor (no other test ticks meanwhile).
    private static func readOnAnotherThread() -> (isMain: Bool, time: CFTimeInterval) {
        final class Reading: @unchecked Sendable { var value: (Bool, CFTimeInterval) = (true, -1) }
        let reading = Reading(), done = DispatchSemaphore(value: 0)
        Thread {
            reading.value = (Thread.isMainThread, CACurrentMediaTime())
            done.signal()
        }.start()
        done.wait()
        return reading.value
    }

    @Test("from a thread of its own as on the main actor: 1.5 s after 90 frames, 1.6 s six frames later")
    @MainActor
    func anyThread() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        fixture.run(seconds: 1.5)
        #expect(CACurrentMediaTime() == 1.5)
        let elsewhere = Self.readOnAnotherThread()
        #expect(!elsewhere.isMain && elsewhere.time == 1.5)
        // Each tick tells the other threads its time.
        fixture.run(frames: 6)
        #expect(CACurrentMediaTime() == 1.6)
        #expect(Self.readOnAnotherThread().time == 1.6)
    }
}
