import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Animation code written with Swift concurrency, as iOS 15+ code writes it: the completion handler awaited.
@MainActor
@Suite("UIKit's block animations and presentations, awaited", .serialized, .awaitsWithFixture)
struct AsyncAnimationSnippets {
    /// Yields until `started` holds (a task's first steps run when the main actor gets to them), a bounded number of
    /// times (a million: on a loaded machine other suites' main-actor work comes between — a clean-clone rehearsal
    /// beside a release build gave up after 100 000): a test that waited for ever on a task that never resumes would
    /// hang the run, and a million yields with nothing else to run take a few seconds.
    private func yield(until started: () -> Bool) async {
        for _ in 0..<1_000_000 where !started() { await Task.yield() }
    }

    @Test("await UIView.animate returns true at the animation's end on the scene's clock, not before; false when it is stopped")
    func awaitsTheEnd() async throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var steps: [String] = []
        _ = Task { @MainActor in
            let faded = await UIView.animate(withDuration: 0.5) { card.alpha = 0 }
            steps.append("faded \(faded)")
            let moved = await UIView.animate(withDuration: 1, delay: 0.25, options: [.curveLinear]) { card.center.x = 300 }
            steps.append("moved \(moved)")
            let keyframes = await UIView.animateKeyframes(withDuration: 0.4, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.alpha = 1 }
            }
            steps.append("keyframes \(keyframes)")
        }
        await yield { card.alpha == 0 }
        fixture.run(seconds: 0.45)
        await Task.yield()
        #expect(steps.isEmpty)
        fixture.run(seconds: 0.05)
        await yield { card.center.x == 300 }
        #expect(steps == ["faded true"])
        // Half-way through the linear move (0.25 s of delay, then 0.5 of its 1 s): stopped there.
        fixture.run(seconds: 0.75)
        #expect(card.layer.presentation()?.position.x == 175)
        card.layer.removeAllAnimations()
        await yield { card.alpha == 1 }
        #expect(steps == ["faded true", "moved false"])
        fixture.run(seconds: 0.4)
        await yield { steps.count == 3 }
        #expect(steps == ["faded true", "moved false", "keyframes true"])
    }

    @Test("await present returns once the presented controller is in place; await dismiss once it is gone")
    func presentsAndDismisses() async throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        // The screen's size: this window is key while the test awaits, and other tests read the screen from it then.
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.current.screenSize))
        let home = UIViewController(), detail = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        var log: [String] = []
        _ = Task { @MainActor in
            await home.present(detail, animated: true)
            log.append("presented")
            await home.dismiss(animated: true)
            log.append("dismissed")
        }
        await yield { home.presentedViewController != nil }
        fixture.run(seconds: 0.2)
        await Task.yield()
        #expect(log.isEmpty && detail.isBeingPresented)
        fixture.run(seconds: 0.6)
        await yield { detail.isBeingDismissed }
        #expect(log == ["presented"])
        fixture.run(seconds: 0.8)
        await yield { log.count == 2 }
        #expect(log == ["presented", "dismissed"] && home.presentedViewController == nil)
    }
}

extension AsyncAnimationSnippets {
    @Test(
        "a scene its code built while a task awaits an animation plays forward only: where the task waits no checkpoint keeps"
    )
    func adoptedWhileTaskWaits() async throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        // The screen's size: the adopted window is key while the test awaits (see `presentsAndDismisses`).
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.current.screenSize))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(card)
        var resumed = 0
        _ = Task { @MainActor in
            await UIView.animate(withDuration: 0.5) { card.alpha = 0 }
            resumed += 1
        }
        await yield { card.alpha == 0 }
        // Nothing can build it again: measuring it would move it for good, and its start cannot be gone back to.
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        #expect(playback.checkpointRefusal?.contains("a task of the scene waits on its clock") == true)
        #expect(throws: SceneRebuildError.self) { try playback.measure() }
        try playback.seek(to: 0.6)
        await yield { resumed > 0 }
        let back = #expect(throws: SceneRebuildError.self) { try playback.seek(to: 0) }
        #expect(back?.description.hasPrefix("this scene plays forward only") == true, "\(String(describing: back))")
        for _ in 0..<10 { await Task.yield() }
        #expect(resumed == 1)
    }
}
