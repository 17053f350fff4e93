import AnimKitTestSupport
import Foundation
import Testing

extension PackageBuildingTests.PlayCommandTests {
    /// A screen as a playground's live view, on the default device (an iPhone 15): a red home whose button presents a
    /// blue sheet at the medium detent; the delegate turns the home green once the sheet is dragged away.
    nonisolated static let sheet = """
        import AnimKit
        import PlaygroundSupport

        final class HomeController: UIViewController, UIAdaptivePresentationControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemRed
                let open = UIButton(type: .system, primaryAction: UIAction(title: "Filters") { [unowned self] _ in
                    let filters = UIViewController()
                    filters.view.backgroundColor = .systemBlue
                    filters.presentationController?.delegate = self
                    filters.sheetPresentationController?.detents = [.medium(), .large()]
                    present(filters, animated: true)
                })
                open.backgroundColor = .white
                open.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(open)
                NSLayoutConstraint.activate([
                    open.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    open.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                    open.widthAnchor.constraint(equalToConstant: 200),
                    open.heightAnchor.constraint(equalToConstant: 44),
                ])
            }

            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                view.backgroundColor = .systemGreen
            }
        }

        PlaygroundPage.current.liveView = HomeController()

        """

    /// In a window: a click presents the sheet over the lower half; a short drag lets it run back; a long one dismisses it.
    func dragSheet(in file: String, scratch: ScratchFolder) throws {
        _ = try scratch.write("Card.swift", Self.sheet)
        let (display, play, origin) = try playInWindow(file, scratch: scratch)
        defer { if play.isRunning { VirtualDisplay.kill(play) } }
        // The 393 × 852 screen is drawn 600 pixels tall: a point is 600 / 852 of a pixel.
        let scale = 600.0 / 852
        func screen(_ x: Double, _ y: Double) -> [String] { [String(origin.x + Int(x * scale)), String(origin.y + Int(y * scale))] }
        func pixel(_ x: Double, _ y: Double) -> [Int] {
            (try? display.pixel(x: origin.x + Int(x * scale), y: origin.y + Int(y * scale))) ?? []
        }
        let red = [255, 59, 48], blue = [0, 122, 255], green = [52, 199, 89]
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(196, 700), red) }, "\(pixel(196, 700))")
        // The button: 40 below the safe area's top (59), 44 tall.
        _ = try display.tool("xdotool", ["mousemove"] + screen(196, 121) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(196, 700), blue) }, "\(pixel(196, 700))")
        // A short drag (60 of the sheet's 426 points): it runs back, still blue, the home not told.
        _ = try display.tool("xdotool", ["mousemove"] + screen(196, 500) + ["mousedown", "1"])
        for step in 1...6 { _ = try display.tool("xdotool", ["mousemove"] + screen(196, 500 + Double(step * 10))) }
        // Held still before letting go, as a person does who means "not far enough": on a busy machine the six moves
        // can land within one frame, and released at once they would read as a flick that dismisses.
        usleep(300_000)
        _ = try display.tool("xdotool", ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(196, 440), blue) }, "\(pixel(196, 440))")
        // A long drag, past half-way: the sheet goes and the delegate turns the home green.
        _ = try display.tool("xdotool", ["mousemove"] + screen(196, 500) + ["mousedown", "1"])
        for step in 1...10 { _ = try display.tool("xdotool", ["mousemove"] + screen(196, 500 + Double(step * 30))) }
        _ = try display.tool("xdotool", ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(196, 700), green) }, "\(pixel(196, 700))")
        _ = try display.tool("xdotool", ["key", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { !play.isRunning })
    }
}
