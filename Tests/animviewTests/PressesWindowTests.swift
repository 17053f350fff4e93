import AnimKitTestSupport
import Foundation
import Testing

extension PackageBuildingTests.PlayCommandTests {
    /// A screen as iOS code reads a hardware keyboard: its controller becomes first responder and lights a box while ↑ is
    /// held (`pressesBegan`/`pressesEnded`); with every key sent to the scene, q is the scene's key (blue), not the window's.
    nonisolated static let pressesScreen = """
        import UIKit

        final class KeysViewController: UIViewController {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
            override var canBecomeFirstResponder: Bool { true }
            override func viewDidLoad() {
                super.viewDidLoad()
                box.backgroundColor = .systemRed
                view.addSubview(box)
                preferredContentSize = CGSize(width: 200, height: 150)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                becomeFirstResponder()
            }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                for press in presses {
                    if press.key?.keyCode == .keyboardUpArrow { box.backgroundColor = .systemGreen }
                    if press.key?.charactersIgnoringModifiers == "q" { box.backgroundColor = .systemBlue }
                }
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                if presses.contains(where: { $0.type == .upArrow }) { box.backgroundColor = .systemRed }
            }
        }

        """

    /// Holds ↑ (green), lets it go (red); Ctrl-Shift-K, q (blue, the window stays), Ctrl-Shift-K, q closes.
    func pressesInWindow(in scratch: ScratchFolder) throws {
        let file = try scratch.write("Keys.swift", Self.pressesScreen)
        let (display, play, origin) = try playInWindow(file, scratch: scratch)
        defer { if play.isRunning { VirtualDisplay.kill(play) } }
        func box() -> [Int] { (try? display.pixel(x: origin.x + 100, y: origin.y + 100)) ?? [] }
        #expect(VirtualDisplay.wait(seconds: 60) { colorsClose(box(), [255, 59, 48]) }, "\(box())")
        _ = try display.tool("xdotool", ["keydown", "Up"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(box(), [52, 199, 89]) }, "\(box())")
        _ = try display.tool("xdotool", ["keyup", "Up"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(box(), [255, 59, 48]) }, "\(box())")
        _ = try display.tool("xdotool", ["key", "--delay", "200", "ctrl+shift+k", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(box(), [0, 122, 255]) }, "\(box())")
        #expect(play.isRunning)
        _ = try display.tool("xdotool", ["key", "--delay", "200", "ctrl+shift+k", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { !play.isRunning })
        #expect(!play.isRunning && play.terminationStatus == 0)
    }
}
