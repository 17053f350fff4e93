import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A class whose class method a selector names, as a library's `#selector(Banner.dismiss(_:))` of a `class func` is
/// rewritten by play.
private final class Overlays: NSObject {
    nonisolated(unsafe) static var dismissed: [String] = []
    @MainActor static func dismiss(_ sender: AnyObject) { dismissed.append("\(sender)") }
}

private final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?
}

// The long tail of what pasted iOS files reach for, each as Apple documents it.
@MainActor
@Suite("Pasted code's long tail: margins, colours, windows, segues, guides, touches, key–value reading")
struct LongTailSnippets {
    @Test("leftMargin, trailingMargin and topMargin relate to the layout margins' edges, as the margins guide's do")
    func marginAttributes() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .left, relatedBy: .equal, toItem: parent, attribute: .leftMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: parent, attribute: .trailingMargin, multiplier: 1, constant: 0
            ),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .topMargin, multiplier: 1, constant: 5),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 15, width: 250, height: 20))
        #expect(NSLayoutConstraint.Attribute.leftMargin.rawValue == 13 && NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    }

    @Test("UIColor(hue:saturation:brightness:alpha:) and getHue(_:saturation:brightness:alpha:) are the HSB model both ways")
    func hsb() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0))
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 0.5, alpha: 1) == UIColor(red: 0, green: 0.5, blue: 0.5))
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        // Blue is largest: h = (4 + (r − g) / (max − min)) / 6 = (4 − 0.5) / 6; s = (max − min) / max; b = max.
        #expect(abs(h - 3.5 / 6) < 1e-12 && abs(s - 0.4 / 0.6) < 1e-12 && b == 0.6 && a == 0.5)
        #expect(UIColor.red.cgColor.numberOfComponents == 4 && UIColor.red.cgColor.components == [1, 0, 0, 1])
        let provided = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(provided.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(provided.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test("overrideUserInterfaceStyle sets the traits of a view and its subviews, and of a controller's view; unset follows")
    func overrideStyle() {
        let screen = UIViewController(), card = UIView(), inner = UIView()
        screen.view.addSubview(card)
        card.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .light && screen.overrideUserInterfaceStyle == .unspecified)
        screen.overrideUserInterfaceStyle = .dark
        #expect(screen.view.overrideUserInterfaceStyle == .dark && inner.traitCollection.userInterfaceStyle == .dark)
        card.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light && screen.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("window levels add as UIKit's do; the app delegate's window reads as UIKit's optional requirement, the key window")
    func windowsAndDelegate() {
        #expect((UIWindow.Level.statusBar + 1).rawValue == 1001 && UIWindow.Level.alert > .statusBar)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.windowLevel = .alert
        window.makeKeyAndVisible()
        #expect(window.windowLevel == .alert && window.screen === UIScreen.main)
        #expect(UIApplication.shared.delegate!.window!! === window)
        let own = AppDelegate()
        own.window = UIWindow()
        UIApplication.shared.delegate = own
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.delegate!.window!! === own.window)
    }

    @Test("a segue performed in code presents its destination; the deprecated layout guides measure the safe area")
    func seguesAndGuides() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let source = UIViewController()
        window.rootViewController = source
        window.makeKeyAndVisible()
        let destination = UIViewController()
        let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: destination)
        source.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(source.presentedViewController === destination && segue.identifier == "detail")
        #expect(source.topLayoutGuide.length == source.view.safeAreaInsets.top)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        source.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: source.topLayoutGuide.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: source.view.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        source.view.layoutIfNeeded()
        #expect(bar.frame.minY == source.view.safeAreaInsets.top)
        // The guide is made once: asking again finds the same one.
        #expect(source.view.layoutGuides.filter { $0.identifier == "_UIViewControllerTopLayoutGuide" }.count == 1)
    }

    @Test("a pan that needs two touches never begins under one pointer; one that needs one does")
    func panTouchCounts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        root.addGestureRecognizer(pan)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 90, y: 50), time: 0.1)
        #expect(pan.state == .possible)
        pointer.pointerUp(at: CGPoint(x: 90, y: 50), time: 0.2)
        pan.minimumNumberOfTouches = 1
        pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 90, y: 50), time: 1.1)
        #expect(pan.state == .began && pan.maximumNumberOfTouches == Int(UInt32.max))
        pointer.pointerUp(at: CGPoint(x: 90, y: 50), time: 1.2)
    }

    @Test("NSArray's value(forKey:) reads each element's stored property; isKind(of:) follows the class chain")
    func keyValueAndKinds() {
        let cells = [UITableViewCell(), UITableViewCell()]
        let contents = (cells as NSArray).value(forKey: "contentView") as! [UIView]
        #expect(contents.count == 2 && contents[0] === cells[0].contentView && contents[1] === cells[1].contentView)
        #expect(((cells as NSArray).value(forKey: "noSuchKey") as? [Any])?.allSatisfy { $0 is NSNull } == true)
        let pan = UIPanGestureRecognizer()
        #expect(pan.isKind(of: UIGestureRecognizer.self) && !pan.isMember(of: UIGestureRecognizer.self))
        #expect(!pan.isKind(of: UITapGestureRecognizer.self) && UIPanGestureRecognizer.classForCoder() == UIPanGestureRecognizer.self)
    }

    @Test("a selector of a class method is sent to the class; the accessibility attributes keep what code sets")
    func classSelectorsAndAccessibility() {
        let selector = Selector("dismiss(_:)", classMethod: Overlays.dismiss(_:))
        Overlays.dismissed = []
        _ = Overlays.perform(selector, with: "banner")
        #expect(Overlays.dismissed == ["banner"] && Overlays.responds(to: selector))
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Close"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityViewIsModal = true
        #expect(view.accessibilityLabel == "Close" && view.accessibilityTraits.contains(.button) && view.accessibilityViewIsModal)
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        // Vibrancy blurs nothing of its own: an effect view showing it draws no backdrop.
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(UIVisualEffectView(effect: vibrancy))
        root.subviews[0].frame = root.bounds
        #expect(!DisplayList(root: root).items.contains { if case .backdrop = $0.content { true } else { false } })
        #expect(vibrancy.blurEffect.style == .dark)
    }
}
