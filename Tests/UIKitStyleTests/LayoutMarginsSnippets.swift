import AnimKit
import AnimKitTestSupport
import Testing

/// A screen whose label runs along its view's margins, as iOS code pins text to `view.layoutMarginsGuide`.
private final class MarginsScreen: UIViewController {
    let label = UILabel()
    var marginChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        marginChanges += 1
    }
}

// A view controller's view keeps UIKit's system minimum margins — 16 points at the sides on a phone, 20 on a Plus or
// Max and in a regular width, none at top and bottom — and every view's margins are measured from its safe area's
// edges (`insetsLayoutMarginsFromSafeArea`, true by default), as Apple's documentation of `systemMinimumLayoutMargins`,
// `viewRespectsSystemMinimumLayoutMargins`, `directionalLayoutMargins` and `insetsLayoutMarginsFromSafeArea` gives them.
@MainActor
@Suite("Layout margins: a controller's system minimum, and margins measured from the safe area")
struct LayoutMarginsSnippets {
    /// `screen` shown as the root of a window of `size` whose screen keeps `safe` clear, laid out.
    private func show(_ screen: UIViewController, size: CGSize, safe: UIEdgeInsets) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.setWindowSafeAreaInsets(safe)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("an iPhone 15's controller view: 16 at the sides, the safe area at top and bottom; a label on the margins")
    func phoneMinimum() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = MarginsScreen()
        let window = show(screen, size: CGSize(width: 393, height: 852), safe: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(screen.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(screen.viewRespectsSystemMinimumLayoutMargins)
        // The root view's margins read back with the safe area in them: (59, 16, 34, 16).
        #expect(screen.view.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        #expect(screen.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 59, leading: 16, bottom: 34, trailing: 16))
        // 393 − 2 × 16 = 361 wide, from x 16; its top at the safe area's, 59.
        #expect(screen.label.frame == CGRect(x: 16, y: 59, width: 361, height: 30))
        #expect(screen.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 59, width: 361, height: 852 - 59 - 34))
        _ = window
    }

    @Test("margins set on the view are raised to the minimum while the controller respects it, kept as set when not")
    func setMargins() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = MarginsScreen()
        let window = show(screen, size: CGSize(width: 393, height: 852), safe: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        screen.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 0, trailing: 40)
        #expect(screen.marginChanges == 1)
        window.layoutIfNeeded()
        // Leading: max(10, 16) = 16; trailing 40 is more than 16 and kept; top 12 below the safe area's 59.
        #expect(screen.view.layoutMargins == UIEdgeInsets(top: 71, left: 16, bottom: 34, right: 40))
        #expect(screen.label.frame == CGRect(x: 16, y: 71, width: 393 - 16 - 40, height: 30))
        screen.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(screen.label.frame == CGRect(x: 10, y: 71, width: 393 - 10 - 40, height: 30))
        // Measured from the bounds instead of the safe area: the top margin is 12 from the top.
        screen.view.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(screen.view.layoutMargins == UIEdgeInsets(top: 12, left: 10, bottom: 0, right: 40))
        #expect(screen.label.frame.minY == 12)
    }

    @Test("20 points at the sides on a 430-point Max, on a phone on its side and on an iPad")
    func widerMinimum() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        for (size, side) in [
            (CGSize(width: 430, height: 932), CGFloat(20)), (CGSize(width: 852, height: 393), 20), (CGSize(width: 1024, height: 1366), 20),
            (CGSize(width: 375, height: 667), 16),
        ] {
            let screen = MarginsScreen()
            let window = show(screen, size: size, safe: .zero)
            #expect(screen.systemMinimumLayoutMargins.leading == side, "\(size)")
            #expect(screen.label.frame == CGRect(x: side, y: 0, width: size.width - 2 * side, height: 30), "\(size)")
            _ = window
        }
    }

    @Test("a plain view under the notch: its 8-point margins start below its safe area, or at its edge when told not to")
    func plainViewUnderTheNotch() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        screen.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // A banner across the top, 100 high: the notch covers its top 59 points (its safe area).
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        screen.addSubview(banner)
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(banner.layoutMargins == UIEdgeInsets(top: 67, left: 8, bottom: 8, right: 8))
        banner.insetsLayoutMarginsFromSafeArea = false
        #expect(banner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // A view inside the safe area has no safe insets: its margins are the plain 8.
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 300, height: 200))
        screen.addSubview(card)
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
