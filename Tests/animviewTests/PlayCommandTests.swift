import AnimKitSDL
import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import animview

/// `animview play`: a user's files built against AnimKit, shown, rebuilt on save.
extension PackageBuildingTests {
    @Suite("animview play", .serialized)
    struct PlayCommandTests {
        nonisolated static let card = """
            import AnimKit
            import PlaygroundSupport

            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            container.backgroundColor = .white
            PlaygroundPage.current.liveView = container
            let square = UIView(frame: CGRect(x: 0, y: 30, width: 40, height: 40))
            square.backgroundColor = .systemRed
            container.addSubview(square)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { square.center.x = 180 }

            """

        /// A view green only in a debug build, as iOS code keeps its previews behind `#if DEBUG`.
        static let debugOnly = """
            import UIKit
            import PlaygroundSupport

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .systemRed
            #if DEBUG
                view.backgroundColor = .systemGreen
            #endif
            PlaygroundPage.current.liveView = view
            """

        /// The README's own-code example in small: `AnimView.preview` called from top-level code.
        static let preview = """
            import AnimKit
            import AnimKitSDL
            AnimView.preview(size: CGSize(width: 300, height: 100)) { canvas in
                let card = UIView(frame: CGRect(x: 0, y: 25, width: 50, height: 50))
                card.backgroundColor = .systemBlue
                canvas.addSubview(card)
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center.x = 275 }
            }
            """

        /// The PNG at `path`, decoded on the main actor (SDL_image's): the suite is not on it, so tests that are run meanwhile.
        static func frame(at path: String) async throws -> FrameImage {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try await MainActor.run { try FrameImage(imageData: data) }
        }

        @Test(
            "headless: a frame where the code put it, an error at the user's own file and line, a refused --out; then in a window"
        )
        func headless() async throws {
            try await sharedPlayBuildsReady()
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let file = try scratch.write("Card.swift", Self.card)
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = scratch.path("cache")
            // AnimKit's build for play is the one the suite shares (a first build's words are PlayProcessTests').
            try sharePlayHost(into: scratch.path("cache"))
            // What play built for debugging before it built AnimKit optimised goes once the optimised build is there.
            let host = try PlayHostPackage(
                cache: PlayProject.cache(environment: ProcessInfo.processInfo.environment),
                animviewRoot: PlayProject.animviewRoot(environment: ProcessInfo.processInfo.environment)
            ).folder
            let leftover = host.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/AnimKit.build")
            try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
            let out = scratch.path("card.png")
            // What an earlier play generated in the file's cache folder (a package and its build) goes; nothing else.
            let earlier = scratch.path("cache/animview/play/\(PlayProject.key(for: [URL(fileURLWithPath: file)]))")
            try FileManager.default.createDirectory(atPath: earlier + "/.build/debug", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: earlier + "/Package.swift", contents: Data("// earlier\n".utf8))
            _ = FileManager.default.createFile(atPath: earlier + "/notes.txt", contents: Data("mine\n".utf8))
            let built = try runAnimview(["play", file, "--headless", "--at", "0.5", "--out", out], environment: environment)
            #expect(!FileManager.default.fileExists(atPath: earlier + "/.build"))
            #expect(!FileManager.default.fileExists(atPath: earlier + "/Package.swift"))
            #expect(FileManager.default.fileExists(atPath: earlier + "/notes.txt"))
            #expect(built.status == 0, "\(built.standardError)\n\(built.standardOutput)")
            #expect(built.standardOutput.contains("wrote \(out)"))
            // At 0.5 s the square's centre is at x = 100: red there, white at x = 40.
            let image = try await Self.frame(at: out)
            #expect(image.pixel(x: 100, y: 50) == Pixel(255, 59, 48))
            #expect(image.pixel(x: 40, y: 50) == Pixel(255, 255, 255))
            #expect(FileManager.default.fileExists(atPath: scratch.path("cache/animview/play")))
            #expect(!FileManager.default.fileExists(atPath: leftover.deletingLastPathComponent().path))
            #expect(FileManager.default.fileExists(atPath: host.appendingPathComponent(".build/release/PlayHost").path))

            _ = try scratch.write("Card.swift", Self.card + "let broken: Int = \"no\"\n")
            let failed = try runAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("b.png")], environment: environment)
            #expect(failed.status == 65)
            #expect(failed.standardError.contains("\(file):11:19: error:"), "\(failed.standardError)")
            #expect(!FileManager.default.fileExists(atPath: scratch.path("b.png")))

