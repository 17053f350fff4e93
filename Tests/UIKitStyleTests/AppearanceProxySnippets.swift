import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A card a screen's code makes: the container the proxies below are limited to.
private final class TicketCard: UIView {}
/// A button subclass with a proxy of its own.
private final class PrimaryButton: UIButton {}
/// A settings screen: switches inside it take its proxy.
private final class SettingsViewController: UIViewController {
    let toggle = UISwitch()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toggle)
    }
}

/// A phone-sized window, shown.
@MainActor
private func shownWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    return window
}

// UIKit's appearance proxies (Apple's `UIAppearance`): "to customize the appearance of all instances of a class, use
// appearance() to get the appearance proxy for the class"; "to customize the appearances for instances of a class
// when contained within an instance of a container class, or instances in a hierarchy, use
// appearance(whenContainedInInstancesOf:)" — the list read innermost first, each container anywhere further out; "iOS
// applies appearance changes when a view enters a window, it doesn't change the appearance of a view that's already in
// a window"; a property the instance's own code set is kept. The most specific proxy wins: the one with containers
// over the one without, a subclass's over its superclass's.
@MainActor
@Suite("UIAppearance: appearance() and appearance(whenContainedInInstancesOf:) for views and bar button items")
struct AppearanceProxySnippets {
    @Test("labels entering a window take the proxy's colour and font; one whose code set its colour keeps it")
    func labels() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        defer { UIView.resetAppearanceProxies() }
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().font = .systemFont(ofSize: 20, weight: .semibold)
        let window = shownWindow()
        let plain = UILabel(), own = UILabel(), outside = UILabel()
        own.textColor = .systemBlue
        #expect(plain.textColor == .label)
        window.addSubview(plain)
        window.addSubview(own)
        #expect(plain.textColor == .systemRed && plain.font == .systemFont(ofSize: 20, weight: .semibold))
        #expect(own.textColor == .systemBlue && own.font == .systemFont(ofSize: 20, weight: .semibold))
        // Out of every window, nothing yet; a view's own code afterwards wins.
        #expect(outside.textColor == .label)
        plain.textColor = .systemGreen
        #expect(plain.textColor == .systemGreen)
    }

    @Test("a new build of the code (play's fresh start) forgets what the last one set on the proxies")
    func freshStartForgets() {
        let before = AnimationEngine.shared
        defer { AnimationEngine.shared = before }
        UILabel.appearance().textColor = .systemRed
        AnimationEngine.startAfresh()
        let window = shownWindow()
        let label = UILabel()
        window.addSubview(label)
        #expect(label.textColor == .label)
    }

    @Test("inside a card (at any depth) labels take the card's proxy, elsewhere the general one; nested lists in order")
    func containers() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        defer { UIView.resetAppearanceProxies() }
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [TicketCard.self]).textColor = .systemGreen
        UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self, TicketCard.self]).textColor = .systemPurple
        let window = shownWindow()
        let card = TicketCard(), holder = UIView(), stack = UIStackView(), inCard = UILabel(), deep = UILabel(), stacked = UILabel()
        let loose = UILabel(), stackAlone = UIStackView(), stackedOutside = UILabel()
        holder.addSubview(deep)
        card.addSubview(inCard)
        card.addSubview(holder)
        stack.addArrangedSubview(stacked)
        card.addSubview(stack)
        stackAlone.addArrangedSubview(stackedOutside)
        for view in [card, loose, stackAlone] { window.addSubview(view) }
        #expect(inCard.textColor == .systemGreen && deep.textColor == .systemGreen && stacked.textColor == .systemPurple)
        #expect(loose.textColor == .systemRed && stackedOutside.textColor == .systemRed)
    }

    @Test("a subclass's proxy wins over its superclass's; a controller limits a switch's proxy to its screen")
    func subclassesAndControllers() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        defer { UIView.resetAppearanceProxies() }
        UIButton.appearance().tintColor = .systemOrange
        PrimaryButton.appearance().tintColor = .systemPurple
        UISwitch.appearance(whenContainedInInstancesOf: [SettingsViewController.self]).onTintColor = .systemPink
        let window = shownWindow()
        let settings = SettingsViewController()
        window.rootViewController = settings
        let plain = UIButton(type: .system), primary = PrimaryButton(type: .system), elsewhere = UISwitch()
        for view in [plain, primary, elsewhere] { window.addSubview(view) }
        window.layoutIfNeeded()
        #expect(plain.tintColor == .systemOrange && primary.tintColor == .systemPurple)
        #expect(settings.toggle.onTintColor == .systemPink && elsewhere.onTintColor == nil)
    }

    @Test("bar button items take the proxy's tint and title font; toolbar items their own; an item's own tint wins")
    func barButtonItems() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        defer { UIView.resetAppearanceProxies() }
        UIBarButtonItem.appearance().tintColor = .systemOrange
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .bold)], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemTeal
        let screen = UIViewController()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Mine", style: .plain, target: nil, action: nil)
        own.tintColor = .systemGreen
        screen.navigationItem.leftBarButtonItem = own
        let navigation = UINavigationController(rootViewController: screen)
        let window = shownWindow()
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let barButtons = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
        let save = try #require(barButtons.first { $0.currentTitle == "Save" })
        let mine = try #require(barButtons.first { $0.currentTitle == "Mine" })
        #expect(save.titleColor(for: .normal) == .systemOrange && save.titleLabel?.font == .systemFont(ofSize: 15, weight: .bold))
        #expect(mine.titleColor(for: .normal) == .systemGreen)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 393, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        window.addSubview(toolbar)
        let share = try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Share" })
        #expect(share.titleColor(for: .normal) == .systemTeal)
    }
}
