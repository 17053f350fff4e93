import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Examples/ holds programs written as an iOS developer writes animation code; the package builds them with its tests
/// (warnings are errors there), and here each draws, so they cannot rot.
@MainActor
@Suite("Examples/: each example draws headless, and a bad --out is a clear error")
struct ExamplesTests {
    static let examples = ["InteractiveCard", "Onboarding", "DanceSlider", "Playground", "LikeButton"]

    /// The folder swift build put animview in, and the examples beside it.
    var buildFolder: URL { animviewExecutable().deletingLastPathComponent() }

    @Test("each example's --headless frame at 1.2 s, the playground's film, and a clear error for a bad --out")
    func draw() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for example in Self.examples {
            let program = buildFolder.appendingPathComponent(example)
            let file = scratch.path("\(example).png")
            let run = try runProgram(program, ["--headless", "--at", "1.2", "--out", file])
            #expect(run.status == 0, "\(example): \(run.standardError)")
            #expect(run.standardOutput.contains("wrote \(file)"))
            let image = try FrameImage(imageData: Data(contentsOf: URL(fileURLWithPath: file)))
            let colours = Set(stride(from: 0, to: image.pixels.count, by: 4 * 97).map { image.pixels[$0..<($0 + 3)].map { Int($0) } })
            #expect(colours.count > 3, "\(example): the frame is nearly blank")
        }
        // The iOS file the PortiOSFiles plugin ported: its screen, with the heart viewDidLoad made (UIKit's systemPink,
        // 0xFF2D55) at 100…180 points on white.
        let screen = try FrameImage(imageData: Data(contentsOf: URL(fileURLWithPath: scratch.path("LikeButton.png"))))
        #expect(screen.width == 393 && screen.height == 852)
        #expect(screen.pixel(x: 140, y: 140) == Pixel(255, 45, 85) && screen.pixel(x: 60, y: 140) == Pixel(255, 255, 255))
        // The playground's live view: its code ran once, and a frame at 1.6 s shows the square after its chained colour change.
        let playground = try FrameImage(imageData: Data(contentsOf: URL(fileURLWithPath: scratch.path("Playground.png"))))
        #expect(playground.width == 400 && playground.height == 300)
        let frames = scratch.path("playground-frames")
        let filmed = try runProgram(
            buildFolder.appendingPathComponent("Playground"), ["--headless", "--frames", "3", "--out", frames])
        #expect(filmed.status == 0, "\(filmed.standardError)")
        #expect(scratch.names(in: "playground-frames").count == 3)
        // The same flags as render for a film: the playground's whole scene as a GIF, chosen by the name.
        let gif = scratch.path("playground.gif")
        let film = try runProgram(buildFolder.appendingPathComponent("Playground"), ["--headless", "--out", gif])
        #expect(film.status == 0, "\(film.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: gif)).starts(with: Data("GIF89a".utf8)))
        let contradicted = try runProgram(
            buildFolder.appendingPathComponent("Playground"), ["--headless", "--format", "mp4", "--out", scratch.path("p.gif")])
        // A command line that cannot be done is a usage error (64), a refused path 73, as animview's own commands end.
        #expect(contradicted.status == 64 && contradicted.standardError.contains("names a .gif file, but --format is mp4"))
        let refused = try runProgram(
            buildFolder.appendingPathComponent("Onboarding"), ["--headless", "--at", "1", "--out", scratch.url.path])
        #expect(refused.status == 73)
        #expect(refused.standardError.contains("is a folder"), "\(refused.standardError)")
    }
}
