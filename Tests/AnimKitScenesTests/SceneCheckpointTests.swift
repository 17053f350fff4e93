import AnimKit
import AnimKitScenes
import Foundation
import Testing

@MainActor
@Suite("Checkpoints of scene files")
struct SceneCheckpointTests {
    func playback(_ name: String) throws -> ScenePlayback {
        let document = try SceneDocument.load(contentsOf: assetsFolder().appendingPathComponent("scenes/\(name).json"))
        return try ScenePlayback {
            let scene = LoadedScene(document, engine: AnimationEngine.shared)
            return ScenePlayback.Built(canvas: scene.canvas) { scene.start() }
        }
    }

    @Test(
        "every shipped scene keeps its checkpoints (a timeline's parallel groups count down in captured state), and seeks back and forth land on a fresh seek's values",
        arguments: ["dance", "keyframes", "press-and-slide", "springs", "timeline"])
    func wanderingSeeks(name: String) throws {
        let wandering = try playback(name)
        defer { wandering.end() }
        let length = try wandering.measure(cap: 10).length
        let summary = try wandering.prepareCheckpoints(length: length, spacing: 0.25)
        #expect(summary.count >= 2, "\(wandering.checkpointRefusal ?? "")")
        #expect(wandering.checkpointRefusal == nil)
        for fraction in [0.9, 0.1, 0.6, 0.35, 1, 0, 0.75] {
            let time = (length * fraction * 60).rounded() / 60
            try wandering.seek(to: time)
            let fresh = try playback(name)
            defer { fresh.end() }
            try fresh.seek(to: time)
            #expect(
                wandering.built.canvas.subtree.map(\.presentation) == fresh.built.canvas.subtree.map(\.presentation),
                "\(name) at \(time) s")
        }
        #expect(wandering.checkpointCount == summary.count)
    }

    @Test(
        "played in steps that fall between frames, as a slowed window plays it, a scene goes on as straight play and keeps its checkpoints")
    func stepsBetweenFrames() throws {
        // Completion actions start the next animator on the next tick: on the grid, whatever the steps.
        let uneven = try playback("press-and-slide")
        defer { uneven.end() }
        let length = try uneven.measure(cap: 10).length
        #expect(try uneven.prepareCheckpoints(length: length).count == 3)
        for pass in 0..<2 {
            var time = 0.013 * Double(pass)
            while time < length - 0.02 {
                time += 0.01693
                try uneven.seek(to: time)
            }
            try uneven.seek(to: 0.55)
            let fresh = try playback("press-and-slide")
            defer { fresh.end() }
            try fresh.seek(to: 0.55)
            #expect(uneven.built.canvas.subtree.map(\.presentation) == fresh.built.canvas.subtree.map(\.presentation), "pass \(pass)")
            #expect(uneven.checkpointCount == 3, "\(uneven.checkpointRefusal ?? "")")
            try uneven.seek(to: 0)
        }
    }

    @Test("a parallel group followed by a step: the step starts when the slower branch ends, after seeks back across the faster one's end")
    func parallelJoin() throws {
        let json = """
            {"canvas": {"size": [200, 100]},
             "views": [{"id": "a", "frame": [0, 0, 10, 10]}, {"id": "b", "frame": [0, 20, 10, 10]}, {"id": "c", "frame": [0, 40, 10, 10]}],
             "animators": [
               {"tag": 1, "duration": 0.3, "curve": "linear", "changes": [{"view": "a", "translate": [100, 0]}]},
               {"tag": 2, "duration": 0.8, "curve": "linear", "changes": [{"view": "b", "translate": [100, 0]}]},
               {"tag": 3, "duration": 0.5, "curve": "linear", "changes": [{"view": "c", "translate": [100, 0]}]}],
             "timeline": {"sequence": [{"parallel": [1, 2]}, 3]}}
            """
        let document = try SceneDocument(data: Data(json.utf8))
        func make() throws -> ScenePlayback {
            try ScenePlayback {
                let scene = LoadedScene(document, engine: AnimationEngine.shared)
                return ScenePlayback.Built(canvas: scene.canvas) { scene.start() }
            }
        }
        let playback = try make()
        defer { playback.end() }
        #expect(try playback.prepareCheckpoints(length: 1.4, spacing: 0.2).count == 8)
        #expect(playback.checkpointRefusal == nil)
        for time in [1.0, 0.4, 1.2, 0.2, 1.1] {
            try playback.seek(to: time)
            let c = try #require(playback.built.canvas.subviews.last)
            let fresh = try make()
            defer { fresh.end() }
            try fresh.seek(to: time)
            #expect(c.presentation == fresh.built.canvas.subviews.last?.presentation, "at \(time) s")
            // c moves only once the slower branch has ended at 0.8 s.
            #expect((c.presentation.transform.tx > 0) == (time > 0.85), "at \(time) s")
        }
        #expect(playback.checkpointCount == 8)
    }
}
