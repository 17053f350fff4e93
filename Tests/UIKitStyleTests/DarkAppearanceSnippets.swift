import AnimKit
import AnimKitTestSupport
import Testing

// Dark Mode as UIKit has had it since iOS 13: the semantic and system colours have a light and a dark appearance
// (Apple's Human Interface Guidelines list both), a colour resolves for a trait collection, a view's colours follow
// the appearance of where it is (`overrideUserInterfaceStyle`, inherited down the tree), and `cgColor` is the colour
// resolved once, for the current traits.
@MainActor
@Suite("Dark Mode: dynamic colours, resolved for the view's appearance")
struct DarkAppearanceSnippets {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    /// `0xRRGGBB` with `alpha`, as the guidelines give a colour.
    private func hex(_ value: UInt32, _ alpha: CGFloat = 1) -> UIColor { UIColor(hex: value, alpha: alpha) }

    @Test("semantic and system colours resolve to Apple's light and dark values; a fixed colour is itself in both")
    func resolvedValues() {
        let pairs: [(UIColor, UIColor, UIColor)] = [
            (.systemBackground, hex(0xFFFFFF), hex(0x000000)),
            (.secondarySystemBackground, hex(0xF2F2F7), hex(0x1C1C1E)),
            (.tertiarySystemBackground, hex(0xFFFFFF), hex(0x2C2C2E)),
            (.systemGroupedBackground, hex(0xF2F2F7), hex(0x000000)),
            (.secondarySystemGroupedBackground, hex(0xFFFFFF), hex(0x1C1C1E)),
            (.label, hex(0x000000), hex(0xFFFFFF)),
            (
                .secondaryLabel, UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
                UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
            ),
            (
                .separator, UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
                UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
            ),
            (.opaqueSeparator, hex(0xC6C6C8), hex(0x38383A)),
            (.systemBlue, hex(0x007AFF), hex(0x0A84FF)),
            (.systemRed, hex(0xFF3B30), hex(0xFF453A)),
            (.systemGreen, hex(0x34C759), hex(0x30D158)),
            (.systemGray6, hex(0xF2F2F7), hex(0x1C1C1E)),
            (
                .systemFill, UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
                UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36)
            ),
        ]
        for (color, lightValue, darkValue) in pairs {
            #expect(color.resolvedColor(with: light) == lightValue, "\(color) in light")
            #expect(color.resolvedColor(with: dark) == darkValue, "\(color) in dark")
        }
        #expect(UIColor.red.resolvedColor(with: dark) == .red && UIColor.white.resolvedColor(with: dark) == .white)
        // Dynamic colours are not the fixed colour they resolve to, as in UIKit.
        #expect(UIColor.systemBackground != .white && UIColor.label != .black)
    }

    @Test("a colour made with a provider resolves through it for each appearance")
    func provider() {
        let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .orange : .purple }
        #expect(accent.resolvedColor(with: dark) == .orange && accent.resolvedColor(with: light) == .purple)
        // A provider handing back a dynamic colour resolves it too.
        let nested = UIColor { _ in .label }
        #expect(nested.resolvedColor(with: dark) == .white && nested.resolvedColor(with: light) == .black)
    }

    @Test("a view's appearance is its own override, or its superview's; a view reads back the colour it was given")
    func inheritedAppearance() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.addSubview(card)
        card.backgroundColor = .secondarySystemBackground
        #expect(card.traitCollection.userInterfaceStyle == .light)
        #expect(card.backgroundColor == .secondarySystemBackground)
        #expect(card.layer.backgroundColor == hex(0xF2F2F7))
        screen.overrideUserInterfaceStyle = .dark
        #expect(card.traitCollection.userInterfaceStyle == .dark)
        // The layer's colour is the view's resolved for where it is now; the view still holds the dynamic one.
        #expect(card.layer.backgroundColor == hex(0x1C1C1E) && card.backgroundColor == .secondarySystemBackground)
        card.overrideUserInterfaceStyle = .light
        #expect(card.layer.backgroundColor == hex(0xF2F2F7))
        // A fixed colour set afterwards is left as it is.
        card.backgroundColor = .red
        screen.overrideUserInterfaceStyle = .light
        #expect(card.backgroundColor == .red && card.layer.backgroundColor == .red)
    }

    @Test("a view moved under a dark superview takes the dark colours; a controller's override is its view's")
    func movedAndControllers() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let darkScreen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        darkScreen.overrideUserInterfaceStyle = .dark
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        card.backgroundColor = .systemBackground
        #expect(card.layer.backgroundColor == .white)
        darkScreen.addSubview(card)
        #expect(card.layer.backgroundColor == .black)
        card.removeFromSuperview()
        #expect(card.layer.backgroundColor == .white)
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.view.overrideUserInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("a change of appearance tells each view whose traits changed, and its controller, with the traits before")
    func toldOfTheChange() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TraitWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = TraitWatchingView()
        let ownLight = TraitWatchingView()
        ownLight.overrideUserInterfaceStyle = .light
        screen.addSubview(child)
        screen.addSubview(ownLight)
        screen.overrideUserInterfaceStyle = .dark
        #expect(screen.changes.count == 1 && screen.changes.first??.userInterfaceStyle == .light)
        #expect(child.changes.count == 1 && child.changes.first??.userInterfaceStyle == .light)
        // A view that keeps its own appearance is not told.
        #expect(ownLight.changes.isEmpty)
        screen.overrideUserInterfaceStyle = .dark
        #expect(screen.changes.count == 1)
    }

    @Test("cgColor is the colour resolved once, for the current traits: it does not follow a later change")
    func cgColorIsFixed() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        #expect(UIColor.label.cgColor == UIColor.black)
        var resolved: CGColor?
        dark.performAsCurrent { resolved = UIColor.label.cgColor }
        #expect(resolved == UIColor.white)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        card.layer.borderColor = UIColor.separator.cgColor
        card.overrideUserInterfaceStyle = .dark
        #expect(card.layer.borderColor == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
}
