import AnimKit
import AnimKitTestSupport
import Testing

/// A trait of the app's own, as Apple's documentation of `UITraitDefinition` defines one.
enum Theme: Int {
    case standard, monochrome
}

struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

/// How apps reach a trait of their own by name (a common iOS 17 extension).
extension UIMutableTraits {
    var theme: Theme {
        get { self[ThemeTrait.self] }
        set { self[ThemeTrait.self] = newValue }
    }
}

/// A view that records, in order, what its registrations and `traitCollectionDidChange` are told.
final class RegisteringView: UIView {
    var log: [String] = []

    func registerAll() {
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.log.append("style \(previous.userInterfaceStyle.rawValue)→\(self.traitCollection.userInterfaceStyle.rawValue)")
        }
        registerForTraitChanges([ThemeTrait.self]) { (view: RegisteringView, previous: UITraitCollection) in
            view.log.append("theme \(previous[ThemeTrait.self].rawValue)→\(view.traitCollection[ThemeTrait.self].rawValue)")
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitLegibilityWeight.self]) { (self: Self, _: UITraitCollection) in
            self.log.append("size or weight")
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("didChange")
    }
}

/// A controller that hears of trait changes through selectors, as `registerForTraitChanges(_:action:)` sends them.
final class RegisteringController: UIViewController {
    var heard: [String] = []

    func styleChanged() { heard.append("style") }

    func contrastChanged(_ sender: RegisteringController, _ previous: UITraitCollection) {
        heard.append("contrast from \(previous.accessibilityContrast.rawValue) of \(sender === self)")
    }
}

