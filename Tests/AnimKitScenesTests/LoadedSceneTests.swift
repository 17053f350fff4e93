import AnimKit
import AnimKitScenes
import AnimKitTestSupport
import Foundation
import Testing

/// The shipped example scenes.
func assetsFolder() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets")
}

@MainActor
@Suite("Scene files become real views and property animators")
struct LoadedSceneTests {
    func load(_ json: String, fixture: EngineFixture) throws -> LoadedScene {
        LoadedScene(try SceneDocument(data: Data(json.utf8)), engine: fixture.engine)
    }

    @Test("the dance scene file plays like the dance demo: same curve, same end, the completion's set action")
    func dance() throws {
        let fixture = EngineFixture()
        let scene = LoadedScene(
            try SceneDocument.load(contentsOf: assetsFolder().appendingPathComponent("scenes/dance.json")), engine: fixture.engine)
        let circle = try #require(scene.views["circle"])

        scene.start()
        #expect(fixture.engine.liveAnimators.map(\.tag) == [7])
        fixture.run(seconds: 1.5)
        #expect(
            isApproximatelyEqual(
                circle.presentation.center.x, 80 + 320 * CGFloat(AnimationCurve.easeInOut.bezier.progress(atFraction: 0.5))))
        fixture.run(seconds: 1.1)
        #expect(scene.canvas.backgroundColor == Color(hex: "#34C759"))
        #expect(isApproximatelyEqual(AffineComponents(circle.presentation.transform).scaleX, 1.5))
    }

    @Test("completion actions chain animators, and the timeline runs a sequence with a parallel group inside")
    func timeline() throws {
        let fixture = EngineFixture()
        let json = #"""
            {"canvas": {"size": [100, 100]},
             "views": [{"id": "a", "frame": [0, 0, 10, 10]}, {"id": "b", "frame": [0, 0, 10, 10]}, {"id": "c", "frame": [0, 0, 10, 10]}],
             "animators": [
               {"tag": 1, "duration": 1, "curve": "linear", "changes": [{"view": "a", "alpha": 0}]},
               {"tag": 2, "duration": 1, "curve": "linear", "changes": [{"view": "b", "alpha": 0}]},
               {"tag": 3, "duration": 2, "curve": "linear", "changes": [{"view": "c", "alpha": 0}], "onComplete": [{"set": {"view": "a", "alpha": 1}}]}
             ],
             "timeline": {"sequence": [1, {"parallel": [2, 3]}]}}
            """#
        let scene = try load(json, fixture: fixture)

        scene.start()
        #expect(fixture.engine.liveAnimators.map(\.tag) == [1])
        fixture.run(seconds: 1)
        fixture.run(frames: 1)
        #expect(Set(fixture.engine.liveAnimators.map(\.tag)) == [2, 3])
        fixture.run(seconds: 2.1)
        #expect(scene.views["a"]?.presentation.alpha == 1)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("repeat and autoreverse: each leg takes the duration")
    func repeats() throws {
        let fixture = EngineFixture()
        let json =
            #"{"canvas": {"size": [100, 100]}, "views": [{"id": "a", "frame": [0, 0, 10, 10]}], "animators": [{"tag": 1, "duration": 1, "curve": "linear", "repeat": 2, "autoreverse": true, "changes": [{"view": "a", "center": [105, 5]}]}]}"#
        let scene = try load(json, fixture: fixture)

        scene.start()
        fixture.run(seconds: 1.5)
        #expect(isApproximatelyEqual(scene.views["a"]?.presentation.center.x ?? 0, 55, tolerance: 1e-6))
        #expect(scene.animators[1]?.duration == 4)
    }

    @Test("keyframes in a scene animator, scrubbable like any property animator")
    func keyframes() throws {
        let fixture = EngineFixture()
        let json = #"""
            {"canvas": {"size": [100, 100]}, "views": [{"id": "a", "frame": [0, 0, 10, 10]}],
             "animators": [{"tag": 1, "duration": 2, "curve": "linear", "keyframes": {"mode": "linear", "frames": [
               {"start": 0, "duration": 0.5, "changes": [{"view": "a", "center": [105, 5]}]},
               {"start": 0.5, "duration": 0.5, "changes": [{"view": "a", "center": [5, 5]}]}]}}]}
            """#
        let scene = try load(json, fixture: fixture)
        scene.start()

        fixture.run(seconds: 1)
        #expect(isApproximatelyEqual(scene.views["a"]?.presentation.center.x ?? 0, 105))
        let animator = try #require(scene.animators[1])
        animator.pauseAnimation()
        animator.fractionComplete = 0.75
        #expect(isApproximatelyEqual(scene.views["a"]?.presentation.center.x ?? 0, 55))
    }

    @Test("an animator may restart itself from its completion: actions run on the next tick")
    func selfRestart() throws {
        let fixture = EngineFixture()
        let json =
            #"{"canvas": {"size": [100, 100]}, "views": [{"id": "a", "frame": [0, 0, 10, 10]}], "animators": [{"tag": 1, "duration": 0.5, "curve": "linear", "changes": [{"view": "a", "alpha": 0.5}], "onComplete": [{"start": 1}]}]}"#
        let scene = try load(json, fixture: fixture)

        scene.start()
        fixture.run(seconds: 0.5)
        fixture.run(frames: 1)

        #expect(fixture.engine.liveAnimators.map(\.tag) == [1])
        #expect(fixture.errors.isEmpty)
    }

    @Test("every shipped scene loads")
    func shippedScenes() throws {
        let folder = assetsFolder().appendingPathComponent("scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }

        #expect(files.count >= 3)
        for file in files {
            #expect(throws: Never.self) { try SceneDocument.load(contentsOf: folder.appendingPathComponent(file)) }
        }
    }

    @Test("a repeating animator counts its legs, as UIView.animate's repeats do: one leg is the file's duration")
    func repeatLegs() throws {
        let fixture = EngineFixture()
        let json = #"""
            {"canvas": {"size": [100, 100]},
             "views": [{"id": "a", "frame": [0, 0, 10, 10]}],
             "animators": [
               {"tag": 1, "duration": 0.6, "repeat": "forever", "changes": [{"view": "a", "alpha": 0}]},
               {"tag": 2, "duration": 0.5, "repeat": 3, "autoreverse": true, "changes": [{"view": "a", "alpha": 0.5}]},
               {"tag": 3, "duration": 0.4, "changes": [{"view": "a", "alpha": 0.2}]}
             ]}
            """#
        let scene = try load(json, fixture: fixture)
        let legs = [1, 2, 3].map { scene.animators[$0].map { ($0.repeatLegs, $0.duration / $0.repeatLegs) } }
        #expect(legs[0]?.0 == View.indefiniteRepeatCount && legs[0].map { isApproximatelyEqual($0.1, 0.6) } == true)
        #expect(legs[1]?.0 == 6 && legs[1].map { isApproximatelyEqual($0.1, 0.5) } == true)
        #expect(legs[2]?.0 == 1 && legs[2]?.1 == 0.4)
    }
}
