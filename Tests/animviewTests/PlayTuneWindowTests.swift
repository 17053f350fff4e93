import AnimKitSDL
import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// A card slid by a linear animation whose duration is a literal, a dot faded by one whose duration is computed, and
    /// the dot moved by two keyframes.
    nonisolated static let tunable = """
        import UIKit
        import PlaygroundSupport

        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        canvas.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 20, width: 40, height: 40))
        card.backgroundColor = .systemRed
        canvas.addSubview(card)
        UIView.animate(withDuration: 1.0, delay: 0, options: [.curveLinear]) { card.center.x = 380 }
        let dot = UIView(frame: CGRect(x: 0, y: 120, width: 20, height: 20))
        canvas.addSubview(dot)
        let pace = 0.75
        UIView.animate(withDuration: pace * 2, delay: 0, options: []) { dot.alpha = 0.5 }
        UIView.animateKeyframes(withDuration: 1.0, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { dot.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { dot.center.y = 150 }
        }
        PlaygroundPage.current.liveView = canvas

        """

    /// Play's window on a file, opened and paused: its display, its process, what play said so far, the window's origin,
    /// the state it writes, and xdotool on the display.
    struct PausedPlay {
        let display: VirtualDisplay
        let play: Process
        let text: () -> String
        let origin: (x: Int, y: Int)
        let state: () -> PreviewerState?

        func xdotool(_ arguments: [String]) { _ = try? display.tool("xdotool", arguments) }
    }

    /// Opens `file` with play in a window (play's output to `log`) and pauses its scene (space), once the window says so.
    func openPaused(_ file: String, log: String, in scratch: ScratchFolder) throws -> PausedPlay {
        let (display, play, text) = try startPlay([file], scratch: scratch, log: log)
        #expect(VirtualDisplay.wait(seconds: 120) { (try? display.windowOrigin(named: "animview")) != nil }, "\(text())")
        let state = windowState(of: file, in: scratch)
        #expect(VirtualDisplay.wait(seconds: 30) { state() != nil })
        let window = PausedPlay(display: display, play: play, text: text, origin: try display.windowOrigin(named: "animview"), state: state)
        window.xdotool(["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 30) { state()?.playing == false })
        return window
    }

    /// The centres of the timeline's completion marks (systemGreen, below the canvas) in a shot of the screen, top first.
    static func completionMarks(on display: VirtualDisplay, below top: Int) async throws -> [(x: Int, y: Int)] {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("animview-tune-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        _ = try display.tool("import", ["-window", "root", shot.path])
        let image = try await frame(at: shot.path)
        var marks: [Int: [Int]] = [:]
        for y in top..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) == Pixel(52, 199, 89) { marks[y, default: []].append(x) }
        }
        // A mark is 14 pixels tall: one point each, at the middle of its rows, halfway across its columns.
        var found: [(x: Int, y: Int)] = [], run: [Int] = []
        for y in marks.keys.sorted() + [Int.max] {
            if let last = run.last, y != last + 1 {
                let columns = marks[run[0]] ?? []
                found.append((x: ((columns.min() ?? 0) + (columns.max() ?? 0) + 1) / 2, y: (run[0] + last) / 2))
                run = []
            }
            run.append(y)
        }
        return found
    }

    /// Drags the end of the card's bar to the right: the scene runs with the longer duration while it is held, and
    /// letting go writes it into the file in the literal's characters only, as a save of literals (nothing is built);
    /// z and shift-z undo and redo it. The end of the fade's bar, computed, is not written, and says so.
    func tuneInWindow(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Tune.swift", Self.tunable)
        // Paused at once: the frame under the playhead stays where it is while the bar is dragged.
        let window = try openPaused(file, log: "tune.log", in: scratch)
        defer { VirtualDisplay.kill(window.play) }
        let (display, text, origin, state) = (window.display, window.text, window.origin, window.state)
        let xdotool = window.xdotool
        let at = { (x: Int, y: Int) in ["mousemove", String(x), String(y)] }
        let marks = try await Self.completionMarks(on: display, below: origin.y + 200)
        try #require(marks.count == 3, "\(marks)")
        let (card, fade, keyframes) = (marks[0], marks[1], marks[2])
        // The fade ends later (1.5 s against 1.0).
        #expect(fade.x > card.x)

        xdotool(at(card.x, card.y) + ["mousedown", "1"] + at(card.x + 20, card.y) + at(card.x + 40, card.y) + ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("animview: wrote ") }, "\(text())")
        let said = try #require(text().components(separatedBy: "\n").first { $0.hasPrefix("animview: wrote ") })
        let written = try #require(said.components(separatedBy: " ").dropFirst(2).first)
        let duration = try #require(Double(written))
        #expect(said == "animview: wrote \(written) at Tune.swift:9 (was 1.0)")
        #expect(duration > 1.1 && duration < 4)
        let slide = "withDuration: 1.0, delay: 0, options: [.curveLinear]"
        let tunedSlide = slide.replacingOccurrences(of: "1.0", with: written)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.tunable.replacingOccurrences(of: slide, with: tunedSlide))
        // The write is a save of literals: the window already runs the value, and nothing is compiled.
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("literal edit shown") }, "\(text())")
        #expect(!text().contains("reloaded in the window"))
        // The frame under the playhead: the card where the new duration puts it (x = 20 + 360 t / d, linear).
        let playhead = try #require(state()?.playhead)
        let x = 20 + 360 * min(playhead / duration, 1)
        #expect(
            VirtualDisplay.wait(seconds: 10) { (try? display.pixel(x: origin.x + Int(x.rounded()), y: origin.y + 40)) == [255, 59, 48] })

        // z undoes what the drag wrote, shift-z writes it again: each a save of literals.
        let tuned = try String(contentsOfFile: file, encoding: .utf8)
        xdotool(["key", "z"])
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("animview: wrote 1.0 at Tune.swift:9 (was \(written))") }, "\(text())")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.tunable)
        xdotool(["key", "shift+z"])
        // The second time play says so: the drag said it first.
        let redone = "animview: wrote \(written) at Tune.swift:9 (was 1.0)"
        #expect(VirtualDisplay.wait(seconds: 30) { text().components(separatedBy: redone).count == 3 }, "\(text())")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == tuned)
        #expect(!text().contains("reloaded in the window"))

        // The fade's duration is computed: the window runs nothing new, nothing is written, and it says where.
        let before = try String(contentsOfFile: file, encoding: .utf8)
        xdotool(at(fade.x, fade.y) + ["mousedown", "1"] + at(fade.x + 30, fade.y) + ["mouseup", "1"])
        #expect(
            VirtualDisplay.wait(seconds: 30) { text().contains("withDuration: pace * 2 is computed at Tune.swift:13, not a literal") },
            "\(text())")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)

        // The second keyframe's tick, at 0.5 s: where the card's bar ended before its drag (at 1.0 s), less half the
        // stretch from there to the fade's end (at 1.5 s). Dragged right, its relative start is written.
        let tick = (x: card.x - (fade.x - card.x), y: keyframes.y)
        xdotool(at(tick.x, tick.y) + ["mousedown", "1"] + at(tick.x + 20, tick.y) + at(tick.x + 30, tick.y) + ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("at Tune.swift:16 (was 0.5)") }, "\(text())")
        let start = try #require(
            text().components(separatedBy: "\n").first { $0.hasSuffix("at Tune.swift:16 (was 0.5)") }?.components(separatedBy: " ")
                .dropFirst(2).first)
        #expect((Double(start) ?? 0) > 0.55 && (Double(start) ?? 1) < 1)
        let keyframed = try String(contentsOfFile: file, encoding: .utf8)
        #expect(keyframed == before.replacingOccurrences(of: "withRelativeStartTime: 0.5,", with: "withRelativeStartTime: \(start),"))
        // The first keyframe's end, under the bar where the second began (0.5 s): dragged left, its relative duration is
        // written, shorter.
        let end = (x: tick.x, y: keyframes.y + 4)
        // Drawn there: the first keyframe's end, pale, under the bar's middle; over it, the bar alone (the second keyframe
        // starts later now), systemBlue.
        let brightest = { (y: Int) in
            (-1...1).compactMap { try? display.pixel(x: end.x + $0, y: y) }.max { $0.reduce(0, +) < $1.reduce(0, +) }
        }
        let under = try #require(brightest(end.y)), over = try #require(brightest(keyframes.y - 4))
        #expect(under[0] > 120 && under[1] > 180, "\(under)")
        #expect(over[0] < 40 && over[2] > 200, "\(over)")
        xdotool(at(end.x, end.y) + ["mousedown", "1"] + at(end.x - 10, end.y) + at(end.x - 20, end.y) + ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("at Tune.swift:15 (was 0.5)") }, "\(text())")
        let length = try #require(
            text().components(separatedBy: "\n").first { $0.hasSuffix("at Tune.swift:15 (was 0.5)") }?.components(separatedBy: " ")
                .dropFirst(2).first)
        #expect((Double(length) ?? 0) > 0.05 && (Double(length) ?? 1) < 0.45)
        let shortened = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            shortened
                == keyframed.replacingOccurrences(
                    of: "relativeDuration: 0.5) { dot.center.x = 100 }", with: "relativeDuration: \(length)) { dot.center.x = 100 }"))

        // A save in the editor while a bar's end is held wins: the drag is dropped, said once, and writes nothing. The
        // card's bar ends where its new duration put it (on the frame grid after it): found again.
        let moved = try await Self.completionMarks(on: display, below: origin.y + 200)[0]
        #expect(moved.x > card.x + 30)
        xdotool(at(moved.x, moved.y) + ["mousedown", "1"] + at(moved.x + 20, moved.y))
        let edited = shortened.replacingOccurrences(of: "systemRed", with: "systemBlue")
        _ = try scratch.write("Tune.swift", edited)
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("the editor's change wins and the drag is dropped") }, "\(text())")
        xdotool(at(moved.x + 40, moved.y) + ["mouseup", "1"])
        usleep(500_000)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited)
        #expect(text().components(separatedBy: "the drag is dropped").count == 2)
    }
}
