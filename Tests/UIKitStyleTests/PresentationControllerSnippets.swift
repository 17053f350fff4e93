import AnimKit
import AnimKitTestSupport
import Testing

/// A half-height card over a dimming view, as UIKit code writes a presentation controller.
final class HalfSheetPresentation: UIPresentationController {
    let dimmingView = UIView()
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.append("willBegin")
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }) { context in
            self.log.append("alongside done, cancelled \(context.isCancelled)")
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd \(completed)") }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A transitioning delegate that gives the half sheet and no animator: the built-in slide places it.
final class HalfSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: HalfSheetPresentation?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let presentation = HalfSheetPresentation(presentedViewController: presented, presenting: presenting)
        made = presentation
        return presentation
    }
}

/// Told how a sheet was dragged.
final class SheetWatcher: NSObject, UIAdaptivePresentationControllerDelegate {
    var log: [String] = []
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("attempt") }
}

// Presentation controllers as apps write them: a custom half sheet with a dimming view animated through the
// transition coordinator, the sheet's detents and grabber, and a sheet dragged down to dismiss it.
@MainActor
@Suite("UIPresentationController and UISheetPresentationController")
struct PresentationControllerSnippets {
    private func screen(_ fixture: EngineFixture, root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("a custom half sheet: the card slides to the lower half as the dimming view fades in beside it, in UIKit's order")
    func halfSheet() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        let card = LoggingController("B") { log.append($0) }
        let window = screen(fixture, root: home)
        let delegate = HalfSheetDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        log = []
        home.present(card, animated: true)
        let presentation = try #require(delegate.made)
        #expect(card.presentationController === presentation && card.sheetPresentationController == nil)
        #expect(log.contains("B viewWillAppear true") && presentation.log == ["willBegin"] && card.transitionCoordinator != nil)
        // Half of 0.5 s on ease-in-out (symmetric: half-way in time is half-way in distance): the card has slid half of
        // the 422 points from the bottom, the dimming view is half faded in.
        fixture.run(seconds: 0.25)
        // One animator, named for the inspector's row and the timeline.
        #expect(fixture.engine.liveAnimators.map(\.name) == ["present LoggingController"])
        #expect(isApproximatelyEqual(card.view.presentation.frame.minY, 844 - 211, tolerance: 1e-6))
        #expect(isApproximatelyEqual(presentation.dimmingView.presentation.alpha, 0.5, tolerance: 1e-6))
        fixture.run(seconds: 0.3)
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422) && presentation.dimmingView.alpha == 1)
        #expect(presentation.log == ["willBegin", "alongside done, cancelled false", "didEnd true"])
        #expect(card.transitionCoordinator == nil && log.last == "B viewDidAppear true")
        let container = try #require(presentation.containerView)
        #expect(card.view.superview === container && container.superview === window && home.view.superview === window)
        // The container lays out as the window does: the presentation controller places the card again.
        card.view.frame = .zero
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        card.dismiss(animated: true)
        fixture.run(seconds: 0.25)
        #expect(isApproximatelyEqual(presentation.dimmingView.presentation.alpha, 0.5, tolerance: 1e-6))
        fixture.run(seconds: 0.3)
        #expect(window.subviews == [home.view] && home.presentedViewController == nil && card.view.superview == nil)
    }

    @Test("a sheet at the medium detent takes the lower half, the presenter unshrunk; animateChanges moves it to large")
    func detents() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), sheet = UIViewController()
        let window = screen(fixture, root: home)
        let controls = try #require(sheet.sheetPresentationController)
        controls.detents = [.medium(), .large()]
        controls.prefersGrabberVisible = true
        home.present(sheet, animated: true)
        #expect(sheet.presentationController === controls)
        fixture.run(seconds: 0.6)
        #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422) && home.view.transform == .identity)
        #expect(sheet.view.subviews.contains { $0.frame == CGRect(x: 177, y: 5, width: 36, height: 5) && !$0.isHidden })
        controls.animateChanges { controls.selectedDetentIdentifier = .large }
        #expect(sheet.view.frame.minY == 57 && sheet.view.presentation.frame.minY == 422)
        fixture.run(seconds: 0.6)
        // At large: 10 below the safe area's top, and the presenter shrunk to 358 wide with its top at 47.
        #expect(sheet.view.presentation.frame.minY == 57 && isApproximatelyEqual(home.view.frame.minY, 47))
        #expect(isApproximatelyEqual(home.view.transform.a, 358 / 390) && window.isKeyWindow)
    }

    @Test("a sheet dragged down follows the finger; let go at 30 % it runs back; at 60 % it is dismissed and the delegate told")
    func dragToDismiss() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), sheet = UIViewController()
        let window = screen(fixture, root: home)
        let watcher = SheetWatcher()
        sheet.presentationController?.delegate = watcher
        home.present(sheet, animated: true)
        fixture.run(seconds: 0.6)
        let dimming = try #require(window.subviews.first { $0 !== home.view && $0 !== sheet.view })
        let pointer = PointerDispatcher(root: window)
        // The sheet travels 787 points (from 57 to the bottom at 844); the pan counts from where it began.
        pointer.pointerDown(at: CGPoint(x: 195, y: 300), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 312), time: 1.1)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 312 + 0.3 * 787), time: 1.5)
        #expect(isApproximatelyEqual(sheet.view.presentation.frame.minY, 57 + 0.3 * 787, tolerance: 1e-6))
        #expect(isApproximatelyEqual(dimming.presentation.alpha, 0.7, tolerance: 1e-6) && sheet.isBeingDismissed)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 312 + 0.3 * 787), time: 2)
        pointer.pointerUp(at: CGPoint(x: 195, y: 312 + 0.3 * 787), time: 2.5)
        fixture.run(seconds: 0.6)
        #expect(home.presentedViewController === sheet && sheet.view.frame.minY == 57 && watcher.log == ["will"])
        #expect(dimming.alpha == 1 && sheet.isShowing && !sheet.isBeingDismissed)

        pointer.pointerDown(at: CGPoint(x: 195, y: 300), time: 4)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 312), time: 4.1)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 312 + 0.6 * 787), time: 4.5)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 312 + 0.6 * 787), time: 5)
        pointer.pointerUp(at: CGPoint(x: 195, y: 312 + 0.6 * 787), time: 5.5)
        fixture.run(seconds: 0.6)
        #expect(home.presentedViewController == nil && watcher.log == ["will", "will", "did"] && window.subviews == [home.view])
        #expect(home.view.transform == .identity)
    }

    @Test("a sheet that may not be dismissed only stretches, by the rubber band, and springs back; the delegate is told")
    func modalInPresentation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), sheet = UIViewController()
        let window = screen(fixture, root: home)
        let watcher = SheetWatcher()
        sheet.isModalInPresentation = true
        sheet.presentationController?.delegate = watcher
        home.present(sheet, animated: true)
        fixture.run(seconds: 0.6)
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 195, y: 300), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 312), time: 1.1)
        pointer.pointerMoved(to: CGPoint(x: 195, y: 412), time: 1.5)
        // iOS's rubber band over the window's 844 points: (1 − 1 / (0.55 · 100 / 844 + 1)) · 844.
        let band = (1 - 1 / (0.55 * 100 / 844 + 1)) * 844.0
        #expect(isApproximatelyEqual(sheet.view.transform.ty, band, tolerance: 1e-9) && !sheet.isBeingDismissed)
        pointer.pointerUp(at: CGPoint(x: 195, y: 412), time: 2)
        fixture.run(seconds: 0.6)
        #expect(sheet.view.presentation.transform == .identity && home.presentedViewController === sheet)
        #expect(watcher.log == ["attempt"])
    }
}
