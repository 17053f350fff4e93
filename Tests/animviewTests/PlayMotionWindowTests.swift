import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// Trails and the graph pane over a pasted screen in `play`'s window — where the host's own views were once taken into
/// the scene's checkpoints, so that following the scene (which seeks through it and back) turned the overlay off again.
extension PackageBuildingTests.PlayCommandTests {
    nonisolated static let slideScreen = """
        import UIKit

        final class SlideScreen: UIViewController {
            private let dot = UIView(frame: CGRect(x: 40, y: 300, width: 60, height: 60))

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                dot.backgroundColor = .systemPink
                view.addSubview(dot)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIView.animate(withDuration: 2, delay: 0, options: [.repeat, .autoreverse]) {
                    self.dot.center.x = 330
                }
            }
        }

        """

    /// `m` draws the dot's trail along y = 330 from x = 70 to 330 and keeps it while the scene plays on; `g` lays the
    /// graph pane along the canvas's foot; each again takes it away. On a display tall enough that the window is drawn
    /// at its size (393 × 852 points of canvas, a point a pixel).
    func motionInPlayWindow(in scratch: ScratchFolder) throws {
        let file = try scratch.write("SlideScreen.swift", Self.slideScreen)
        let display = try VirtualDisplay(width: 1400, height: 1200)
        var environment = display.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let play = Process()
        (play.executableURL, play.arguments, play.environment) = (animviewExecutable(), ["play", file], environment)
        (play.standardOutput, play.standardError) = (FileHandle.nullDevice, FileHandle.nullDevice)
        try play.run()
        defer { if play.isRunning { VirtualDisplay.kill(play) } }
        #expect(VirtualDisplay.wait(seconds: 120) { (try? display.windowOrigin(named: "animview")) != nil })
        let origin = try display.windowOrigin(named: "animview")
        func colour(_ x: Int, _ y: Int) -> [Int] { (try? display.pixel(x: origin.x + x, y: origin.y + y)) ?? [] }
        // Some stretch of the path where the dot is not now shows the trail's orange.
        let path = stride(from: 80, through: 320, by: 20).map { ($0, 330) }
        func trailShown() -> Bool { path.contains { MotionOverlayWindowTests.isTrail(colour($0.0, $0.1)) } }
        #expect(VirtualDisplay.wait(seconds: 30) { colour(20, 330) == [255, 255, 255] })
        #expect(!trailShown())

        _ = try display.tool("xdotool", ["key", "m"])
        #expect(VirtualDisplay.wait(seconds: 30) { trailShown() }, "no trail along \(path.map { colour($0.0, $0.1) })")
        // A seek back to the start puts the scene's checkpoint back, never the host's overlay: the trail stays.
        _ = try display.tool("xdotool", ["key", "Home"])
        // (Its corner: its centre holds the trail's white anchor.)
        #expect(VirtualDisplay.wait(seconds: 30) { colour(48, 308) != [255, 255, 255] }, "the dot is not back at the start")
        #expect(trailShown(), "the trail went away with the seek")

        let foot = (30, 845)
        #expect(colour(foot.0, foot.1).allSatisfy { $0 > 200 })
        _ = try display.tool("xdotool", ["key", "g"])
        #expect(
            VirtualDisplay.wait(seconds: 30) { colour(foot.0, foot.1).allSatisfy { $0 < 80 } }, "no graph pane: \(colour(foot.0, foot.1))")
        _ = try display.tool("xdotool", ["key", "g"])
        #expect(VirtualDisplay.wait(seconds: 30) { colour(foot.0, foot.1).allSatisfy { $0 > 200 } }, "the pane stayed")
        _ = try display.tool("xdotool", ["key", "m"])
        #expect(VirtualDisplay.wait(seconds: 30) { !trailShown() }, "the trail stayed after m")
        _ = try display.tool("xdotool", ["key", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { !play.isRunning })
    }
}
