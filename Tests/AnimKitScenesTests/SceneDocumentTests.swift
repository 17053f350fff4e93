import AnimKit
import AnimKitScenes
import AnimKitTestSupport
import Foundation
import Testing

/// Parses `json`, expecting a failure; returns the error.
func sceneError(_ json: String) -> SceneError? {
    do {
        _ = try SceneDocument(data: Data(json.utf8))
        return nil
    } catch {
        return error
    }
}

/// A minimal valid scene with `animators` spliced in.
func scene(animators: String = "[]", views: String = #"[{"id": "box", "frame": [0, 0, 10, 10]}]"#, extra: String = "") -> String {
    #"{"canvas": {"size": [100, 100]}, "views": \#(views), "animators": \#(animators)\#(extra)}"#
}

@Suite("Scene files: bad input gets one clear message with where and what was expected")
struct SceneDocumentTests {
    @Test("a path that is a folder, a named pipe or a device is named as such, never read; a missing one gives the system's reason")
    func pathsThatAreNotFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("pipe.json"), 0o644) == 0)
        for (path, noun) in [(scratch.url.path, "a folder"), (scratch.path("pipe.json"), "a named pipe"), ("/dev/zero", "a device")] {
            #expect {
                try SceneDocument.load(contentsOf: URL(fileURLWithPath: path))
            } throws: { error in
                "\(error)".contains("it is \(noun), not a scene file") && !"\(error)".contains("NSCocoaErrorDomain")
            }
        }
        #expect {
            try SceneDocument.load(contentsOf: URL(fileURLWithPath: scratch.path("gone.json")))
        } throws: { error in
            "\(error)".contains("cannot read the file: No such file or directory")
        }
    }

    @Test("malformed JSON names the line and column")
    func malformed() throws {
        let error = try #require(sceneError("{\n  \"canvas\": {\"size\": [100, 100]},\n  \"views\": [,]\n}"))

        #expect(error.line == 3)
        #expect(error.column != nil)
        #expect(error.description.hasPrefix("scene:3:"))
        #expect(error.message.contains("not valid JSON"))
    }

    @Test("an unknown property is named with its path and the allowed ones")
    func unknownProperty() throws {
        let error = try #require(sceneError(scene(animators: #"[{"tag": 1, "duration": 1, "speed": 2}]"#)))

        #expect(error.path == "animators[0].speed")
        #expect(error.message.contains("unknown property \"speed\""))
        #expect(error.message.contains("duration"))
    }

    @Test("a wrong type says what was expected and what was found")
    func wrongType() throws {
        let error = try #require(sceneError(scene(animators: #"[{"tag": 1, "duration": "long"}]"#)))

        #expect(error.path == "animators[0].duration")
        #expect(error.message == "expected a number, found a string")
    }

    static let badDurations = ["-1", "1e999", "-1e999", "90000"]

    @Test("negative, infinite and absurd durations are refused", arguments: badDurations)
    func badDuration(value: String) throws {
        let error = try #require(sceneError(scene(animators: #"[{"tag": 1, "duration": \#(value)}]"#)))

        #expect(error.path == "animators[0].duration" || error.message.contains("not valid JSON"))
    }

    @Test("NaN is not JSON and is refused as such")
    func notANumber() throws {
        let error = try #require(sceneError(scene(animators: #"[{"tag": 1, "duration": NaN}]"#)))

        #expect(error.message.contains("not valid JSON"))
    }

    @Test("an action naming a missing tag is refused")
    func missingTag() throws {
        let error = try #require(sceneError(scene(animators: #"[{"tag": 1, "duration": 1, "onComplete": [{"start": 9}]}]"#)))

        #expect(error.path == "animators[0].onComplete[0]")
        #expect(error.message == "no animator has tag 9")
    }

    @Test("a change to a view that does not exist is refused")
    func missingView() throws {
        let error = try #require(sceneError(scene(animators: #"[{"tag": 1, "duration": 1, "changes": [{"view": "ghost", "alpha": 0}]}]"#)))

        #expect(error.path == "animators[0].changes[0].view")
        #expect(error.message == "no view has id \"ghost\"")
    }

    @Test("animators that start each other with no time between them are refused")
    func instantCycle() throws {
        let animators =
            #"[{"tag": 1, "duration": 0, "onComplete": [{"start": 2}]}, {"tag": 2, "duration": 0, "onComplete": [{"start": 1}]}]"#
        let error = try #require(sceneError(scene(animators: animators)))

        #expect(error.message.contains("1 → 2 → 1"))
        #expect(error.message.contains("no time between them"))
    }

    @Test("a cycle that takes time is a loop, and allowed")
    func timedCycle() throws {
        let animators =
            #"[{"tag": 1, "duration": 0.5, "onComplete": [{"start": 2}]}, {"tag": 2, "duration": 0, "autostart": false, "onComplete": [{"start": 1}]}]"#

        #expect(sceneError(scene(animators: animators)) == nil)
    }

    @Test("duplicate ids and tags are refused")
    func duplicates() throws {
        let views = #"[{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "a", "frame": [0, 0, 1, 1]}]"#
        #expect(sceneError(scene(views: views))?.message == "the id \"a\" is used twice")
        #expect(sceneError(scene(animators: #"[{"tag": 1, "duration": 1}, {"tag": 1, "duration": 1}]"#))?.message == "tag 1 is used twice")
    }

    @Test("an oversized scene is refused before parsing")
    func oversized() throws {
        let padding = String(repeating: " ", count: SceneDocument.maximumFileSize)
        let error = try #require(sceneError(scene() + padding))

        #expect(error.message.contains("at most \(SceneDocument.maximumFileSize) bytes"))
    }

    @Test("a bad colour, curve and repeat say what they should look like")
    func badValues() throws {
        #expect(
            sceneError(scene(views: #"[{"id": "a", "frame": [0, 0, 1, 1], "color": "red"}]"#))?.message
                == ##"expected a colour like "#FF9500", found "red""##)
        #expect(
            sceneError(scene(animators: #"[{"tag": 1, "duration": 1, "curve": "bouncy"}]"#))?.message.contains("expected \"easeInOut\"")
                == true)
        #expect(sceneError(scene(animators: #"[{"tag": 1, "duration": 1, "repeat": "often"}]"#))?.message.contains("\"forever\"") == true)
    }

    @Test("file errors carry the file name")
    func fileName() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try Data("{".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        #expect(throws: SceneError.self) { try SceneDocument.load(contentsOf: url) }
        do {
            _ = try SceneDocument.load(contentsOf: url)
        } catch {
            #expect(error.file == url.path)
            #expect(error.description.hasPrefix(url.path + ":1:"))
        }
    }
}
