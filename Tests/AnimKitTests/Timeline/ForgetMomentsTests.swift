import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A value the scene reads only at 0.5 s — the duration of a slide a fade's completion starts then — changes: the
/// playback forgets the moments from then on, keeps those before (nothing had read the value yet), and shows the same
/// views as a scene built afresh with the new value shows.
@MainActor
@Suite("Forgetting the moments after a value's first read")
struct ForgetMomentsTests {
    /// What the scene reads at 0.5 s.
    final class Setting {
        var duration: TimeInterval = 1
    }

    /// A card faded over 0.5 s, then slid 200 points, linearly, over `setting.duration` as the setting is at 0.5 s.
    func scene(_ setting: Setting) throws -> ScenePlayback {
        try ScenePlayback {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let card = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            canvas.addSubview(card)
            return ScenePlayback.Built(canvas: canvas) {
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
                    card.alpha = 0.5
                } completion: { _ in
                    UIView.animate(withDuration: setting.duration, delay: 0, options: [.curveLinear]) { card.frame.origin.x = 200 }
                }
            }
        }
    }

    /// The card's presented x at each of `times`.
    func presentedX(_ playback: ScenePlayback, at times: [TimeInterval]) throws -> [CGFloat] {
        try times.map { time in
            try playback.seek(to: time)
            return playback.built.canvas.subviews[0].presentation.frame.origin.x
        }
    }

    @Test("read at 0.5 s: the checkpoints before stay, the slide over 0.5 s is at 100 at 0.75 s and 200 at 1 s, as a new build's")
    func changedAfterItsFirstRead() throws {
        let setting = Setting()
        let playback = try scene(setting)
        defer { playback.end() }
        try playback.prepareCheckpoints(length: 2, spacing: 0.25)
        #expect(playback.checkpointCount == 9)
        // 1 s from 0.5 s: a quarter of the way at 0.75 s, half at 1 s.
        #expect(try presentedX(playback, at: [0.75, 1.0]) == [50, 100])
        let card = playback.built.canvas.subviews[0]

        setting.duration = 0.5
        #expect(try playback.forgetMoments(from: 0.5))
        // Frames 0 and 15 (0 s, 0.25 s) are before the read; the tick at frame 30 read it, and what follows.
        #expect(playback.checkpointCount == 2 && playback.time == 0)
        #expect(try presentedX(playback, at: [0.75, 1.0, 0.625]) == [100, 200, 50])
        #expect(playback.built.canvas.subviews[0] === card, "the same views, not a new build")

        let fresh = try scene(setting)
        defer { fresh.end() }
        #expect(try presentedX(fresh, at: [0.75, 1.0, 0.625]) == [100, 200, 50])
        #expect(try playback.measure().length == 1.0)
    }

    @Test("a value read as the scene was built, at 0 s, cannot be forgotten that way: the scene must be built again")
    func readAtTheStart() throws {
        let playback = try scene(Setting())
        defer { playback.end() }
        try playback.prepareCheckpoints(length: 2)
        try playback.seek(to: 1)
        #expect(try !playback.forgetMoments(from: 0))
        #expect(playback.checkpointCount == 5 && playback.time == 1)
    }
}
