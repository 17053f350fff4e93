// Compiled with the package's SnapshotTesting trait only (Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
    import AnimKit
    import AnimKitSDL
    import AnimKitSnapshotTesting
    import AnimKitTesting
    import Foundation
    import SnapshotTesting
    import Testing

    @MainActor
    @Suite("swift-snapshot-testing strategies for scenes", .serialized)
    struct SnapshotStrategyTests {
        /// A toast that drops in on a spring and fades after a pause: the kind of scene a user guards with a snapshot.
        static func toast(dropTo y: CGFloat = 60) -> AnimView.PreviewScene {
            AnimView.PreviewScene("toast", size: CGSize(width: 300, height: 120)) { canvas in
                let toast = UIView(frame: CGRect(x: 50, y: -50, width: 200, height: 40))
                toast.accessibilityIdentifier = "toast"
                toast.backgroundColor = .systemGreen
                toast.layer.cornerRadius = 12
                canvas.addSubview(toast)
                UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
                    toast.center.y = y
                } completion: { _ in
                    UIView.animate(withDuration: 0.3, delay: 0.2, options: []) { toast.alpha = 0 }
                }
            }
        }

        @Test("frames and a trace of the toast match the references recorded in __Snapshots__")
        func matchesReferences() {
            assertSnapshot(of: Self.toast(), as: .frames(at: [0, 0.15, 0.3, 0.6, 0.9, 1.1]))
            assertSnapshot(of: Self.toast(), as: .trace("toast", \.center.y, at: [0, 0.1, 0.2, 0.3, 0.6]))
            assertSnapshot(of: Self.toast(), as: .trace("toast", \.alpha, at: [0.6, 0.8, 0.95, 1.1]))
        }

        @Test("a regression fails with a message: the toast dropping 4 points lower differs in pixels and in the trace")
        func regressionFails() throws {
            let frames = verifySnapshot(
                of: Self.toast(dropTo: 64), as: .frames(at: [0, 0.15, 0.3, 0.6, 0.9, 1.1]), named: "1", record: .never,
                testName: "matchesReferences()")
            #expect(frames?.contains("pixels differ") == true, "\(frames ?? "passed")")
            let trace = verifySnapshot(
                of: Self.toast(dropTo: 64), as: .trace("toast", \.center.y, at: [0, 0.1, 0.2, 0.3, 0.6]), named: "2", record: .never,
                testName: "matchesReferences()")
            #expect(trace?.contains("64.0000") == true, "\(trace ?? "passed")")
            Self.removeFailureArtifacts(["matchesReferences.1.png", "matchesReferences.2.txt"])
        }

        /// Takes away what the intended failures above left where swift-snapshot-testing puts a failure's output (the
        /// temporary directory, in a folder named after this file), and that folder when nothing else is in it.
        static func removeFailureArtifacts(_ names: [String]) {
            let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
                .appendingPathComponent("SnapshotStrategyTests")
            for name in names { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
            if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: folder)
            }
        }

        @Test("a view name that is not in the scene is said in the trace, not a crash")
        func unknownView() {
            #expect {
                try SceneFrames.trace(of: Self.toast(), viewName: "banner", property: \.alpha, at: [0])
            } throws: { error in
                "\(error)".contains("no view named banner")
            }
        }

        @Test("the toast's whole motion matches its recording in __Snapshots__ (the lines animview sample prints)")
        func motionMatchesReference() {
            assertSnapshot(of: Self.toast(), as: .motion())
        }

        @Test("a motion regression says what moved: the toast ending 4 points lower; at 120 frames a second the same toast passes")
        func motionRegression() {
            let lower = verifySnapshot(
                of: Self.toast(dropTo: 64), as: .motion(), named: "1", record: .never, testName: "motionMatchesReference()")
            #expect(lower?.contains("the motion differs from the reference:\ntoast.center.y: ") == true, "\(lower ?? "passed")")
            #expect(lower?.contains("ends at 60 → 64") == true, "\(lower ?? "passed")")
            #expect(lower?.contains("toast.alpha") == false, "\(lower ?? "passed")")
            let faster = verifySnapshot(
                of: Self.toast(), as: .motion(framesPerSecond: 120), named: "1", record: .never, testName: "motionMatchesReference()")
            #expect(faster == nil, "\(faster ?? "")")
            Self.removeFailureArtifacts(["motionMatchesReference.1.jsonl"])
        }

        @Test("a recording that is not one is an error naming its line and field; one of frames alone, as older ones, still reads")
        func badRecording() throws {
            let good = try SceneMotion.record(Self.toast(), duration: 0.1).jsonLines
            // The header, then frames 0 to 6 (0.1 s at 60 frames a second, up to the first frame at or after the end).
            let lines = good.split(separator: "\n").map(String.init)
            #expect(lines.count == 8 && lines[0].hasPrefix("{\"animators\":[{") && lines[0].contains("\"version\":1"))
            #expect {
                try SceneMotion(jsonLines: good + "{\"frame\": 7,\n")
            } throws: { error in
                "\(error)".contains("line 9 is not a frame")
            }
            #expect(try SceneMotion(jsonLines: good).difference(from: SceneMotion.record(Self.toast(), duration: 0.1)) == [])
            // Frames alone: the motion is compared, the timing cannot be.
            let framesOnly = try SceneMotion(jsonLines: lines.dropFirst().joined(separator: "\n"))
            #expect(
                try SceneMotion.record(Self.toast(dropTo: 64), duration: 0.1).difference(from: framesOnly).first?.hasPrefix(
                    "toast.center.y:")
                    == true)
            // A header without its animators' durations, and one from a newer animview: each said, with its line.
            let noDuration = lines[0].replacingOccurrences(of: "\"duration\":0.6,", with: "")
            #expect(noDuration != lines[0])
            #expect {
                try SceneMotion(jsonLines: ([noDuration] + lines.dropFirst()).joined(separator: "\n"))
            } throws: { error in
                "\(error)".contains("line 1: animators[0].duration is missing")
            }
            let newer = lines[0].replacingOccurrences(of: "\"version\":1", with: "\"version\":2")
            #expect {
                try SceneMotion(jsonLines: ([newer] + lines.dropFirst()).joined(separator: "\n"))
            } throws: { error in
                "\(error)".contains("line 1 says it was written by a newer animview (version 2); this one reads version 1")
            }
        }
    }
#endif
