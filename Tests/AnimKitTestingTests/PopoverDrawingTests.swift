import AnimKit
import AnimKitSDL
import AnimKitTesting
import Foundation
import Testing

/// A popover on an iPad as drawn: the card in the system background behind a controller's clear view, the arrow at its
/// source, the screen behind it not dimmed; a page sheet's card over the dimmed screen.
@MainActor
@Suite("A popover and a page sheet on an iPad, drawn", .serialized)
struct PopoverDrawingTests {
    func padScreen() -> (UIWindow, UIViewController, UIButton) {
        Device.current.preset = .iPad
        Device.current.hold(.portrait)
        let window = UIWindow(frame: CGRect(origin: .zero, size: DevicePreset.iPad.screen))
        window.setWindowSafeAreaInsets(DevicePreset.iPad.safeArea)
        let root = UIViewController()
        root.view.backgroundColor = .systemYellow
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 600, y: 200, width: 120, height: 44))
        root.view.addSubview(button)
        return (window, root, button)
    }

    @Test("the arrow's tip at the source's bottom middle, white inside the card, the screen behind undimmed yellow")
    func popover() throws {
        defer { Device.current.preset = .iPhone15 }
        try withTestClock { clock in
            let (window, root, button) = padScreen()
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 300, height: 200)
            content.popoverPresentationController?.sourceView = button
            root.present(content, animated: true)
            let image = try clock.snapshot(of: window, at: 0.5)
            let white = Pixel(255, 255, 255), yellow = Pixel(255, 204, 0)
            // The content 510…810 × 257…457; the arrow from (647, 257) and (673, 257) up to its tip at (660, 244).
            #expect(image.pixel(x: 700, y: 400) == white)
            #expect(image.pixel(x: 660, y: 253) == white && image.pixel(x: 660, y: 247) == white)
            // Beside the arrow's narrow top, and past the card's rounded corner, the screen (under a faint shadow).
            #expect(image.pixel(x: 650, y: 247) != white && image.pixel(x: 511, y: 258) != white)
            #expect(image.pixel(x: 100, y: 900) == yellow)
        }
    }

    @Test("a page sheet: its card where SheetShape puts it, the screen around it dimmed to 60 %")
    func pageSheet() throws {
        defer { Device.current.preset = .iPhone15 }
        try withTestClock { clock in
            let (window, root, _) = padScreen()
            let sheet = UIViewController()
            sheet.view.backgroundColor = .white
            root.present(sheet, animated: true)
            let image = try clock.snapshot(of: window, at: 1)
            // Inside the card (58…762 × 44…1140), white; outside it, yellow under 40 % black.
            #expect(image.pixel(x: 400, y: 600) == Pixel(255, 255, 255))
            #expect(image.pixel(x: 30, y: 600) == Pixel(153, 122, 0))
            #expect(image.pixel(x: 400, y: 1160) == Pixel(153, 122, 0))
        }
    }
}
