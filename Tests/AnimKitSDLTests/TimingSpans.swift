import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// The span of the first animation a timing API made, recorded as the window's timeline records it.
@MainActor
enum TimingSpans {
    /// The span `make` began on a card in a host, under a fresh history (the views it moved named under the host).
    static func first(_ make: (View) -> Void) throws -> AnimatorSpan {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let history = AnimationHistory()
        fixture.engine.history = history
        let host = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        host.addSubview(card)
        make(card)
        fixture.run(frames: 2)
        return try #require(history.spans(namingViewsUnder: host).first)
    }
}
