import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Told of a sheet's detent changes and dismissals.
final class DetentWatcher: NSObject, UISheetPresentationControllerDelegate {
    var log: [String] = []
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.append("detent \(sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "medium")")
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("will") }
}

/// A sheet of two detents dragged between them, as iOS 15's sheets are: it follows the finger, settles at the nearest
/// detent, and its delegate hears the user's changes only.
@MainActor
@Suite("UISheetPresentationController: dragging between detents")
struct SheetDetentDragSnippets {
    /// Drags the sheet by `dy` from (195, `y`), holds still, and lets go.
    private func drag(_ pointer: PointerDispatcher, from y: CGFloat, by dy: CGFloat, at time: TimeInterval, _ fixture: EngineFixture) {
        let sign: CGFloat = dy < 0 ? -1 : 1
        pointer.pointerDown(at: CGPoint(x: 195, y: y), time: time)
        pointer.pointerMoved(to: CGPoint(x: 195, y: y + 12 * sign), time: time + 0.1)
        pointer.pointerMoved(to: CGPoint(x: 195, y: y + 12 * sign + dy), time: time + 0.5)
        pointer.pointerMoved(to: CGPoint(x: 195, y: y + 12 * sign + dy), time: time + 1)
    }

    @Test("up from medium to large, back to large from a short drag down, down to medium, then a drag down that dismisses")
    func dragBetweenDetents() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), sheet = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = home
        window.makeKeyAndVisible()
        let controls = try #require(sheet.sheetPresentationController)
        let watcher = DetentWatcher()
        controls.detents = [.medium(), .large()]
        controls.delegate = watcher
        home.present(sheet, animated: true)
        fixture.run(seconds: 0.6)
        #expect(sheet.view.frame.minY == 422)
        let pointer = PointerDispatcher(root: window)
        // 200 up from the medium detent's top (422): the sheet follows to 222, then settles at the nearer large (57).
        drag(pointer, from: 600, by: -200, at: 1, fixture)
        #expect(sheet.view.frame.minY == 222 && sheet.view.frame.height == 622)
        pointer.pointerUp(at: CGPoint(x: 195, y: 388), time: 2.5)
        fixture.run(seconds: 0.6)
        #expect(sheet.view.frame.minY == 57 && controls.selectedDetentIdentifier == .large)
        #expect(isApproximatelyEqual(home.view.transform.a, 358 / 390) && watcher.log == ["detent large"])
        // Past the large detent the sheet stretches by iOS's rubber band: 100 points up shows as (1 − 1 / (0.55 · 100 /
        // 844 + 1)) · 844 above 57.
        drag(pointer, from: 300, by: -100, at: 4, fixture)
        let band = (1 - 1 / (0.55 * 100 / 844 + 1)) * 844.0
        #expect(isApproximatelyEqual(sheet.view.frame.minY, 57 - band, tolerance: 1e-9))
        pointer.pointerUp(at: CGPoint(x: 195, y: 188), time: 5.5)
        fixture.run(seconds: 0.6)
        // 100 down from large stays nearer large (157: 100 from it, 265 from medium); the delegate hears nothing.
        drag(pointer, from: 300, by: 100, at: 7, fixture)
        #expect(sheet.view.frame.minY == 157 && !sheet.isBeingDismissed)
        pointer.pointerUp(at: CGPoint(x: 195, y: 412), time: 8.5)
        fixture.run(seconds: 0.6)
        #expect(sheet.view.frame.minY == 57 && watcher.log == ["detent large"])
        // 300 down: 357 is nearer medium.
        drag(pointer, from: 300, by: 300, at: 10, fixture)
        pointer.pointerUp(at: CGPoint(x: 195, y: 612), time: 11.5)
        fixture.run(seconds: 0.6)
        #expect(sheet.view.frame.minY == 422 && watcher.log == ["detent large", "detent medium"])
        #expect(home.view.transform == .identity)
        // Code's change is not the user's: the delegate is not told.
        controls.animateChanges { controls.selectedDetentIdentifier = .large }
        fixture.run(seconds: 0.6)
        controls.animateChanges { controls.selectedDetentIdentifier = .medium }
        fixture.run(seconds: 0.6)
        #expect(watcher.log == ["detent large", "detent medium"])
        // Down from the smallest detent: the dismissal, scrubbed by the finger, let go past half of the 422 points.
        drag(pointer, from: 600, by: 300, at: 16, fixture)
        #expect(sheet.isBeingDismissed && watcher.log.last == "will")
        pointer.pointerUp(at: CGPoint(x: 195, y: 912), time: 17.5)
        fixture.run(seconds: 0.6)
        #expect(home.presentedViewController == nil)
    }
}
