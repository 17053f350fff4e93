import AnimKitTestSupport
import Foundation
import Testing

extension PackageBuildingTests.PlayCommandTests {
    /// A text field in a `play` scene: a click gives it the keyboard, so q and space are typed, not the window's keys; and
    /// a slider that scrubs a paused animator, as scrubbing demos wire one.
    nonisolated static let field = """
        import AnimKit
        import PlaygroundSupport

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        container.backgroundColor = .white
        PlaygroundPage.current.liveView = container
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        field.borderStyle = .roundedRect
        container.addSubview(field)
        let light = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 40))
        light.backgroundColor = .systemRed
        container.addSubview(light)
        field.addAction(UIAction { _ in
            light.backgroundColor = field.text == "q x" ? .systemGreen : .systemRed
        }, for: .editingChanged)
        let slider = UISlider(frame: CGRect(x: 0, y: 90, width: 200, height: 31))
        slider.value = 0
        container.addSubview(slider)
        let card = UIView(frame: CGRect(x: 0, y: 125, width: 20, height: 20))
        card.backgroundColor = .systemBlue
        container.addSubview(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 190 }
        animator.pauseAnimation()
        slider.addAction(UIAction { _ in animator.fractionComplete = CGFloat(slider.value) }, for: .valueChanged)

        """

    /// Clicks the field, types "q xy", Backspace: the light turns green; drags the slider's thumb half-way: the card is
    /// half-way; Esc lets the keyboard go, then q closes.
    func type(into file: String, in scratch: ScratchFolder) throws {
        _ = try scratch.write("Card.swift", Self.field)
        let (display, play, origin) = try playInWindow(file, scratch: scratch)
        defer { if play.isRunning { VirtualDisplay.kill(play) } }
        func screen(_ x: Int, _ y: Int) -> [String] { [String(origin.x + x), String(origin.y + y)] }
        func light() -> [Int] { (try? display.pixel(x: origin.x + 100, y: origin.y + 80)) ?? [] }
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(light(), [255, 59, 48]) })
        _ = try display.tool("xdotool", ["mousemove"] + screen(100, 27) + ["click", "1"])
        _ = try display.tool("xdotool", ["key", "--delay", "60", "q", "space", "x", "y", "BackSpace"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(light(), [52, 199, 89]) }, "\(light())")
        #expect(play.isRunning)
        // The thumb at 0 is centred at x = 14; 86 points right is 86 ÷ (200 − 28) = 0.5: the card's centre at 10 + 90.
        func card(_ x: Int) -> [Int] { (try? display.pixel(x: origin.x + x, y: origin.y + 135)) ?? [] }
        #expect(colorsClose(card(10), [0, 122, 255]) && colorsClose(card(100), [255, 255, 255]))
        _ = try display.tool("xdotool", ["mousemove"] + screen(14, 105) + ["mousedown", "1"])
        for step in 1...5 { _ = try display.tool("xdotool", ["mousemove"] + screen(14 + step * 86 / 5, 105)) }
        _ = try display.tool("xdotool", ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(card(100), [0, 122, 255]) && colorsClose(card(10), [255, 255, 255]) })
        _ = try display.tool("xdotool", ["key", "--delay", "200", "Escape", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { !play.isRunning })
        #expect(!play.isRunning && play.terminationStatus == 0)
    }

    /// A PIN view of the scene's own (`UIKeyInput`, a number pad) that has the keyboard from the start: each digit typed
    /// slides a box along in a block animation, and the window plays it out — typing acts on the scene as a touch does,
    /// so its time runs on (it stood still at the end of the scene's timeline, the animation never shown).
    nonisolated static let pin = """
        import UIKit
        import PlaygroundSupport

        final class PinView: UIView, UIKeyInput {
            var keyboardType: UIKeyboardType = .numberPad
            var digits = ""
            var hasText: Bool { !digits.isEmpty }
            var onChange: (String) -> Void = { _ in }
            func insertText(_ text: String) { digits += text; onChange(digits) }
            func deleteBackward() { _ = digits.popLast(); onChange(digits) }
            override var canBecomeFirstResponder: Bool { true }
        }

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        container.backgroundColor = .white
        PlaygroundPage.current.liveView = container
        let pin = PinView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        container.addSubview(pin)
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        box.backgroundColor = .systemBlue
        container.addSubview(box)
        pin.onChange = { digits in
            UIView.animate(withDuration: 0.3) { box.frame.origin.x = CGFloat(digits.count) * 60 }
        }
        pin.becomeFirstResponder()

        """

    /// Types two digits into ``pin`` without a click: the box slides 120 points and stays there.
    func typeIntoOwnKeyInput(in scratch: ScratchFolder) throws {
        let file = try scratch.write("Pin.swift", Self.pin)
        let (display, play, origin) = try playInWindow(file, scratch: scratch)
        defer { if play.isRunning { VirtualDisplay.kill(play) } }
        func box(_ x: Int) -> [Int] { (try? display.pixel(x: origin.x + x, y: origin.y + 110)) ?? [] }
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(box(10), [0, 122, 255]) })
        _ = try display.tool("xdotool", ["key", "--delay", "60", "4", "2"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(box(130), [0, 122, 255]) && colorsClose(box(10), [255, 255, 255]) })
        _ = try display.tool("xdotool", ["key", "--delay", "200", "Escape", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { !play.isRunning })
    }

    /// `animview play file` in a window on a display of its own, on the scratch folder's build cache, once its window
    /// is up: the display, the process and the window's top-left corner.
    func playInWindow(_ file: String, scratch: ScratchFolder) throws -> (VirtualDisplay, Process, origin: (x: Int, y: Int)) {
        let display = try VirtualDisplay()
        var environment = display.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let play = Process()
        play.executableURL = animviewExecutable()
        play.arguments = ["play", file]
        play.environment = environment
        play.standardOutput = FileHandle.nullDevice
        play.standardError = FileHandle.nullDevice
        try play.run()
        #expect(VirtualDisplay.wait(seconds: 120) { (try? display.windowOrigin(named: "animview")) != nil })
        do {
            return (display, play, try display.windowOrigin(named: "animview"))
        } catch {
            // No window: nothing of the test's is left running.
            VirtualDisplay.kill(play)
            throw error
        }
    }
}
