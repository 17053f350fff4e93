import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A scene's layout runs with each tick, as UIKit lays out once per turn of its run loop: a constraint changed in a
/// completion takes effect on the next tick with no `layoutIfNeeded()`, in straight play and after a seek alike.
@MainActor
@Suite("Layout happens on the tick, not only when a frame is drawn")
struct TickLayoutTests {
    /// A bar 20 from the top that moves for 1 s; its completion sets the bar's top constraint to 80 without laying out.
    static func scene() -> ScenePlayback.Built {
        let canvas = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        canvas.addSubview(bar)
        let top = bar.topAnchor.constraint(equalTo: canvas.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            top, bar.leadingAnchor.constraint(equalTo: canvas.leadingAnchor), bar.widthAnchor.constraint(equalToConstant: 50),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        return ScenePlayback.Built(canvas: canvas) {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                bar.alpha = 0.5
            } completion: { _ in
                top.constant = 80
            }
        }
    }

    @Test("the completion's constant is laid out on the tick after it, and seeking back and forth agrees with straight play")
    func constantLaidOutOnTick() throws {
        let playback = try ScenePlayback { TickLayoutTests.scene() }
        defer { playback.end() }
        // A seek back may build the scene again: the bar is read from the playback's canvas each time.
        func top(at time: TimeInterval) throws -> CGFloat {
            try playback.seek(to: time)
            return playback.built.canvas.subviews[0].frame.minY
        }
        let summary = try playback.prepareCheckpoints(length: 2, spacing: 0.25)
        #expect(summary.count == 9, "\(playback.checkpointRefusal ?? "none")")
        #expect(try top(at: 0.5) == 20)
        #expect(try top(at: 1.1) == 80)
        #expect(try top(at: 0.2) == 20)
        #expect(try top(at: 1.5) == 80)
        #expect(playback.checkpointCount > 0, "\(playback.checkpointRefusal ?? "none")")
        #expect(playback.checkpointRefusal == nil)
    }
}
