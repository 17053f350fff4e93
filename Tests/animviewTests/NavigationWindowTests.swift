import AnimKitTestSupport
import Foundation
import Testing

extension PackageBuildingTests.PlayCommandTests {
    /// A navigation stack as a playground's live view: a red list whose button pushes a green detail.
    nonisolated static let navigation = """
        import AnimKit
        import PlaygroundSupport

        final class ListController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "List"
                view.backgroundColor = .systemRed
                let open = UIButton(type: .system, primaryAction: UIAction(title: "Open") { [unowned self] _ in
                    let detail = UIViewController()
                    detail.view.backgroundColor = .systemGreen
                    detail.title = "Detail"
                    navigationController?.pushViewController(detail, animated: true)
                })
                open.backgroundColor = .white
                open.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
                view.addSubview(open)
            }
        }

        let navigation = UINavigationController(rootViewController: ListController())
        navigation.preferredContentSize = CGSize(width: 375, height: 668)
        PlaygroundPage.current.liveView = navigation

        """

    /// In a window: a click pushes the detail (green where the list was red); a drag from the left edge pops it back.
    func navigate(in file: String, scratch: ScratchFolder) throws {
        _ = try scratch.write("Card.swift", Self.navigation)
        let (display, play, origin) = try playInWindow(file, scratch: scratch)
        defer { if play.isRunning { VirtualDisplay.kill(play) } }
        func screen(_ x: Int, _ y: Int) -> [String] { [String(origin.x + x), String(origin.y + y)] }
        func below() -> [Int] { (try? display.pixel(x: origin.x + 100, y: origin.y + 250)) ?? [] }
        let red = [255, 59, 48], green = [52, 199, 89]
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(below(), red) }, "\(below())")
        _ = try display.tool("xdotool", ["mousemove"] + screen(100, 122) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(below(), green) }, "\(below())")
        // From the left edge a quarter of the way, slowly: the list shows at the left, under the shadow. Let go there,
        // and the pop is cancelled: the detail runs back over it (a finished pop would leave it red).
        func left() -> [Int] { (try? display.pixel(x: origin.x + 20, y: origin.y + 250)) ?? [] }
        _ = try display.tool("xdotool", ["mousemove"] + screen(3, 200) + ["mousedown", "1"])
        for step in 1...4 { _ = try display.tool("xdotool", ["mousemove"] + screen(3 + step * 12, 200)) }
        #expect(VirtualDisplay.wait(seconds: 30) { !colorsClose(left(), green) }, "\(left())")
        _ = try display.tool("xdotool", ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(left(), green) }, "\(left())")
        // From the left edge to the right, slowly: past half-way, so the pop finishes.
        _ = try display.tool("xdotool", ["mousemove"] + screen(3, 200) + ["mousedown", "1"])
        for step in 1...8 { _ = try display.tool("xdotool", ["mousemove"] + screen(3 + step * 22, 200)) }
        _ = try display.tool("xdotool", ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(below(), red) }, "\(below())")
        _ = try display.tool("xdotool", ["key", "q"])
        #expect(VirtualDisplay.wait(seconds: 30) { !play.isRunning })
    }
}