// iOS 17's trait system as Apple documents it: `registerForTraitChanges` calls a handler, or sends an action, when one
// of the registered traits changes value (and not for others); `unregisterForTraitChanges` stops it; `traitOverrides`
// sets traits for a view and what lies beneath it; traits of your own (`UITraitDefinition`) read their default value
// until set; a collection is made and changed through `UIMutableTraits`.
@MainActor
@Suite("Trait registration, overrides and traits of your own (iOS 17)")
struct TraitRegistrationSnippets {
    @Test("a handler is told of the traits it registered for, with the traits before, after traitCollectionDidChange")
    func handlers() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.makeKeyAndVisible()
        let container = UIView(), view = RegisteringView()
        container.addSubview(view)
        view.registerAll()
        window.addSubview(container)
        // Entering its first window changes no registered trait: outside it, the view had the key window's traits.
        #expect(view.log == ["didChange"])
        view.log = []
        container.overrideUserInterfaceStyle = .dark
        #expect(view.log == ["didChange", "style 1→2"])
        view.log = []
        container.traitOverrides.theme = .monochrome
        #expect(view.log == ["didChange", "theme 0→1"])
        #expect(view.traitCollection[ThemeTrait.self] == .monochrome && container.traitCollection.theme == .monochrome)
        view.log = []
        container.traitOverrides.theme = .monochrome
        #expect(view.log.isEmpty)
        container.traitOverrides.legibilityWeight = .bold
        #expect(view.log == ["didChange", "size or weight"] && view.traitCollection.legibilityWeight == .bold)
        view.log = []
        container.traitOverrides.remove(ThemeTrait.self)
        #expect(view.log == ["didChange", "theme 1→0"] && view.traitCollection[ThemeTrait.self] == .standard)
        #expect(container.traitOverrides.contains(UITraitLegibilityWeight.self))
        #expect(!container.traitOverrides.contains(ThemeTrait.self))
    }

    @Test("traitOverrides.userInterfaceStyle is overrideUserInterfaceStyle: colours follow, and a subview's override wins")
    func styleOverride() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let container = UIView(), inner = UIView()
        container.addSubview(inner)
        inner.backgroundColor = .systemBackground
        container.traitOverrides.userInterfaceStyle = .dark
        #expect(container.overrideUserInterfaceStyle == .dark)
        #expect(inner.layer.backgroundColor == UIColor(hex: 0x000000))
        inner.traitOverrides.userInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light && inner.layer.backgroundColor == UIColor(hex: 0xFFFFFF))
        container.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(container.overrideUserInterfaceStyle == .unspecified && !container.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        // An override beneath another wins for its own tree.
        container.traitOverrides.horizontalSizeClass = .regular
        inner.traitOverrides.horizontalSizeClass = .compact
        #expect(container.traitCollection.horizontalSizeClass == .regular && inner.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("actions are sent to the object, or to a target it does not keep; unregistering stops them")
    func actionsAndUnregistering() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let controller = RegisteringController()
        let style = controller.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self], action: Selector("styleChanged", RegisteringController.styleChanged))
        let listener = RegisteringController()
        controller.registerForTraitChanges(
            [UITraitAccessibilityContrast.self], target: listener,
            action: Selector("contrastChanged(_:_:)", RegisteringController.contrastChanged))
        controller.overrideUserInterfaceStyle = .dark
        controller.traitOverrides.accessibilityContrast = .high
        #expect(controller.heard == ["style"])
        #expect(listener.heard == ["contrast from 0 of false"])
        controller.unregisterForTraitChanges(style)
        controller.overrideUserInterfaceStyle = .light
        #expect(controller.heard == ["style"])
        // Registrations do not keep their object alive.
        weak var gone: RegisteringView?
        do {
            let view = RegisteringView()
            view.registerAll()
            gone = view
        }
        #expect(gone == nil)
    }

    @Test("collections: made by mutations, read by trait type, merged, compared with traits of your own")
    func collections() {
        let made = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.theme = .monochrome
        }
        #expect(made.horizontalSizeClass == .compact && made.verticalSizeClass == .unspecified)
        #expect(made[UITraitHorizontalSizeClass.self] == .compact && made[ThemeTrait.self] == .monochrome)
        #expect(UITraitCollection()[ThemeTrait.self] == .standard)
        let changed = made.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(changed.userInterfaceStyle == .dark && changed.theme == .monochrome && made.userInterfaceStyle == .unspecified)
        let merged = UITraitCollection(traitsFrom: [
            made, UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(merged.horizontalSizeClass == .regular && merged.userInterfaceStyle == .dark && merged.theme == .monochrome)
        #expect(merged.containsTraits(in: UITraitCollection { $0.theme = .monochrome }))
        #expect(!merged.containsTraits(in: UITraitCollection { $0.theme = .standard }))
        #expect(made != made.modifyingTraits { $0.theme = .standard } && made == made.modifyingTraits { $0.theme = .monochrome })
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance && !ThemeTrait.affectsColorAppearance)
        #expect(UITraitUserInterfaceStyle.name == "UserInterfaceStyle" && ThemeTrait.name == "ThemeTrait")
        #expect(UITraitCollection.systemTraitsAffectingColorAppearance.contains { $0 == UITraitUserInterfaceStyle.self })
    }

    @Test("overrides set at 0.5 s are gone at 0.25 s after a seek back, told to no one, and back with what their handler drew at 1 s")
    func overridesAcrossSeeks() throws {
        var tiles: [UIView] = [], styleCalls = 0
        let playback = try ScenePlayback {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let tile = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            tile.backgroundColor = .orange
            tile.registerForTraitChanges([ThemeTrait.self]) { (tile: UIView, _: UITraitCollection) in
                tile.backgroundColor = tile.traitCollection.theme == .monochrome ? .gray : .orange
            }
            tile.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in styleCalls += 1 }
            canvas.addSubview(tile)
            tiles.append(tile)
            return ScenePlayback.Built(canvas: canvas) {
                UIView.animate(withDuration: 0.5, animations: { tile.alpha = 0.5 }) { _ in
                    canvas.traitOverrides.theme = .monochrome
                    canvas.overrideUserInterfaceStyle = .dark
                }
            }
        }
        defer { playback.end() }
        try playback.prepareCheckpoints(length: 1.5)
        #expect(playback.checkpointRefusal == nil)
        for (time, theme) in [(1.0, Theme.monochrome), (0.25, .standard), (1.0, .monochrome)] {
            let calls = styleCalls
            try playback.seek(to: time)
            // Going back puts the appearance back without telling anyone; going on passes the change again, told once.
            #expect(styleCalls - calls == (time < 0.5 ? 0 : 1), "at \(time) s")
            let tile = try #require(tiles.last)
            #expect(tile.traitCollection.theme == theme, "at \(time) s")
            #expect(tile.backgroundColor == (theme == .monochrome ? UIColor.gray : .orange), "at \(time) s")
        }
    }
}
