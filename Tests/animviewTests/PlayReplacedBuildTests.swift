import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// A card slid by a linear animation whose duration is a literal; the card says on standard error when it is freed.
    /// Built in a function: a top-level `let` of the file would hold it (top-level code run again initializes its
    /// globals anew and never releases what they held). `UIView.animate` here: a drag re-times the animator in place;
    /// ``transitionSentinelScene`` cross-dissolves it instead, a transition whose duration a drag runs the code again for.
    nonisolated static let sentinelScene = """
        import UIKit
        import PlaygroundSupport

        final class Sentinel: UIView {
            deinit { FileHandle.standardError.write(Data("sentinel freed\\n".utf8)) }
        }

        func scene() -> UIView {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            canvas.backgroundColor = .white
            let card = Sentinel(frame: CGRect(x: 0, y: 20, width: 40, height: 40))
            card.backgroundColor = .systemRed
            canvas.addSubview(card)
            UIView.animate(withDuration: 1.0, delay: 0, options: [.curveLinear]) { card.center.x = 380 }
            return canvas
        }

        PlaygroundPage.current.liveView = scene()

        """

    nonisolated static let transitionSentinelScene = sentinelScene.replacingOccurrences(
        of: "UIView.animate(withDuration: 1.0, delay: 0, options: [.curveLinear]) { card.center.x = 380 }",
        with: "UIView.transition(with: card, duration: 1.0, options: [.transitionCrossDissolve]) { card.backgroundColor = .systemBlue }")

    /// Each step of a held drag of a transition's duration loads a new build; the build it replaces is freed once
    /// the new one's frame is shown, while the handle is still held — a drag of a hundred steps keeps one build, not a
    /// hundred. A `UIView.animate` duration's drag builds nothing: the same card, re-timed, all along.
    func freesReplacedBuilds(in scratch: ScratchFolder) async throws {
        #expect(Self.transitionSentinelScene.contains("UIView.transition(with: card, duration: 1.0"))
        try await dragSentinel(Self.transitionSentinelScene, freeing: true, in: scratch)
        try await dragSentinel(Self.sentinelScene, freeing: false, in: scratch)
    }

    /// Drags the end of the card's bar four steps left and lets go: each step frees the build before it, or none does
    /// until the value is written.
    private func dragSentinel(_ scene: String, freeing: Bool, in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Sentinel.swift", scene)
        let window = try openPaused(file, log: "sentinel.log", in: scratch)
        defer { VirtualDisplay.kill(window.play) }
        let marks = try await Self.completionMarks(on: window.display, below: window.origin.y + 200)
        let mark = try #require(marks.first, "\(marks)")
        let freed = { window.text().components(separatedBy: "sentinel freed").count - 1 }
        #expect(freed() == 0)
        window.xdotool(["mousemove", String(mark.x), String(mark.y), "mousedown", "1"])
        // Left, shorter: the bar ends where the timeline does.
        for step in 1...4 {
            window.xdotool(["mousemove", String(mark.x - 10 * step), String(mark.y)])
            // The build this step replaced goes at the latest with the next frame, the handle still held.
            if freeing { #expect(VirtualDisplay.wait(seconds: 30) { freed() >= step }, "step \(step): \(window.text())") }
        }
        window.xdotool(["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.text().contains("animview: wrote ") }, "\(window.text())")
        // Re-timed in place: no build was replaced while the handle was held (the write, when it comes back, runs the
        // file's code again, as any save of literals does).
        let held = window.text().components(separatedBy: "animview: wrote ")[0]
        if !freeing { #expect(!held.contains("sentinel freed"), "\(window.text())") }
    }
}
