import AnimKitSDL
import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// Fourteen dots, each moved by an animator of its own over 4 s (dot i starts 0.05 i s late): more animators than
    /// the inspector and the timeline show at once, so both scroll.
    nonisolated static let dots = """
        import AnimKit
        import PlaygroundSupport

        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        canvas.backgroundColor = .white
        for index in 0..<14 {
            let dot = UIView(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 34, width: 30, height: 30))
            dot.backgroundColor = .systemRed
            canvas.addSubview(dot)
            let animator = UIViewPropertyAnimator(duration: 4, curve: .linear) { dot.center.x = 370 }
            animator.startAnimation(afterDelay: Double(index) * 0.05)
        }
        PlaygroundPage.current.liveView = canvas
        // Printed while the window runs (top-level code's own prints are flushed as it ends).
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("dots: \\(canvas.subviews.count)") }

        """

    /// Sets everything a person sets in the window, saves a change: the new code shows in the same window with every
    /// field of the state as it was; then a build that crashes as it runs its top-level code: it never reaches the
    /// window, which goes on with the last good build, every field as it was.
    func keepsWindowState(in scratch: ScratchFolder) throws {
        let file = try scratch.write("Dots.swift", Self.dots)
        let (display, play, text) = try startPlay([file], scratch: scratch, log: "state.log")
        defer { VirtualDisplay.kill(play) }
        #expect(VirtualDisplay.wait(seconds: 120) { (try? display.windowOrigin(named: "animview")) != nil }, "\(text())")
        let origin = try display.windowOrigin(named: "animview")
        // What the code prints reaches play's output as it prints, though that output is a file here (not held to the end).
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("dots: 14\n") }, "\(text())")
        let state = windowState(of: file, in: scratch)
        let at = { (x: Int, y: Int) in ["mousemove", String(origin.x + x), String(origin.y + y)] }
        let xdotool = { (arguments: [String]) in _ = try? display.tool("xdotool", arguments) }
        // The first state written says the window's loop runs and has laid out its panes: input before that could land
        // on a window not yet drawn (seen on a busy machine).
        #expect(VirtualDisplay.wait(seconds: 30) { state() != nil })
        // Pause (space) at once, 2× (]), from play's once to ping-pong (l); select dot 2 in the inspector and scroll it two rows; zoom the
        // ruler in (Ctrl + wheel) and scroll the timeline's rows; pause dot 2 with the bar's button and scrub it half-way.
        xdotool(["key", "space", "key", "bracketright", "key", "l"])
        xdotool(at(460, 221) + ["click", "1"])
        xdotool(at(560, 300) + ["click", "5", "click", "5"])
        xdotool(at(430, 650) + ["keydown", "ctrl", "click", "4", "click", "4", "keyup", "ctrl"])
        xdotool(at(100, 680) + ["click", "5"])
        xdotool(at(30, 532) + ["click", "1"])
        xdotool(at(144, 532) + ["mousedown", "1"] + at(250, 532) + at(260, 532) + ["mouseup", "1"])
        var before: PreviewerState?
        #expect(
            VirtualDisplay.wait(seconds: 30) {
                before = state()
                return (before?.pausedFraction ?? 0) > 0.3 && before?.timelineFirstRow != 0
            })
        guard let before else { return }
        #expect(!before.playing && before.speedIndex == 4 && before.loopMode == "ping-pong" && before.selectedAnimator == 3)
        #expect(before.inspectorFirstRow == 2 && before.timelineSpan > 0 && (0.3...0.7).contains(before.pausedFraction ?? 0))
        // Dot 5 at the playhead: its animator has run t − 0.25 s of 4 (none before its delay: a busy machine may pause the
        // scene that early), from x = 25 towards 370; red.
        let run = min(max(before.playhead - 0.25, 0), 4)
        let dot = (x: origin.x + Int((25 + 345 * run / 4).rounded()), y: origin.y + 195)
        #expect(try display.pixel(x: dot.x, y: dot.y) == [255, 59, 48], "\(before)")
        let window = try display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"])

        _ = try scratch.write("Dots.swift", Self.dots.replacingOccurrences(of: "systemRed", with: "systemGreen"))
        #expect(VirtualDisplay.wait(seconds: 30) { (try? display.pixel(x: dot.x, y: dot.y)) == [52, 199, 89] })
        // The state is written five times a second: the next one comes from the new build's scene.
        usleep(600_000)
        #expect(state() == before)
        #expect(try display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"]) == window)

        // A build that crashes as its top-level code runs: it crashes the checking process, never the window.
        _ = try scratch.write("Dots.swift", Self.dots.replacingOccurrences(of: "systemRed", with: "systemGreen") + "print([Int]()[3])\n")
        #expect(
            VirtualDisplay.wait(seconds: 30) { text().contains("Dots.swift crashed (signal 4) as its top-level code ran") }, "\(text())")
        #expect(try display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"]) == window)
        usleep(600_000)
        #expect(state() == before)
        #expect(try display.pixel(x: dot.x, y: dot.y) == [52, 199, 89])
        stopProgram(play, with: SIGINT)
        #expect(play.terminationStatus == 130)
    }
}
