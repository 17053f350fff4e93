import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Checkpoints: going back in a scene without replaying it from the start")
struct CheckpointTests {
    /// The chain scene, counting how often it is built.
    final class Builds {
        var count = 0
    }

    func chain(_ builds: Builds) throws -> ScenePlayback {
        try ScenePlayback {
            builds.count += 1
            return ScenePlaybackTests.chain()
        }
    }

    /// The square's presentation at `time`, by a fresh playback sought straight there.
    func straight(at time: TimeInterval) throws -> ViewValues {
        let playback = try ScenePlayback { ScenePlaybackTests.chain() }
        defer { playback.end() }
        try playback.seek(to: time)
        return playback.built.canvas.subviews[0].presentation
    }

    @Test("a root the host puts in its window after the checkpoints were taken stays there through every restore")
    func hostKeepsTheRoot() throws {
        let playback = try ScenePlayback { ScenePlaybackTests.chain() }
        defer { playback.end() }
        try playback.prepareCheckpoints(length: 1.75)
        let window = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.hostRole = .sceneHolder
        window.addSubview(playback.built.canvas)
        for time in [1.6, 0.3, 1.2, 0] {
            try playback.seek(to: time)
            #expect(playback.built.canvas.superview === window, "after a seek to \(time)")
        }
        #expect(window.subviews.count == 1 && window.subviews[0] === playback.built.canvas)
    }

    /// A view of a class declared outside AnimKit, as a host's overlay or a scene's own view is, with a flag.
    final class Flagged: UIView {
        var isOn = false
    }