            // A program of the preview API's, as the README writes one, builds in the default Swift 5 mode too.
            _ = try scratch.write("Card.swift", Self.preview)
            let previewed = try runAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("p.png")], environment: environment)
            #expect(previewed.status == 0, "\(previewed.standardError)")
            let preview = try await Self.frame(at: scratch.path("p.png"))
            #expect(preview.width == 300 && preview.pixel(x: 150, y: 50) == Pixel(0, 122, 255))

            // The user's code is built for debugging whatever AnimKit was built as: what it keeps for debug builds runs.
            _ = try scratch.write("Card.swift", Self.debugOnly)
            let debugOnly = try runAnimview(
                ["play", file, "--headless", "--at", "0", "--out", scratch.path("d.png")], environment: environment)
            #expect(debugOnly.status == 0, "\(debugOnly.standardError)")
            #expect(try await Self.frame(at: scratch.path("d.png")).pixel(x: 10, y: 10) == Pixel(52, 199, 89))

            // A program that never shows a view is told so, not let go with status 0 and nothing written.
            _ = try scratch.write("Card.swift", "import AnimKit\nlet view = UIView()\n")
            let silent = try runAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("s.png")], environment: environment)
            #expect(silent.status == 65)
            #expect(silent.standardError.contains("Card.swift ran to its end without showing a view"), "\(silent.standardError)")

            // A program that crashes is told so (70), under Swift's own message, and nothing is written.
            _ = try scratch.write("Card.swift", Self.card + "let values: [Int] = []\nprint(values[3])\n")
            let crashed = try runAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("c.png")], environment: environment)
            #expect(crashed.status == 70)
            #expect(
                crashed.standardError.contains("Index out of range") && crashed.standardError.contains("Card.swift crashed (signal 4)"),
                "\(crashed.standardError)")
            #expect(!FileManager.default.fileExists(atPath: scratch.path("c.png")))
            _ = try scratch.write("Card.swift", Self.card)

            let refused = try runAnimview(["play", file, "--headless", "--at", "0.5", "--out", scratch.url.path], environment: environment)
            #expect(refused.status == 73 && refused.standardError.contains("is a folder"))
            let missing = try runAnimview(["play", scratch.path("Nope.swift")], environment: environment)
            #expect(missing.status == 66 && missing.standardError.contains("no Swift file"))

            // The same files in a window, on the same cache.
            _ = try scratch.write("Card.swift", Self.card)
            try watch(file, in: scratch)
            try twoPlaysReload(file, in: scratch)
            try keepsWindowState(in: scratch)
            try survivesBadSaves(in: scratch)
            try type(into: file, in: scratch)
            try typeIntoOwnKeyInput(in: scratch)
            try pressesInWindow(in: scratch)
            try navigate(in: file, scratch: scratch)
            try dragSheet(in: file, scratch: scratch)
            try languageModes(in: scratch)
            try await iOSFileAsWritten(in: scratch)
            try await layoutAndTransitionPreviews(in: scratch)
            try await taskScreenAsWritten(in: scratch)
            try await traitScreenAsWritten(in: scratch)
            try await turnScreenAsWritten(in: scratch)
            try await trappingPreview(in: scratch)
            try await hairlinesInShrunkWindow(in: scratch)
            try await tuneInWindow(in: scratch)
            try await curveEditorInWindow(in: scratch)
            try motionInPlayWindow(in: scratch)
            try await freesReplacedBuilds(in: scratch)
            try tuneBenchmarkLine(in: scratch)
            try benchmarkLine(in: scratch)
        }

        @Test("errors are read from swift build's output once each, with the lines that show where")
        func errorParsing() {
            let output = [
                "[3/5] Compiling Play main.swift",
                // The margin counts the lines of the generated copy, which has two lines before the user's.
                "/home/me/Card.swift:4:9: error: cannot find 'squar' in scope",
                " 5 | let x = 0",
                " 6 | square.center.x = 1",
                "   |         `- error: cannot find 'squar' in scope",
                "/home/me/Card.swift:4:9: error: cannot find 'squar' in scope",
                "/home/me/Card.swift:1:1: error: expressions are not allowed at the top level",
                " 1 | @_spi(AnimviewPlay) import PlaygroundSupport",
                " 2 | #sourceLocation(file: \"/home/me/Card.swift\", line: 1)",
                " 3 | 42",
                "   | `- error: expressions are not allowed at the top level",
                "warning: something else",
            ]
            let errors = PlayBuild.errors(in: output)
            #expect(errors.count == 2)
            #expect(
                errors.first
                    == "/home/me/Card.swift:4:9: error: cannot find 'squar' in scope\n 3 | let x = 0\n 4 | square.center.x = 1\n   |         `- error: cannot find 'squar' in scope"
            )
            #expect(
                errors.last?.hasPrefix("/home/me/Card.swift:1:1: error: expressions are not allowed at the top level\n 1 | 42\n") == true)
            #expect(PlayRunner.shortened("/home/me/Card.swift:4:9: error: x") == "Card.swift:4:9: error: x")
            #expect(
                PlayProject.key(for: [URL(fileURLWithPath: "/a/B.swift")]) == PlayProject.key(for: [URL(fileURLWithPath: "/a/B.swift")]))
            #expect(
                PlayProject.key(for: [URL(fileURLWithPath: "/a/B.swift")]) != PlayProject.key(for: [URL(fileURLWithPath: "/a/C.swift")]))
        }

        /// In a window: a save is loaded into the same window at the playhead, a broken save keeps the last good build, Ctrl-C ends it.
        func watch(_ file: String, in scratch: ScratchFolder) throws {
            let (display, play, text) = try startPlay([file], scratch: scratch, log: "log.txt")
            #expect(VirtualDisplay.wait(seconds: 120, until: { (try? display.windowOrigin(named: "animview")) != nil }), "\(text())")
            let window = { try? display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"]) }
            let opened = window()
            let green = Self.card.replacingOccurrences(of: "systemRed", with: "systemGreen")
            _ = try scratch.write("Card.swift", green + "let tags: [Any] = [1, \"two\"]\n") // specialised in advance
            #expect(VirtualDisplay.wait(seconds: 60, until: { text().contains("reloaded in the window") }), "\(text())")
            // An editor that deletes the file before it writes the new one: play waits for it, then rebuilds.
            try FileManager.default.removeItem(atPath: file)
            #expect(
                VirtualDisplay.wait(seconds: 10, until: { text().contains("Card.swift is gone; waiting for it to come back") }), "\(text())"
            )
            #expect(play.isRunning)
            _ = try scratch.write("Card.swift", Self.card.replacingOccurrences(of: "systemRed", with: "systemBlue"))
            #expect(
                VirtualDisplay.wait(seconds: 60, until: { text().components(separatedBy: "reloaded in the window").count == 3 }),
                "\(text())")
            // Both builds were loaded into the window that opened first: the same one, never closed.
            #expect(window() == opened && opened != nil)
            _ = try scratch.write("Card.swift", Self.card + "let broken: Int = \"no\"\n")
            #expect(VirtualDisplay.wait(seconds: 60, until: { text().contains("the last good build keeps running") }), "\(text())")
            #expect(text().contains("Card.swift:11:19: error:"))
            #expect(play.isRunning)
            stopProgram(play, with: SIGINT)
            #expect(play.terminationStatus == 130)
            #expect(PlayProcessTests.processes(mentioning: scratch.path("cache")).isEmpty)
            #expect(FileManager.default.fileExists(atPath: file))
        }
    }
}
