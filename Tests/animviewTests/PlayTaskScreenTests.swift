import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// A screen that sequences its animations in a `Task`, as Swift-concurrency iOS code does: `Task.sleep` and awaited
/// animations on the scene's clock.
extension PackageBuildingTests.PlayCommandTests {
    nonisolated static let taskScreen = """
        import UIKit

        class SequenceViewController: UIViewController {
            let card = UIView()
            let badge = UIView()
            let dot = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                card.backgroundColor = .systemBlue
                card.frame = CGRect(x: 20, y: 100, width: 100, height: 100)
                card.alpha = 0
                view.addSubview(card)
                badge.backgroundColor = .systemGray
                badge.frame = CGRect(x: 20, y: 300, width: 50, height: 50)
                view.addSubview(badge)
                dot.backgroundColor = .systemOrange
                dot.frame = CGRect(x: 200, y: 300, width: 50, height: 50)
                view.addSubview(dot)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                Task {
                    try await Task.sleep(nanoseconds: 500_000_000)
                    print("fading in at", CACurrentMediaTime())
                    Task { print("inner task at", CACurrentMediaTime()) }
                    let finished = await UIView.animate(withDuration: 0.5) { self.card.alpha = 1 }
                    print("faded in at", CACurrentMediaTime(), finished)
                    try await Task.sleep(for: .seconds(0.25))
                    await UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0) {
                        self.card.center.x += 150
                    }
                }
                let waiter = Task {
                    do {
                        try await Task.sleep(for: .seconds(1))
                        badge.backgroundColor = .systemRed
                    } catch {
                        print("cancelled at", CACurrentMediaTime(), error is CancellationError)
                        badge.backgroundColor = .systemGreen
                    }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { waiter.cancel() }
                Task {
                    try await Task.sleep(for: .seconds(1.5))
                    async let moved: Bool = UIView.animate(withDuration: 0.5) { self.dot.center.x += 100 }
                    async let faded: Bool = UIView.animate(withDuration: 0.5) { self.dot.alpha = 0.5 }
                    let both = await (moved, faded)
                    print("together at", CACurrentMediaTime(), both)
                }
            }
        }

        """

    /// The task's sleeps and awaited animations happen at their moments of the scene's clock in every run: the fade
    /// starts at 0.5 s and is half-way at 0.75 s (ease-in-out's middle), ends at 1.0 s, the spring starts 0.25 s later
    /// and has moved the card 150 points by 2.5 s; the task cancelled at 0.5 s ends its sleep at once with
    /// `CancellationError` and never reaches what follows it; a task the woken one starts runs in the same tick, and
    /// two animations `async let` starts together begin at the task's moment and end together.
    func taskScreenAsWritten(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Sequence.swift", Self.taskScreen)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        var frames: [Double: FrameImage] = [:]
        var said: [Double: String] = [:]
        for time in [0.4, 0.75, 1.25, 2.5] {
            let out = scratch.path("sequence-\(time).png")
            let run = try runAnimview(["play", file, "--headless", "--at", "\(time)", "--out", out], environment: environment)
            #expect(run.status == 0, "\(run.standardError)")
            frames[time] = try await Self.frame(at: out)
            said[time] = run.standardOutput
        }
        let blue = Pixel(0, 122, 255), white = Pixel(255, 255, 255)
        #expect(frames[0.4]?.pixel(x: 70, y: 150) == white)
        #expect(frames[0.4]?.pixel(x: 45, y: 325) == Pixel(142, 142, 147))
        // Half-way through the fade: alpha 0.5 of the system blue over white, (127.5, 188.5, 255).
        let half = try #require(frames[0.75]?.pixel(x: 70, y: 150))
        #expect(abs(Int(half.red) - 128) <= 1 && abs(Int(half.green) - 189) <= 1 && half.blue == 255, "\(half)")
        #expect(frames[0.75]?.pixel(x: 45, y: 325) == Pixel(52, 199, 89))
        #expect(frames[1.25]?.pixel(x: 70, y: 150) == blue)
        #expect(frames[2.5]?.pixel(x: 70, y: 150) == white)
        #expect(frames[2.5]?.pixel(x: 220, y: 150) == blue)
        #expect(frames[2.5]?.pixel(x: 45, y: 325) == Pixel(52, 199, 89))
        // Two animations started together by `async let` at 1.5 s: the dot moved 100 points and half faded by 2.0 s —
        // alpha 0.5 of (255, 149, 0) over white.
        #expect(frames[1.25]?.pixel(x: 225, y: 325) == Pixel(255, 149, 0))
        #expect(frames[2.5]?.pixel(x: 225, y: 325) == white)
        let dot = try #require(frames[2.5]?.pixel(x: 325, y: 325))
        #expect(dot.red == 255 && dot.green == 202 && abs(Int(dot.blue) - 128) <= 1, "\(dot)")
        let lines = said[2.5]?.components(separatedBy: "\n") ?? []
        #expect(lines.contains("cancelled at 0.5 true"), "\(lines)")
        #expect(lines.contains("fading in at 0.5"), "\(lines)")
        // A task started by a woken one runs in the same tick.
        #expect(lines.contains("inner task at 0.5"), "\(lines)")
        #expect(lines.contains("faded in at 1.0 true"), "\(lines)")
        #expect(lines.contains("together at 2.0 (true, true)"), "\(lines)")
        #expect(said[0.4]?.contains("fading in") == false)
    }
}