    @Test("a host's own views keep what a person turned on through every restore; the scene's views inside its holder go back")
    func hostViewsStayTheirs() throws {
        var overlay: Flagged?, scenes: Flagged?
        let playback = try ScenePlayback {
            // Made while the scene's engine lists views, as a previewer's panels are when `play` builds its window.
            if overlay == nil { overlay = Flagged() }
            let built = ScenePlaybackTests.chain()
            let flagged = Flagged()
            built.canvas.addSubview(flagged)
            scenes = flagged
            return built
        }
        defer { playback.end() }
        try playback.prepareCheckpoints(length: 1.75)
        let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600)), holder = View(frame: .zero)
        (root.hostRole, holder.hostRole) = (.chrome, .sceneHolder)
        let panel = View(frame: .zero)
        root.addSubview(holder)
        root.addSubview(panel)
        holder.addSubview(playback.built.canvas)
        let shown = try #require(overlay), inScene = try #require(scenes)
        panel.addSubview(shown)
        (shown.isOn, inScene.isOn) = (true, true)
        #expect(shown.belongsToHost && panel.belongsToHost && !inScene.belongsToHost && !playback.built.canvas.belongsToHost)
        for time in [1.6, 0.3, 1.2, 0] {
            try playback.seek(to: time)
            #expect(shown.isOn && shown.superview === panel, "the host's overlay after a seek to \(time)")
        }
        #expect(!inScene.isOn, "the scene's own view came back as it was")
    }

    @Test("checkpoints every 0.5 s over a 1.75 s chain; seeks back and forth restore them and land on straight play's values")
    func wanderingSeeks() throws {
        let builds = Builds()
        let playback = try chain(builds)
        defer { playback.end() }
        let summary = try playback.prepareCheckpoints(length: 1.75)
        #expect(summary.count == 5 && summary.spacing == 0.5)
        #expect(playback.checkpointRefusal == nil)
        #expect(playback.time == 0)
        let buildsAfterPreparing = builds.count
        for time in [1.6, 0.3, 1.2, 0.05, 1.75, 0.999, 0, 1.0 + 1.0 / 60, 0.5] {
            try playback.seek(to: time)
            #expect(playback.time == time)
            #expect(playback.built.canvas.subviews[0].presentation == (try straight(at: time)), "at \(time) s")
        }
        #expect(builds.count == buildsAfterPreparing, "a backward seek restored a checkpoint instead of building the scene again")
    }

    @Test("a scene whose completion counts in a captured variable fails the proof: no checkpoints, and seeks stay exact by replay")
    func opaqueStateIsRefused() throws {
        func scene() throws -> ScenePlayback {
            try ScenePlayback {
                let canvas = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                let square = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                canvas.addSubview(square)
                var rounds = 0
                @MainActor func go() {
                    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
                        square.center.x += 30
                    } completion: { _ in
                        rounds += 1
                        if rounds < 4 { go() }
                    }
                }
                return ScenePlayback.Built(canvas: canvas) { go() }
            }
        }
        let playback = try scene()
        defer { playback.end() }
        let summary = try playback.prepareCheckpoints(length: 1.6, spacing: 0.25)
        #expect(summary.count == 0)
        #expect(playback.checkpointRefusal != nil)
        for time in [1.5, 0.3, 1.1] {
            try playback.seek(to: time)
            let fresh = try scene()
            defer { fresh.end() }
            try fresh.seek(to: time)
            #expect(playback.built.canvas.subviews[0].presentation == fresh.built.canvas.subviews[0].presentation, "at \(time) s")
        }
    }

    @Test("the spacing widens to fit the memory budget")
    func budget() throws {
        let playback = try chain(Builds())
        defer { playback.end() }
        // At t = 0 two views and one animator, 600 bytes each by the estimate: 4 KB keeps two checkpoints, the ends.
        let summary = try playback.prepareCheckpoints(length: 1.75, spacing: 0.1, memoryBudget: 4 * 1024)
        #expect(summary.count == 2)
        #expect(summary.spacing == 1.75)
        try playback.seek(to: 1.7)
        try playback.seek(to: 0.2)
        #expect(playback.built.canvas.subviews[0].presentation == (try straight(at: 0.2)))
    }

    @Test("labels, layers and the tree come back as they were: a completion that renames, re-borders and removes")
    func viewStateComesBack() throws {
        func scene() throws -> ScenePlayback {
            try ScenePlayback {
                let canvas = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
                label.text = "before"
                let box = View(frame: CGRect(x: 100, y: 0, width: 20, height: 20))
                canvas.addSubview(label)
                canvas.addSubview(box)
                return ScenePlayback.Built(canvas: canvas) {
                    UIView.animate(withDuration: 0.5) {
                        box.alpha = 0.5
                    } completion: { _ in
                        label.text = "after"
                        label.layer.borderWidth = 2
                        box.removeFromSuperview()
                        UIView.animate(withDuration: 0.5) { label.center.y = 60 }
                    }
                }
            }
        }
        let playback = try scene()
        defer { playback.end() }
        #expect(try playback.prepareCheckpoints(length: 1, spacing: 0.25).count == 5)
        try playback.seek(to: 0.9)
        let label = try #require(playback.built.canvas.subviews.first as? Label)
        #expect(label.text == "after" && label.layer.borderWidth == 2 && playback.built.canvas.subviews.count == 1)
        try playback.seek(to: 0.3)
        #expect(label.text == "before" && label.layer.borderWidth == 0 && playback.built.canvas.subviews.count == 2)
        #expect(playback.built.canvas.subviews[1].superview === playback.built.canvas)
        try playback.seek(to: 0.8)
        let fresh = try scene()
        defer { fresh.end() }
        try fresh.seek(to: 0.8)
        #expect(label.presentation == fresh.built.canvas.subviews[0].presentation)
    }

    @Test(
        "a scene a person changed after a restore plays on as changed, keeps its checkpoints, and a seek, back or forward, returns to the timeline"
    )
    func changedByHand() throws {
        let playback = try chain(Builds())
        defer { playback.end() }
        #expect(try playback.prepareCheckpoints(length: 1.75).count == 5)
        try playback.seek(to: 1.2)
        try playback.seek(to: 0.2)
        // A scrub to 0.8 and a release, as the previewer's bar does it.
        let animator = try #require(playback.engine.liveAnimators.first)
        animator.pauseAnimation()
        animator.fractionComplete = 0.8
        animator.startAnimation()
        playback.leaveTimeline()

        try playback.playOn(to: 0.6)
        let square = playback.built.canvas.subviews[0]
        #expect(square.presentation.center.x == 110, "the scrubbed animator, resumed at 0.8, has ended by 0.6 s")
        #expect(square.presentation != (try straight(at: 0.6)))
        #expect(playback.checkpointCount == 5)

        // A seek returns to the timeline, back or forward: as End does after a scrub in the previewer.
        try playback.seek(to: 0.7)
        #expect(square.presentation == (try straight(at: 0.7)))
        try playback.seek(to: 0.3)
        #expect(square.presentation == (try straight(at: 0.3)))
    }
}

@MainActor
@Suite("Adopted scenes: built once by top-level code, replayed through checkpoints")
struct AdoptedSceneTests {
    @Test("a scene built on a session's engine plays, measures and seeks back and forth like a rebuilt one")
    func adopted() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let built = ScenePlaybackTests.chain()
        built.start()
        let playback = try ScenePlayback(adopting: built.canvas, engine: session.engine)
        #expect(playback.isAdopted)
        let timeline = try playback.measure()
        #expect(abs(timeline.length - 1.75) < 1e-9)
        #expect(timeline.spans.count == 2 && timeline.spans[1].parent == timeline.spans[0].serial)
        #expect(playback.time == 0)
        #expect(try playback.prepareCheckpoints(length: timeline.length).count == 5)
        let reference = try ScenePlayback { ScenePlaybackTests.chain() }
        defer { reference.end() }
        for time in [1.5, 0.2, 1.0, 0, 1.75, 0.6] {
            try playback.seek(to: time)
            try reference.seek(to: time)
            #expect(built.canvas.subviews[0].presentation == reference.built.canvas.subviews[0].presentation, "at \(time) s")
        }
    }

    @Test("an engine that did not list its views from the start is refused with a reason")
    func refused() {
        let session = AnimationSession(clock: ManualClock())
        #expect(throws: SceneRebuildError.self) { try ScenePlayback(adopting: View(), engine: session.engine) }
    }
}
