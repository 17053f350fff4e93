import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// The window scene as iOS 13 and later code reaches it: `connectedScenes` for the key window, `view.window?.windowScene`
// for the interface's orientation and the status bar; and iOS 16's `requestGeometryUpdate(_:errorHandler:)` and
// `setNeedsUpdateOfSupportedInterfaceOrientations()`, which turn the interface without the device (Apple: the system
// turns to a requested orientation the controller supports, else calls the error handler).
@MainActor
@Suite("UIWindowScene: the key window, orientation, status bar, geometry requests", .serialized)
struct WindowSceneSnippets {
    func shown(_ root: UIViewController) -> (EngineFixture, UIWindow) {
        let fixture = EngineFixture()
        Device.current.hold(.portrait)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(DevicePreset.iPhone15.safeArea)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (fixture, window)
    }

    func putBack(_ fixture: EngineFixture) {
        Device.current.hold(.portrait)
        fixture.end()
    }

    @Test("the key window through the connected scenes, as code written since iOS 13 finds it")
    func keyWindowThroughScenes() {
        let controller = UIViewController()
        let (fixture, window) = shown(controller)
        defer { putBack(fixture) }
        let key = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
        #expect(key === window)
        let scene = try? #require(controller.view.window?.windowScene)
        #expect(scene?.keyWindow === window && scene?.activationState == .foregroundActive)
        #expect(scene?.interfaceOrientation == .portrait && scene?.screen === UIScreen.main)
        // An iPhone 15's status bar: the screen's width by the safe area's 59 points.
        #expect(scene?.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(scene?.statusBarManager?.isStatusBarHidden == false)
        #expect(!UIApplication.shared.supportsMultipleScenes)
        let other = UIWindow(windowScene: UIWindowScene.previewed)
        #expect(other.bounds == UIScreen.main.bounds && other.windowScene === UIWindowScene.previewed)
    }

    @Test("requestGeometryUpdate turns the interface, not the device, as a turn does; refused, the error handler hears why")
    func geometryRequests() {
        let controller = TurningController()
        let (fixture, window) = shown(controller)
        defer { putBack(fixture) }
        controller.log = []
        let scene = window.windowScene
        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { _ in Issue.record("refused") }
        #expect(scene?.interfaceOrientation == .landscapeRight && UIDevice.current.orientation == .portrait)
        #expect(Array(controller.log.prefix(2)) == ["willTransition vertical 1", "viewWillTransition 852x393"])
        #expect(controller.coordinator?.transitionDuration == 0.4)
        fixture.run(seconds: 0.4)
        #expect(window.bounds.size == CGSize(width: 852, height: 393) && scene?.statusBarManager?.isStatusBarHidden == true)
        // Asking for what it is already turns nothing.
        controller.log = []
        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        #expect(controller.log.isEmpty)
        // A controller that supports portrait only: the request is refused with a reason, and nothing turns.
        controller.allowed = .portrait
        var reason: String?
        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { reason = $0.localizedDescription }
        #expect(reason == "None of the requested orientations are supported by the view controller.")
        #expect(scene?.interfaceOrientation == .landscapeRight)
        // Told its orientations changed, the controller gets the interface turned back to one it supports.
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(scene?.interfaceOrientation == .portrait && controller.log.last == "alongside 393")
    }

    @Test("a checkpoint from before the interface turned puts it back upright, with the window")
    func checkpointsKeepTheTurn() throws {
        var controllers: [TurningController] = []
        let playback = try ScenePlayback(framesPerSecond: 60) {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let window = UIWindow(frame: canvas.bounds)
            let controller = TurningController()
            controllers.append(controller)
            window.rootViewController = controller
            canvas.addSubview(window)
            window.makeKeyAndVisible()
            return ScenePlayback.Built(canvas: canvas) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    window.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
                }
            }
        }
        defer {
            playback.end()
            Device.current.hold(.portrait)
        }
        // Played through once, as the previewer measures a scene, then built again for its checkpoints.
        _ = try playback.measure()
        try playback.prepareCheckpoints(length: 2)
        #expect(playback.checkpointRefusal == nil)
        let seeks: [(time: TimeInterval, width: CGFloat)] = [(1.5, 852), (0.5, 393), (1.5, 852)]
        for (time, width) in seeks {
            try playback.seek(to: time)
            // The scene shown is the first built (measuring played a copy of its own).
            let window = try #require(controllers.first?.view.window)
            #expect(window.bounds.width == width, "at \(time) s")
            #expect(Device.current.interfaceOrientation == (width > 400 ? .landscapeLeft : .portrait), "at \(time) s")
        }
    }
}
