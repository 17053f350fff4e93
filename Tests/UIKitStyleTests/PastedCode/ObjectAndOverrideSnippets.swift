import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A delegate protocol as UIKit code declares one: class-bound through NSObjectProtocol (main-actor here, as Swift 6
/// asks of a controller's conformance).
@MainActor
private protocol CardDelegate: NSObjectProtocol {
    func cardDidOpen()
}

/// A controller that keeps its own record of presentations, overriding UIKit's methods as libraries do.
private final class RecordingController: UIViewController, CardDelegate {
    var log: [String] = []
    var safeAreaChanges = 0
    func cardDidOpen() { log.append("open") }
    override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        log.append("present \(animated)")
        super.present(controller, animated: animated, completion: completion)
    }
    override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        log.append("dismiss \(animated)")
        super.dismiss(animated: animated, completion: completion)
    }
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
}

/// A view that refuses its recognizers while it is locked.
private final class LockedView: UIView {
    var locked = true
    var insetChanges: [UIEdgeInsets] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !locked }
    override func safeAreaInsetsDidChange() { insetChanges.append(safeAreaInsets) }
}

/// A field that draws no placeholder, as text-field effect libraries write one.
private final class EffectField: UITextField {
    override func drawPlaceholder(in rect: CGRect) {}
}

// What UIKit's classes inherit from NSObject and what subclasses override, as pasted libraries rely on.
@MainActor
@Suite("NSObjectProtocol, overridable presentation, key–value observing, view hooks")
struct ObjectAndOverrideSnippets {
    @Test("views and controllers satisfy NSObjectProtocol: isEqual is identity, hash is stable, description names the class")
    func objectProtocol() {
        let controller = RecordingController()
        let delegate: any CardDelegate = controller
        delegate.cardDidOpen()
        #expect(controller.log == ["open"] && delegate.isEqual(controller) && !delegate.isEqual(UIViewController()))
        #expect(controller.hash == controller.hash && controller.description.hasPrefix("<RecordingController: 0x"))
        #expect(!controller.isProxy() && controller.`self`() === controller)
    }

    @Test("present(_:animated:completion:) and dismiss(animated:completion:) are overridable and reached by UIKit's own calls")
    func presentAndDismiss() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = RecordingController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let shown = UIViewController()
        root.present(shown, animated: false)
        #expect(root.presentedViewController === shown)
        root.dismiss(animated: false)
        #expect(root.log == ["present false", "dismiss false"] && root.presentedViewController == nil)
    }

    @Test("a view's gestureRecognizerShouldBegin(_:) is asked before its recognizers begin")
    func viewRefusesRecognizers() {
        let view = LockedView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let pointer = PointerDispatcher(root: view)
        pointer.pointerDown(at: CGPoint(x: 20, y: 20), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 80, y: 20), time: 0.1)
        #expect(pan.state != .began)
        pointer.pointerUp(at: CGPoint(x: 80, y: 20), time: 0.2)
        view.locked = false
        pointer.pointerDown(at: CGPoint(x: 20, y: 20), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 80, y: 20), time: 1.1)
        #expect(pan.state == .began)
        pointer.pointerUp(at: CGPoint(x: 80, y: 20), time: 1.2)
    }

    @Test("safeAreaInsetsDidChange() and viewSafeAreaInsetsDidChange() are told when a view's safe area changes, before it lays out")
    func safeAreaHooks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let before = controller.safeAreaChanges
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(controller.safeAreaChanges == before + 1)
        let child = LockedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(child)
        window.layoutIfNeeded()
        #expect(child.insetChanges.last == child.safeAreaInsets && child.safeAreaInsets.top > 0)
    }

    @Test("observe(\\.contentOffset) calls its handler with old and new values as the offset changes, until invalidated")
    func keyValueObserving() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        var seen: [(CGPoint?, CGPoint?)] = []
        var sizes: [CGSize?] = []
        let offset = scroll.observe(\.contentOffset, options: [.old, .new]) { _, change in seen.append((change.oldValue, change.newValue)) }
        let size = scroll.observe(\.contentSize, options: [.new, .initial]) { _, change in sizes.append(change.newValue) }
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        scroll.alpha = 0.5
        scroll.contentOffset = CGPoint(x: 0, y: 80)
        scroll.contentSize = CGSize(width: 100, height: 2000)
        #expect(
            seen.map(\.0) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 50)] && seen.map(\.1) == [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 80)])
        #expect(sizes == [CGSize(width: 100, height: 1000), CGSize(width: 100, height: 2000)])
        offset.invalidate()
        scroll.contentOffset = .zero
        #expect(seen.count == 2)
        withExtendedLifetime(size) {}
    }

    @Test("a field whose drawPlaceholder(in:) draws nothing shows no placeholder; the plain field shows it; feedback is silent")
    func placeholdersAndFeedback() {
        let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        plain.placeholder = "Email"
        let effect = EffectField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        effect.placeholder = "Email"
        func shownText(_ field: UITextField) -> String? { field.subviews.compactMap { $0 as? UILabel }.first?.text }
        #expect(shownText(plain) == "Email" && shownText(effect) == nil)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact.style == .heavy)
    }

    @Test("UIEdgeInsets(), UIColor(), UIFont() and UIVisualEffectView() make what UIKit's empty initialisers make")
    func emptyInitialisers() {
        #expect(UIEdgeInsets() == .zero && UIColor().alpha == 0 && UIFont().pointSize == 17)
        #expect(UIVisualEffectView().effect == nil && UINavigationController().viewControllers.isEmpty)
        #expect(UIFont.systemFont(ofSize: 12).familyName == ".SF UI Text")
        #expect(UIFont(name: UIFont.systemFont(ofSize: 12).familyName, size: 14) == UIFont.systemFont(ofSize: 14))
    }
}

@MainActor
@Suite("UIView.convert(_:from:) for rectangles")
struct RectangleConversionSnippets {
    @Test("a rectangle in a scaled, moved child converts to the parent's coordinates and back")
    func convertRect() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its centre (150, 100): the child's (0, 0, 10, 10) lands at (50, 0, 20, 20) in the parent.
        #expect(parent.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: child) == CGRect(x: 50, y: 0, width: 20, height: 20))
        #expect(child.convert(CGRect(x: 50, y: 0, width: 20, height: 20), from: parent) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
