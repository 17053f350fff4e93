import AnimKit
import AnimKitTestSupport
import Testing

/// A controller that logs its appearance callbacks.
private final class LoggedScreen: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear \(animated)") }
}

@MainActor
@Suite("A container's appearance calls; the device's orientation and status bar")
struct AppearanceAndDeviceSnippets {
    @Test("beginAppearanceTransition/endAppearanceTransition: will, then did, with the animated flag begin was given")
    func appearance() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = LoggedScreen()
        screen.beginAppearanceTransition(true, animated: true)
        screen.endAppearanceTransition()
        screen.beginAppearanceTransition(false, animated: false)
        screen.endAppearanceTransition()
        // UIKit sends nothing for an end with no begin.
        screen.endAppearanceTransition()
        #expect(screen.log == ["willAppear true", "didAppear true", "willDisappear false", "didDisappear false"])
    }

    @Test("the device previewed is held upright; the status bar spans its width above the safe area")
    func device() {
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.orientation.isPortrait)
        #expect(!UIDevice.current.orientation.isLandscape && UIDeviceOrientation.landscapeLeft.isLandscape)
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        // iPhone 15: 393 points wide, 59 points of safe area on top.
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test("a controller made in code loads its view the size of UIScreen.main.bounds (the key window's here): plain, table, collection")
    func loadsAtScreenSize() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        window.makeKeyAndVisible()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 500, height: 300))
        #expect(UIViewController().view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
        #expect(UITableViewController(style: .plain).view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
        #expect(
            UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).view.frame
                == CGRect(x: 0, y: 0, width: 500, height: 300))
    }
}
