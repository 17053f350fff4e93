import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A controller that writes down, in order, what it is told as the device turns, and animates a badge with the turn.
final class TurningController: UIViewController {
    var log: [String] = []
    let badge = UIView()
    var coordinator: UIViewControllerTransitionCoordinator?
    var allowed: UIInterfaceOrientationMask?

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed ?? super.supportedInterfaceOrientations }

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.addSubview(badge)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("willTransition vertical \(newCollection.verticalSizeClass.rawValue)")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        self.coordinator = coordinator
        coordinator.animate(
            alongsideTransition: { [unowned self] _ in
                log.append("alongside \(Int(view.bounds.width))")
                badge.center.x = size.width - 20
            },
            completion: { [unowned self] context in
                log.append("completion \(UIDevice.current.orientation.isLandscape) \(context.percentComplete)")
            })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let previousTraitCollection else { return }
        log.append("traits \(previousTraitCollection.verticalSizeClass.rawValue)→\(traitCollection.verticalSizeClass.rawValue)")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("layout \(Int(view.bounds.width))")
    }
}

/// A container that gives its child a third of its width, as `size(forChildContentContainer:withParentContainerSize:)` lets it.
final class ThirdsController: UIViewController {
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 3, height: parentSize.height)
    }
}

// The device turning, as Apple documents it: `UIDevice.orientation` changes and its notification is posted; the interface
// turns when the deciding controller supports the orientation (phones: all but upside down by default); the root
// controller hears `willTransition(to:with:)` when the size classes change, then `viewWillTransition(to:with:)` (passed
// on to children, each its size from `size(forChildContentContainer:withParentContainerSize:)`), and before
// `traitCollectionDidChange(_:)`; the coordinator's animations run with the turn, whose duration is
// `statusBarOrientationAnimationDuration` (doubled for 180°), and its `targetTransform` is a ±90° or 180° rotation.
@MainActor
@Suite("The device turning: viewWillTransition, size classes, safe areas", .serialized)
struct DeviceTurnSnippets {
    /// A key window of the device's screen showing `root`, on a fixture whose device is put back upright after.
    func shown(_ root: UIViewController, device: DevicePreset = .iPhone15) -> (EngineFixture, UIWindow) {
        let fixture = EngineFixture()
        Device.current.preset = device
        Device.current.hold(.portrait)
        let window = UIWindow(frame: CGRect(origin: .zero, size: device.screen))
        window.setWindowSafeAreaInsets(device.safeArea)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (fixture, window)
    }

    func putBack(_ fixture: EngineFixture) {
        Device.current.hold(.portrait)
        Device.current.preset = .iPhone15
        fixture.end()
    }

