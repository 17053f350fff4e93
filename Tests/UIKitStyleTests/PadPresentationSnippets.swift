import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Sheets and popovers on an iPad and how a phone adapts them, as Apple documents `UIModalPresentationStyle`: in a
// regular width a page sheet is a centred card "roughly the size of a page, where the height is greater than the
// width", a form sheet a smaller centred card sized by `preferredContentSize`, the screen behind dimmed, "a part of the
// background content always remains visible"; a popover points its arrow at its source and a tap outside dismisses
// it; in a compact width each is a sheet unless `adaptivePresentationStyle(for:traitCollection:)` says `.none`. The
// figures Apple leaves open are AnimKit's (SheetShape, PopoverPlacement): a 704-point page, 540 × 620 form, 20-point
// margins in the safe area, a 13-point arrow, 10 points from the screen's edges.
@MainActor
@Suite("Sheets and popovers on an iPad, and on a phone", .serialized)
struct PadPresentationSnippets {
    final class Heard: AdaptivePresentationControllerDelegate, PopoverPresentationControllerDelegate {
        var said: [String] = []
        var adapted = ModalPresentationStyle.automatic
        var mayDismiss = true
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            said.append("adapt")
            return adapted
        }
        func presentationController(
            _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
        ) { said.append("will present \(style.rawValue)") }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { said.append("prepare") }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            said.append("should dismiss")
            return mayDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { said.append("will dismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { said.append("did dismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { said.append("attempted") }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            said.append("popover did dismiss")
        }
    }

    struct Screen {
        let fixture: EngineFixture
        let window: UIWindow
        let root: UIViewController
        let button: UIButton
    }

