import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// A card slid by a linear animation whose duration is a literal; the card says on standard error when it is freed.
    /// Built in a function: a top-level `let` of the file would hold it (top-level code run again initializes its
    /// globals anew and never releases what they held).
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

    /// Each step of a held drag loads a new build; the build it replaces is freed once the new one's frame is shown,
    /// while the handle is still held — a drag of a hundred steps keeps one build, not a hundred.
    func freesReplacedBuilds(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Sentinel.swift", Self.sentinelScene)
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
            #expect(VirtualDisplay.wait(seconds: 30) { freed() >= step }, "step \(step): \(window.text())")
        }
        window.xdotool(["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.text().contains("animview: wrote ") }, "\(window.text())")
    }
}
