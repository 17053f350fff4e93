import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// A card slid on a cubic curve whose control points are literals, and a ball on a spring by damping ratio.
    nonisolated static let curves = """
        import UIKit
        import PlaygroundSupport

        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        canvas.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 20, width: 40, height: 40))
        card.backgroundColor = .systemRed
        canvas.addSubview(card)
        let slide = UIViewPropertyAnimator(duration: 1.0, controlPoint1: CGPoint(x: 0.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
        slide.addAnimations { card.center.x = 380 }
        slide.startAnimation()
        let ball = UIView(frame: CGRect(x: 0, y: 120, width: 30, height: 30))
        ball.backgroundColor = .systemBlue
        canvas.addSubview(ball)
        UIView.animate(withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) { ball.center.x = 300 }
        PlaygroundPage.current.liveView = canvas

        """

    /// The curve editor (`b`) in play's window: the card's first handle dragged, a preset chosen and undone, the ball's
    /// spring moved on its field and pushed past UIKit's bound; each written into the literals of the call, nothing
    /// rebuilt.
    func curveEditorInWindow(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Curves.swift", Self.curves)
        let window = try openPaused(file, log: "curves.log", in: scratch)
        defer { VirtualDisplay.kill(window.play) }
        let (display, text, origin) = (window.display, window.text, window.origin)
        let xdotool = window.xdotool
        let at = { (x: Int, y: Int) in ["mousemove", String(origin.x + x), String(origin.y + y)] }
        let drag = { (from: (Int, Int), to: (Int, Int)) in
            xdotool(
                at(from.0, from.1) + ["mousedown", "1"] + at((from.0 + to.0) / 2, (from.1 + to.1) / 2) + at(to.0, to.1) + ["mouseup", "1"])
        }
        let rows = try await Self.completionMarks(on: display, below: origin.y + 440)
        try #require(rows.count == 2, "\(rows)")
        // The card's row picked by its name, then the editor, beside the canvas at (410, 6) (its foot 50 points above
        // the canvas's): its field is 180 points square at (10, 28) in it, x 0…1 across, y 1.6 at the top to −0.6 at
        // the bottom; its presets in three columns 102 points apart from (10, 246), 13.5 points a row.
        xdotool(at(20, rows[0].y - origin.y) + ["click", "1"])
        xdotool(["key", "b"])
        let editor = (x: 410, y: 440 - 384 - 50)
        let field = (x: editor.x + 10, y: editor.y + 28, side: 180.0)
        let point = { (x: Double, y: Double) in
            (field.x + Int((x * field.side).rounded()), field.y + Int(((1.6 - y) / 2.2 * field.side).rounded()))
        }
        drag(point(0.5, 0), point(0.3, 0.1))
        let first = "at Curves.swift:9 (was 0.5)"
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains(first) }, "\(text())")
        let written = { (suffix: String) -> Double? in
            text().components(separatedBy: "\n").last { $0.hasSuffix(suffix) }?.components(separatedBy: " ").dropFirst(2).first.flatMap(
                Double.init)
        }
        let x1 = try #require(written(first))
        #expect(abs(x1 - 0.3) <= 0.01)
        let y1 = try #require(
            VirtualDisplay.wait(seconds: 10) { written("at Curves.swift:9 (was 0)") != nil } ? written("at Curves.swift:9 (was 0)") : nil)
        #expect(abs(y1 - 0.1) <= 0.02)
        let dragged = Self.curves.replacingOccurrences(
            of: "CGPoint(x: 0.5, y: 0)", with: "CGPoint(x: \(Self.text(x1)), y: \(Self.text(y1)))")
        #expect(VirtualDisplay.wait(seconds: 10) { (try? String(contentsOfFile: file, encoding: .utf8)) == dragged }, "\(text())")
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("literal edit shown") } && !text().contains("reloaded in the window"))

        // easeOutBack from the presets (third column, ninth row): its four numbers at once; y2 stays 1, unwritten.
        xdotool(at(editor.x + 10 + 2 * 102 + 20, editor.y + 246 + 8 * 27 / 2 + 6) + ["click", "1"])
        let back = Self.curves.replacingOccurrences(
            of: "CGPoint(x: 0.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1)",
            with: "CGPoint(x: 0.34, y: 1.56), controlPoint2: CGPoint(x: 0.64, y: 1)")
        #expect(VirtualDisplay.wait(seconds: 30) { (try? String(contentsOfFile: file, encoding: .utf8)) == back }, "\(text())")
        // Caught up: play has written everything and its window runs the last save (said after the last write, and
        // more often than `before`).
        let shown = { text().components(separatedBy: "literal edit shown").count - 1 }
        let caughtUp = { (expected: String, before: Int) in
            (try? String(contentsOfFile: file, encoding: .utf8)) == expected && shown() > before
                && text().split(separator: "\n").last?.contains("literal edit shown") == true
        }
        #expect(VirtualDisplay.wait(seconds: 30) { caughtUp(back, 0) }, "\(text())")

        // The ball's spring: ζ 0.5 down a field of 0…1.5, its duration 1.0 across 0…2 s. Dragged to ζ 0.8 at 1.4 s —
        // and while it is held, z undoes the preset whole: that write comes back from play while the spring is held,
        // and the drag goes on (only the editor's own changes drop it).
        xdotool(at(20, rows[1].y - origin.y) + ["click", "1"])
        let spring = { (ratio: Double, time: Double) in
            (field.x + Int((time / 2 * field.side).rounded()), field.y + Int((ratio / 1.5 * field.side).rounded()))
        }
        let (from, to) = (spring(0.5, 1.0), spring(0.8, 1.4))
        xdotool(at(from.0, from.1) + ["mousedown", "1"] + at((from.0 + to.0) / 2, (from.1 + to.1) / 2))
        let before = shown()
        xdotool(["key", "z"])
        #expect(VirtualDisplay.wait(seconds: 30) { caughtUp(dragged, before) }, "\(text())")
        xdotool(at(to.0, to.1) + ["mouseup", "1"])
        let sprung = dragged.replacingOccurrences(
            of: "withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.5", with: "withDuration: 1.4, delay: 0, usingSpringWithDamping: 0.8"
        )
        #expect(VirtualDisplay.wait(seconds: 30) { (try? String(contentsOfFile: file, encoding: .utf8)) == sprung }, "\(text())")
        #expect(!text().contains("the drag is dropped"))
        // Past the top: ζ stops at UIKit's bound, above 0.
        drag(spring(0.8, 1.4), (spring(0.8, 1.4).0, field.y - 30))
        let bounded = sprung.replacingOccurrences(of: "usingSpringWithDamping: 0.8", with: "usingSpringWithDamping: 0.01")
        #expect(VirtualDisplay.wait(seconds: 30) { (try? String(contentsOfFile: file, encoding: .utf8)) == bounded }, "\(text())")
        #expect(!text().contains("reloaded in the window"))
    }

    /// A written number as play writes it: to the hundredth, a whole number without a decimal for an integer literal.
    private static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension PackageBuildingTests.PlayCommandTests {
    /// A fade, then a slide its completion starts, then a spring the slide's completion starts (at 1.5 s): the fade's
    /// duration is computed, so the bench's duration and delay handles are refused and its spring handle is the third bar's.
    nonisolated static let chained = """
        import UIKit
        import PlaygroundSupport

        final class ChainedViewController: UIViewController {
            private let card = UIView(frame: CGRect(x: 20, y: 40, width: 80, height: 50))
            private let badge = UIView(frame: CGRect(x: 20, y: 160, width: 40, height: 40))

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                card.backgroundColor = .systemIndigo
                badge.backgroundColor = .systemOrange
                view.addSubview(card)
                view.addSubview(badge)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let fade = 0.4
                UIView.animate(withDuration: fade) {
                    self.card.alpha = 0.6
                } completion: { _ in
                    UIView.animate(withDuration: 0.8, delay: 0.3, options: [.curveEaseInOut]) {
                        self.card.center.x = 260
                    } completion: { _ in
                        UIView.animate(withDuration: 0.6, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
                            self.badge.center.x = 300
                        }
                    }
                }
            }
        }

        PlaygroundPage.current.liveView = ChainedViewController()

        """

    /// `animview bench tune`: the window drags each kind of handle of its screen, every literal it tuned is written, the
    /// file differs in numbers alone, and the file as written plays the tuned frames; one line a script reads.
    func tuneBenchmarkLine(in scratch: ScratchFolder) throws {
        let display = try VirtualDisplay()
        var environment = display.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let run = try runAnimview(["bench", "tune", "--steps", "8"], environment: environment)
        #expect(run.status == 0, "\(run.standardError)\n\(run.standardOutput)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        for kind in ["duration", "delay", "keyframe", "keyframe-duration", "curve", "spring"] {
            #expect(lines.contains { $0.hasPrefix("\(kind) drag steps (8): median ") }, "\(kind): \(lines)")
        }
        // Every timing number the examples and the gallery write is draggable: N/N twice.
        let literals = try #require(lines.first { $0.hasPrefix("timing literals draggable: examples ") }, "\(lines)")
        let counts = literals.split(separator: " ").filter { $0.contains("/") }.map { $0.trimmingCharacters(in: .punctuationCharacters) }
        #expect(
            counts.count == 2 && counts.allSatisfy { $0.split(separator: "/").count == 2 && Set($0.split(separator: "/")).count == 1 },
            "\(literals)")
        let last = lines.last ?? ""
        let fields = Dictionary(
            last.split(separator: " ").dropFirst().map { $0.split(separator: "=").map(String.init) }.filter { $0.count == 2 }.map {
                ($0[0], $0[1])
            }
        ) { first, _ in first }
        #expect(last.hasPrefix("tune ") && fields.keys.sorted() == ["drag_p95_ms", "literal_only", "rebuilt_equal", "writes"], "\(last)")
        #expect(fields["drag_p95_ms"].flatMap(Double.init) != nil)
        // Each drag ends away from where it began: the duration, the delay, a keyframe's start and another's relative
        // duration, the control point's y and the spring's duration, six literals at least, each written.
        let writes = (fields["writes"] ?? "").split(separator: "/").compactMap { Int($0) }
        #expect(writes.count == 2 && writes[0] == writes[1] && writes[0] >= 6, "\(last)")
        #expect(fields["literal_only"] == "yes" && fields["rebuilt_equal"] == "5/5", "\(last)")

        // A gallery scene, from the checkout's own sources: the keyframes scene has keyframes' starts and ends to drag.
        let gallery = try runAnimview(["bench", "tune", "--scene", "keyframes", "--steps", "4"], environment: environment)
        #expect(gallery.status == 0, "\(gallery.standardError)\n\(gallery.standardOutput)")
        let scene = try #require(gallery.standardOutput.split(separator: "\n").first { $0.hasPrefix("keyframes: drag_p95_ms=") })
        #expect(scene.hasSuffix("literal_only=yes rebuilt_equal=5/5 (keyframe, keyframe-duration)"), "\(scene)")
        #expect(gallery.standardOutput.split(separator: "\n").last?.hasPrefix("tune drag_p95_ms=") == true)
        // A spring a completion starts at 1.5 s: its literals are first read then, so each step goes back to the moment
        // kept before and plays on with the new value — the same views, no build — and what it showed is what the
        // file as written shows when built from scratch.
        let chained = scratch.path("Chained.swift")
        try Data(Self.chained.utf8).write(to: URL(fileURLWithPath: chained))
        let replayed = try runAnimview(["bench", "tune", "--file", chained, "--steps", "4"], environment: environment)
        #expect(replayed.status == 0, "\(replayed.standardError)\n\(replayed.standardOutput)")
        #expect(replayed.standardOutput.contains("spring drag steps (4): median "), "\(replayed.standardOutput)")
        #expect(replayed.standardOutput.hasSuffix("writes=1/1 literal_only=yes rebuilt_equal=5/5\n"), "\(replayed.standardOutput)")
        let refused = try runAnimview(["bench", "tune", "--scene", "nope"], environment: environment)
        #expect(refused.status == 64 && refused.standardError.contains("no gallery scene is called nope"), "\(refused.standardError)")
    }
}
