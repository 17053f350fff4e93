import AnimKit
import Testing

// This file imports only AnimKit (and Testing), as a UIKit file imports only UIKit: Foundation and
// Dispatch names must come with it.

@MainActor
@Suite("import AnimKit brings what import UIKit brings")
struct ImportLikeUIKitTests {
    @Test("CGRect, CGFloat, TimeInterval, Date and DispatchQueue are in scope with only import AnimKit")
    func foundationAndDispatchComeAlong() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let width: CGFloat = frame.width
        let duration: TimeInterval = 0.3
        let queue = DispatchQueue.main
        let deadline = DispatchTime.now() + duration
        #expect(width == 100)
        #expect(queue.label == "com.apple.main-thread")
        #expect(deadline > DispatchTime.now() - 1)
        #expect(Date().timeIntervalSince1970 > 0)
    }
}
