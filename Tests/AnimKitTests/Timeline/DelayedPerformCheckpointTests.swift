import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A toast that hides itself a moment after it shows, as an overlay's `perform(_:with:afterDelay:)` does.
private final class Toast: View {
    func hide(_ argument: Any?) { isHidden = true }
}

/// A request `perform(_:with:afterDelay:)` made is sent at its time unless cancelled first. A cancel the scene does not
/// make again on a replay — a tap's — is undone by going back before it, as every other change the tap made is: the
/// request waits again and is sent at its time; cancelled again, it is not.
@MainActor
@Suite("Delayed performs across checkpoints")
struct DelayedPerformCheckpointTests {
    private func scene() throws -> ScenePlayback {
        try ScenePlayback {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let toast = Toast(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            canvas.addSubview(toast)
            return ScenePlayback.Built(canvas: canvas) {
                toast.perform(Selector("hide:", Toast.hide(_:)), with: nil, afterDelay: 1)
            }
        }
    }

    @Test("cancelled by a tap at 0.5 s, shown on at 1.5 s; back to 0.75 s, the timeline's: hidden at 1 s, the checkpoints kept")
    func cancelUndoneByGoingBack() throws {
        let playback = try scene()
        defer { playback.end() }
        try playback.prepareCheckpoints(length: 2)
        func current() throws -> Toast { try #require(playback.built.canvas.subviews.first as? Toast) }
        try playback.seek(to: 0.5)
        let toast = try current()
        // The tap: off the timeline, the scene played on as changed.
        NSObject.cancelPreviousPerformRequests(withTarget: toast)
        playback.leaveTimeline()
        try playback.playOn(to: 1.5)
        #expect(!toast.isHidden, "the tap cancelled it")
        // Back on the timeline, before the tap: the request waits again and is sent at 1 s, as straight play sent it,
        // so the checkpoint there agrees and nothing is built again.
        try playback.seek(to: 0.75)
        #expect(!toast.isHidden)
        try playback.seek(to: 1.5)
        #expect(try current() === toast && toast.isHidden && playback.checkpointRefusal == nil)
        // Cancelled again by a tap, it is not sent.
        try playback.seek(to: 0.75)
        NSObject.cancelPreviousPerformRequests(withTarget: toast)
        playback.leaveTimeline()
        try playback.playOn(to: 1.5)
        #expect(!toast.isHidden)
    }
}