    /// A screen of `device` with a button at (600, 200), 120 × 44 on a pad (at (240, 200) on a phone).
    func screen(_ device: DevicePreset) -> Screen {
        let fixture = EngineFixture()
        Device.current.preset = device
        Device.current.hold(.portrait)
        let window = UIWindow(frame: CGRect(origin: .zero, size: device.screen))
        window.setWindowSafeAreaInsets(device.safeArea)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: device.screen.width > 500 ? 600 : 240, y: 200, width: 120, height: 44))
        root.view.addSubview(button)
        return Screen(fixture: fixture, window: window, root: root, button: button)
    }

    func putBack(_ screen: Screen) {
        Device.current.hold(.portrait)
        Device.current.preset = .iPhone15
        screen.fixture.end()
    }

    func tap(_ point: CGPoint, in window: UIWindow, at time: TimeInterval) {
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: point, time: time)
        pointer.pointerUp(at: point, time: time + 0.05)
    }

    func dimming(in window: UIWindow) -> UIView? { window.subviews.first { $0.accessibilityIdentifier == "dimming view" } }

    @Test("on an iPad a page sheet is a 704-point card centred in the safe area, taller than wide; turned, it is centred again")
    func pageSheet() throws {
        let shown = screen(.iPad)
        defer { putBack(shown) }
        let sheet = UIViewController()
        shown.root.present(sheet, animated: true)
        shown.fixture.run(seconds: 0.6)
        // The safe area is 24…1160 tall; 20 points in: 1096 tall, centred at 592; 704 wide centred at 410.
        #expect(sheet.view.frame == CGRect(x: 58, y: 44, width: 704, height: 1096))
        #expect(
            sheet.view.layer.maskedCorners.contains([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) && sheet.view.layer.cornerRadius == 10)
        // Dimmed behind, the presenter as it was (a phone's sheet shrinks it).
        #expect(try #require(dimming(in: shown.window)).alpha == 1)
        #expect(shown.root.view.transform == .identity)
        // Detents are a compact width's.
        sheet.sheetPresentationController?.detents = [.medium()]
        #expect(sheet.view.frame == CGRect(x: 58, y: 44, width: 704, height: 1096))
        Device.current.turn(to: .landscapeLeft)
        shown.fixture.run(seconds: 0.6)
        // 1180 × 820, the safe area 24…800: 736 tall, still taller than the 704 wide.
        #expect(sheet.view.frame == CGRect(x: 238, y: 44, width: 704, height: 736))
    }

    @Test("on an iPad a form sheet is a centred 540 × 620 card, or the preferred content size; on a phone it is a sheet")
    func formSheet() {
        let shown = screen(.iPad)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        shown.root.present(form, animated: false)
        #expect(form.view.frame == CGRect(x: 140, y: 282, width: 540, height: 620))
        form.dismiss(animated: false)
        let sized = UIViewController()
        sized.modalPresentationStyle = .formSheet
        sized.preferredContentSize = CGSize(width: 300, height: 200)
        shown.root.present(sized, animated: false)
        #expect(sized.view.frame == CGRect(x: 260, y: 492, width: 300, height: 200))
        putBack(shown)

        let phone = screen(.iPhone15)
        defer { putBack(phone) }
        let onPhone = UIViewController()
        onPhone.modalPresentationStyle = .formSheet
        onPhone.preferredContentSize = CGSize(width: 300, height: 200)
        phone.root.present(onPhone, animated: false)
        // The large detent: 10 points under the 59-point safe-area top, to the bottom.
        #expect(onPhone.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test("on an iPad a popover rests below its source with its arrow at it, fades in over 0.25 s and dims nothing")
    func popoverOnPad() throws {
        let shown = screen(.iPad)
        defer { putBack(shown) }
        let heard = Heard()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = shown.button
        popover.delegate = heard
        shown.root.present(content, animated: true)
        // Halfway through the ease-in-out fade, it is half there.
        shown.fixture.clock.advance(by: 0.125)
        shown.fixture.engine.tick()
        #expect(abs((content.view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        shown.fixture.run(seconds: 0.2)
        // Centred under the button's middle (660) but 10 points inside the screen: 510…810; 13 points under its bottom.
        #expect(content.view.frame == CGRect(x: 510, y: 257, width: 300, height: 200))
        #expect(popover.arrowDirection == .up)
        #expect(dimming(in: shown.window) == nil)
        // UIKit's order: prepared, the delegate told it did not adapt; never asked to adapt in a regular width.
        #expect(heard.said == ["prepare", "will present \(UIModalPresentationStyle.none.rawValue)"])
        let backdrop = try #require(shown.window.subviews.first { $0.accessibilityIdentifier == "popover background" })
        #expect(backdrop.frame == CGRect(x: 497, y: 244, width: 326, height: 226))
    }

    @Test("a tap outside dismisses a popover and tells the delegate; a passthrough view gets its tap; a modal one stays")
    func tapsOutside() throws {
        let shown = screen(.iPad)
        defer { putBack(shown) }
        let heard = Heard()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = shown.button
        popover.sourceRect = CGRect(x: 0, y: 0, width: 20, height: 44)
        popover.permittedArrowDirections = .left
        popover.delegate = heard
        var pressed = 0
        let other = UIButton(frame: CGRect(x: 20, y: 900, width: 100, height: 44))
        other.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        shown.root.view.addSubview(other)
        popover.passthroughViews = [other]
        shown.root.present(content, animated: false)
        // To the right of the button's first 20 points, as far as the 177 points left before the screen's margin, the
        // default 480 tall centred on its middle (222) but 10 points inside the safe area (from 34).
        #expect(content.view.frame == CGRect(x: 633, y: 34, width: 177, height: 480) && popover.arrowDirection == .left)
        heard.said.removeAll()
        tap(CGPoint(x: 70, y: 922), in: shown.window, at: 1)
        #expect(pressed == 1 && shown.root.presentedViewController === content)
        tap(CGPoint(x: 700, y: 400), in: shown.window, at: 2)
        #expect(shown.root.presentedViewController === content && heard.said.isEmpty)
        content.isModalInPresentation = true
        tap(CGPoint(x: 100, y: 400), in: shown.window, at: 3)
        #expect(heard.said == ["attempted"] && shown.root.presentedViewController === content)
        content.isModalInPresentation = false
        heard.said.removeAll()
        tap(CGPoint(x: 100, y: 400), in: shown.window, at: 4)
        shown.fixture.run(seconds: 0.3)
        #expect(shown.root.presentedViewController == nil)
        #expect(heard.said == ["should dismiss", "will dismiss", "did dismiss", "popover did dismiss"])
        #expect(!shown.window.subviews.contains { $0.accessibilityIdentifier == "popover dismissal view" })
    }

    @Test("on a phone a popover is a sheet unless the delegate answers .none, and .fullScreen fills the screen undimmed")
    func phoneAdaptation() throws {
        let shown = screen(.iPhone15)
        defer { putBack(shown) }
        let heard = Heard()
        func present(_ adapted: UIModalPresentationStyle) -> UIViewController {
            heard.adapted = adapted
            heard.said.removeAll()
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 200, height: 100)
            content.popoverPresentationController?.sourceView = shown.button
            content.popoverPresentationController?.delegate = heard
            shown.root.present(content, animated: false)
            return content
        }
        let sheet = present(.automatic)
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(heard.said == ["prepare", "adapt", "will present \(UIModalPresentationStyle.pageSheet.rawValue)"])
        sheet.dismiss(animated: false)
        let kept = present(.none)
        // Under the button's middle (300), 10 points inside the 393-point screen: 183…383.
        #expect(kept.view.frame == CGRect(x: 183, y: 257, width: 200, height: 100))
        #expect(kept.popoverPresentationController?.arrowDirection == .up && dimming(in: shown.window) == nil)
        kept.dismiss(animated: false)
        let full = present(.fullScreen)
        #expect(full.view.frame == shown.window.bounds && dimming(in: shown.window) == nil)
        #expect(heard.said.last == "will present \(UIModalPresentationStyle.fullScreen.rawValue)")
    }
}
