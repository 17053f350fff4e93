import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A container that hears its children's size wishes, as split and card containers override it.
private final class CardContainer: UIViewController {
    var told: [CGSize] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        told.append(container.preferredContentSize)
    }
}

/// A screen whose list sits inside a card view rather than filling it: it names the list for the bar.
private final class CardListScreen: UIViewController {
    let card = UIView(), list = UIScrollView()
    var overrides = false
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        card.frame = view.bounds
        list.frame = card.bounds
        list.contentSize = CGSize(width: 390, height: 3000)
        card.addSubview(list)
        view.addSubview(card)
    }
    override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        overrides ? list : super.contentScrollView(for: edge)
    }
}

// Apple's `UIContentContainer.preferredContentSizeDidChange(forChildContentContainer:)` ("Notifies the container that
// the preferred content size of a child changed") — a popover's presentation controller is the presented controller's
// container and moves the popover to the new size; UIViewController's `setContentScrollView(_:for:)` and
// `contentScrollView(for:)` (iOS 15) name the scroll view whose edge the navigation bar follows, where UIKit would not
// find it. The bar numbers are NavigationBarCollapseSnippets': 47 + 44 + 52 at rest, 91 with the large title folded.
@MainActor
@Suite("Content containers: preferred sizes told to the container, content scroll views for the bars", .serialized)
struct ContentContainerSnippets {
    @Test("a child's new preferred size is told to its parent once; setting the same size again tells nothing")
    func childToParent() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let container = CardContainer(), child = UIViewController()
        container.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 260)
        #expect(container.told == [CGSize(width: 320, height: 200), CGSize(width: 320, height: 260)])
    }

    @Test("a popover whose content asks for 250 × 420 instead of 250 × 300 springs to it, its top where it was")
    func popoverFollows() throws {
        let fixture = EngineFixture()
        Device.current.preset = .iPad
        Device.current.hold(.portrait)
        defer {
            Device.current.hold(.portrait)
            Device.current.preset = .iPhone15
            fixture.end()
        }
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(origin: .zero, size: DevicePreset.iPad.screen))
        window.setWindowSafeAreaInsets(DevicePreset.iPad.safeArea)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let source = UIView(frame: CGRect(x: 300, y: 200, width: 80, height: 40))
        root.view.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 250, height: 300)
        content.popoverPresentationController?.sourceView = source
        root.present(content, animated: false)
        let before = content.view.frame
        #expect(before.size == CGSize(width: 250, height: 300) && content.popoverPresentationController?.arrowDirection == .up)
        content.preferredContentSize = CGSize(width: 250, height: 420)
        fixture.run(seconds: 0.1)
        let moving = content.view.layer.presentation()?.bounds.height ?? 0
        #expect(moving > 300 && moving < 420, "\(moving)")
        fixture.run(seconds: 1)
        #expect(content.view.frame == CGRect(origin: before.origin, size: CGSize(width: 250, height: 420)))
        withExtendedLifetime(window) {}
    }

    @Test("a list inside a card, named by setContentScrollView or an override, folds the large title as it scrolls 200")
    func contentScrollView() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        for named in ["set", "override"] {
            let screen = CardListScreen()
            let navigation = UINavigationController(rootViewController: screen)
            navigation.navigationBar.prefersLargeTitles = true
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            if named == "set" { screen.setContentScrollView(screen.list) }
            screen.overrides = named == "override"
            let bar = navigation.navigationBar
            #expect(bar.frame.height == 143, "\(named)")
            screen.list.contentOffset = CGPoint(x: 0, y: screen.list.contentOffset.y + 200)
            #expect(bar.frame.height == 91, "\(named)")
            withExtendedLifetime(window) {}
        }
    }
}