    @Test("a phone turned to landscape: the calls in UIKit's order, the new screen, safe area and size classes")
    func phoneToLandscape() {
        let controller = TurningController()
        let (fixture, window) = shown(controller)
        defer { putBack(fixture) }
        final class Tally: @unchecked Sendable { var count = 0 }
        let posted = Tally()
        // Posted on the main thread, with the device as its object.
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: UIDevice.current, queue: nil
        ) { _ in posted.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.log = []
        Device.current.turn(to: .landscapeLeft)
        #expect(posted.count == 1)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        // The device turned left (home button on the right) shows the interface turned right.
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        #expect(
            controller.log == [
                "willTransition vertical 1", "viewWillTransition 852x393", "traits 2→1", "layout 852", "alongside 852",
            ])
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        #expect(window.bounds.size == CGSize(width: 852, height: 393) && controller.view.bounds.size == window.bounds.size)
        // An iPhone 15 on its side: the Dynamic Island's 59 points at both sides, 21 for the home indicator, no status bar.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(window.statusBar == nil && UIApplication.shared.statusBarFrame.height == 0)
        let traits = controller.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
        let coordinator = controller.coordinator
        #expect(coordinator?.transitionDuration == 0.4 && UIApplication.shared.statusBarOrientationAnimationDuration == 0.4)
        #expect(coordinator?.isAnimated == true && coordinator?.presentationStyle == UIModalPresentationStyle.none)
        #expect(coordinator?.viewController(forKey: .to) === controller && coordinator?.view(forKey: .to) == nil)
        // The interface turned a quarter clockwise on the screen: a rotation by +90°.
        let turn = coordinator?.targetTransform ?? .identity
        #expect(abs(turn.a) < 1e-12 && abs(turn.b - 1) < 1e-12 && abs(turn.c + 1) < 1e-12 && abs(turn.d) < 1e-12)
        fixture.run(seconds: 0.4)
        #expect(controller.log.last == "completion true 1.0")
        #expect(controller.badge.center.x == 832)
    }

    @Test("the window's size and the alongside animations move on the turn's ease-in-out curve over 0.4 s")
    func animatedOnTheCurve() {
        let controller = TurningController()
        let (fixture, window) = shown(controller)
        defer { putBack(fixture) }
        Device.current.turn(to: .landscapeRight)
        for frames in [6, 12, 18] {
            fixture.run(frames: 6)
            let progress = easeInOut(Double(frames) / 60 / 0.4)
            let width = window.layer.presentation()?.bounds.width ?? 0
            #expect(abs(width - (393 + (852 - 393) * progress)) < 1e-6, "at frame \(frames)")
            let badge = controller.badge.layer.presentation()?.position.x ?? 0
            #expect(abs(badge - (20 + (832 - 20) * progress)) < 1e-6, "at frame \(frames)")
        }
        fixture.run(frames: 6)
        #expect(window.layer.presentation()?.bounds.width == 852)
        // Turned right, the interface turned left: a quarter anticlockwise.
        #expect(abs((controller.coordinator?.targetTransform.b ?? 0) + 1) < 1e-12)
    }

    @Test("half a turn takes twice as long and turns by 180°; upside down a phone's interface stays")
    func halfTurnsAndUpsideDown() {
        let controller = TurningController()
        let (fixture, window) = shown(controller)
        defer { putBack(fixture) }
        Device.current.turn(to: .landscapeLeft, animated: false)
        #expect(controller.log.last == "completion true 1.0")
        controller.log = []
        Device.current.turn(to: .landscapeRight)
        // Both sides are compact: no new traits, only the size (the same) and the half turn.
        #expect(controller.log.first == "viewWillTransition 852x393")
        #expect(controller.coordinator?.transitionDuration == 0.8)
        let turn = controller.coordinator?.targetTransform ?? .identity
        #expect(abs(turn.a + 1) < 1e-12 && abs(turn.b) < 1e-12)
        fixture.run(seconds: 0.8)
        controller.log = []
        // A phone supports all but upside down by default: the device turns, the interface does not.
        Device.current.turn(to: .portraitUpsideDown)
        #expect(UIDevice.current.orientation == .portraitUpsideDown && UIApplication.shared.statusBarOrientation == .landscapeLeft)
        #expect(controller.log.isEmpty && window.bounds.width == 852)
        // Lying flat leaves the interface as it is.
        Device.current.turn(to: .faceUp)
        #expect(controller.log.isEmpty && UIDevice.current.orientation.isFlat)
    }

    @Test("a controller that supports portrait only keeps the interface upright")
    func portraitOnly() {
        let controller = TurningController()
        controller.allowed = .portrait
        let (fixture, window) = shown(controller)
        defer { putBack(fixture) }
        controller.log = []
        Device.current.turn(to: .landscapeLeft)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(controller.log.isEmpty && window.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
    }

    @Test("children hear of the turn with the size their container gives them, and the traits to come")
    func children() {
        let container = ThirdsController(), child = TurningController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let (fixture, window) = shown(container)
        defer { putBack(fixture) }
        // The app keeps its windows only as long as something else does: the test keeps this one.
        defer { withExtendedLifetime(window) {} }
        child.log = []
        Device.current.turn(to: .landscapeLeft)
        #expect(Array(child.log.prefix(2)) == ["willTransition vertical 1", "viewWillTransition 284x393"])
    }

    @Test("a pad turns with regular size classes both ways: only the size is told; a phone with a home button loses its insets")
    func padAndHomeButton() {
        let pad = TurningController()
        let (padFixture, padWindow) = shown(pad, device: .iPad)
        pad.log = []
        Device.current.turn(to: .landscapeLeft)
        #expect(pad.log.first == "viewWillTransition 1180x820")
        #expect(!pad.log.contains { $0.hasPrefix("willTransition") || $0.hasPrefix("traits") })
        #expect(pad.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(padWindow.traitCollection.horizontalSizeClass == .regular)
        putBack(padFixture)
        let phone = TurningController()
        let (fixture, window) = shown(phone, device: .iPhoneSE)
        defer { putBack(fixture) }
        #expect(window.statusBar?.bounds.width == 375)
        Device.current.turn(to: .landscapeRight, animated: false)
        #expect(phone.view.safeAreaInsets == .zero && window.statusBar == nil)
        Device.current.turn(to: .portrait, animated: false)
        #expect(phone.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(window.statusBar?.bounds.width == 375)
    }

    @Test("orientations and their masks have UIKit's raw values")
    func rawValues() {
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3 && UIDeviceOrientation.faceDown.rawValue == 6)
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16 && UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
    }
}
