import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// A screen that lays out differently on its side, pasted into `play` as written: its `#Preview` asks for landscape,
/// `viewWillTransition(to:with:)` swaps its constraints in the turn's animation, a `#selector` target–action.
extension PackageBuildingTests.PlayCommandTests {
    nonisolated static let turnScreen = """
        import UIKit

        final class SplitScreen: UIViewController {
            private let panel = UIView()
            private var tall: [NSLayoutConstraint] = []
            private var wide: [NSLayoutConstraint] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                panel.backgroundColor = .systemBlue
                panel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(panel)
                let guide = view.safeAreaLayoutGuide
                tall = [
                    panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    panel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    panel.heightAnchor.constraint(equalToConstant: 200),
                ]
                wide = [
                    panel.topAnchor.constraint(equalTo: guide.topAnchor),
                    panel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    panel.widthAnchor.constraint(equalToConstant: 300),
                ]
                NSLayoutConstraint.activate(UIScreen.main.bounds.width > UIScreen.main.bounds.height ? wide : tall)
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            }

            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                let landscape = size.width > size.height
                coordinator.animate(alongsideTransition: { _ in
                    NSLayoutConstraint.deactivate(landscape ? self.tall : self.wide)
                    NSLayoutConstraint.activate(landscape ? self.wide : self.tall)
                    self.view.layoutIfNeeded()
                }, completion: { _ in print("turned to", Int(size.width)) })
            }

            @objc private func tapped(_ sender: UITapGestureRecognizer) { panel.backgroundColor = .systemGreen }
        }

        #Preview("Split", traits: .landscapeLeft) { SplitScreen() }

        """

    /// Headless, the preview's trait holds the phone on its side (the panel a 300-point column inside the safe area's
    /// right edge) and `--orientation portrait` stands it up (a 200-point band above the home indicator). In the window,
    /// ctrl ← turns the device upright: the panel moves to the bottom in the turn; Home returns to the timeline's landscape.
    func turnScreenAsWritten(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("SplitScreen.swift", Self.turnScreen)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let blue = Pixel(0, 122, 255), white = Pixel(255, 255, 255)
        let wide = try runAnimview(["play", file, "--headless", "--at", "0", "--out", scratch.path("wide.png")], environment: environment)
        #expect(wide.status == 0, "\(wide.standardError)")
        let frame = try await Self.frame(at: scratch.path("wide.png"))
        // An iPhone 15 on its side: 852 × 393, 59 points each side and 21 below kept clear; the panel is 493…793 × 0…372.
        #expect(frame.width == 852 && frame.height == 393)
        #expect(frame.pixel(x: 494, y: 1) == blue && frame.pixel(x: 792, y: 371) == blue)
        #expect(frame.pixel(x: 491, y: 200) == white && frame.pixel(x: 795, y: 200) == white && frame.pixel(x: 600, y: 374) == white)
        let tall = try runAnimview(
            ["play", file, "--headless", "--orientation", "portrait", "--at", "0", "--out", scratch.path("tall.png")],
            environment: environment)
        #expect(tall.status == 0, "\(tall.standardError)")
        let upright = try await Self.frame(at: scratch.path("tall.png"))
        // Upright: 393 × 852, the panel 200 tall above the home indicator's 34: 618…818.
        #expect(upright.width == 393 && upright.height == 852)
        #expect(upright.pixel(x: 0, y: 619) == blue && upright.pixel(x: 392, y: 817) == blue)
        #expect(upright.pixel(x: 200, y: 616) == white && upright.pixel(x: 200, y: 820) == white)
        let refused = try runAnimview(["play", file, "--headless", "--orientation", "sideways"], environment: environment)
        #expect(refused.status == 64 && refused.standardError.contains("--orientation must be portrait, landscape-left or landscape-right"))

        let (display, play, _) = try playInWindow(file, scratch: scratch)
        defer { if play.isRunning { VirtualDisplay.kill(play) } }
        func pixel(_ x: Double, _ y: Double, scale: Double) -> [Int] {
            guard let origin = try? display.windowOrigin(named: "animview") else { return [] }
            return (try? display.pixel(x: origin.x + Int(x * scale), y: origin.y + Int(y * scale))) ?? []
        }
        let blueColor = [0, 122, 255], whiteColor = [255, 255, 255]
        // On its side the window fits the display at full size.
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(700, 200, scale: 1), blueColor) }, "\(pixel(700, 200, scale: 1))")
        _ = try display.tool("xdotool", ["key", "ctrl+Left"])
        // Upright, the window is scaled to fit 800 pixels: the 852-point screen is drawn about 600 pixels tall.
        let scale = 600.0 / 852
        #expect(
            VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(200, 700, scale: scale), blueColor) }, "\(pixel(200, 700, scale: scale))")
        #expect(colorsClose(pixel(200, 300, scale: scale), whiteColor), "\(pixel(200, 300, scale: scale))")
        // A seek returns to the timeline, played on its side.
        _ = try display.tool("xdotool", ["key", "Home"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(700, 200, scale: 1), blueColor) }, "\(pixel(700, 200, scale: 1))")
        #expect(colorsClose(pixel(300, 200, scale: 1), whiteColor), "\(pixel(300, 200, scale: 1))")
        _ = try display.tool("xdotool", ["key", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { !play.isRunning })
    }
}
