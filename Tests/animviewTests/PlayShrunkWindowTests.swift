import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

extension PackageBuildingTests.PlayCommandTests {
    /// Eighty blue lines one point tall, twelve apart, on a canvas taller than the test display: the window shows it
    /// shrunk (about 0.7×).
    nonisolated static let hairlines = """
        import UIKit
        import PlaygroundSupport

        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
        canvas.backgroundColor = .white
        for row in 0..<80 {
            let line = UIView(frame: CGRect(x: 20, y: 20 + CGFloat(row) * 12, width: 260, height: 1))
            line.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            canvas.addSubview(line)
        }
        PlaygroundPage.current.liveView = canvas

        """

    /// A window smaller than its frame shrinks it smoothly: every one-point line is still there, fainter, none dropped
    /// (sampled at the nearest pixel, about three lines in ten vanished at 0.7×, as table separators did in a window).
    func hairlinesInShrunkWindow(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Hairlines.swift", Self.hairlines)
        let (display, play, text) = try startPlay([file], scratch: scratch, log: "hairlines.log")
        defer { VirtualDisplay.kill(play) }
        #expect(VirtualDisplay.wait(seconds: 120) { (try? display.windowOrigin(named: "animview")) != nil }, "\(text())")
        let state = windowState(of: file, in: scratch)
        #expect(VirtualDisplay.wait(seconds: 30) { state() != nil })
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("animview-hairlines-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        _ = try display.tool("import", ["-window", "root", shot.path])
        let image = try await Self.frame(at: shot.path)
        // A line's pixels: blue over white, however faint — red and green alike, below white's.
        func onLine(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.pixel(x: x, y: y)
            return pixel.blue > 200 && pixel.red < 240 && abs(Int(pixel.red) - Int(pixel.green)) < 12
        }
        var columns: [Int: Int] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width where onLine(x, y) { columns[x, default: 0] += 1 }
        }
        // The middle of the columns the lines cross (nearly) all: clear of their softened ends and of anything else blue.
        let most = try #require(columns.values.max())
        let crossed = columns.filter { $0.value * 10 >= most * 9 }.keys.sorted()
        let column = crossed[crossed.count / 2]
        var runs = 0, inside = false
        for y in 0..<image.height {
            let on = onLine(column, y)
            if on && !inside { runs += 1 }
            inside = on
        }
        #expect(runs == 80, "\(runs) lines in column \(column)")
    }
}
