import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A sheet while the device turns, as Apple documents `prefersEdgeAttachedInCompactHeight`: by default a sheet takes a
// full-screen appearance at compact height (a phone on its side); preferring the edge, it stays attached to the bottom
// edge, as wide as the container's safe area (or its controller's preferred width); back upright it is at its detent.
@MainActor
@Suite("A sheet while the device turns", .serialized)
struct SheetTurnSnippets {
    func presented(configure: (UISheetPresentationController) -> Void) -> (EngineFixture, UIWindow, UIViewController) {
        let fixture = EngineFixture()
        Device.current.hold(.portrait)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(DevicePreset.iPhone15.safeArea)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            configure(controller)
        }
        window.rootViewController?.present(sheet, animated: false)
        fixture.run(seconds: 0.1)
        return (fixture, window, sheet)
    }

    @Test("by default the sheet fills the screen on its side, and goes back to its detent upright")
    func fullScreenOnItsSide() {
        let (fixture, window, sheet) = presented { _ in }
        defer {
            Device.current.hold(.portrait)
            fixture.end()
        }
        // The medium detent upright: the lower half of 852 points.
        #expect(sheet.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        Device.current.turn(to: .landscapeLeft)
        fixture.run(seconds: 0.4)
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        Device.current.turn(to: .portrait)
        fixture.run(seconds: 0.4)
        #expect(sheet.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
    }

    @Test("turned while it comes in, the sheet rests where its detent is in the turned window, over a dimming that follows")
    func turnedWhilePresenting() throws {
        let fixture = EngineFixture()
        Device.current.hold(.portrait)
        defer {
            Device.current.hold(.portrait)
            fixture.end()
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.medium()]
        window.rootViewController?.present(sheet, animated: true)
        fixture.run(seconds: 0.2)
        Device.current.turn(to: .landscapeRight)
        fixture.run(seconds: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        let dimming = try #require(window.subviews.first { $0.accessibilityIdentifier == "dimming view" })
        #expect(dimming.frame == window.bounds)
    }

    @Test(
        "preferring the edge, it rests at the large detent (the medium one is inactive in a compact height), the safe area's width or the preferred one, centred"
    )
    func edgeAttached() {
        let (fixture, _, sheet) = presented { $0.prefersEdgeAttachedInCompactHeight = true }
        defer {
            Device.current.hold(.portrait)
            fixture.end()
        }
        Device.current.turn(to: .landscapeLeft, animated: false)
        // 852 wide less the 59-point insets each side: 734. Apple: the medium detent "is inactive in compact height", so
        // the sheet rests at the large one, 10 points below the safe area's top (0 in landscape): 393 − 10 = 383 tall.
        #expect(sheet.view.frame == CGRect(x: 59, y: 10, width: 734, height: 383))
        sheet.preferredContentSize = CGSize(width: 400, height: 0)
        sheet.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        #expect(sheet.view.frame == CGRect(x: 226, y: 10, width: 400, height: 383))
    }
}
