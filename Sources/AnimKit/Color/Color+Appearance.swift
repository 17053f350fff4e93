import Foundation
import Synchronization

/// Dynamic colours, as UIKit has them since iOS 13: a colour with a light and a dark appearance, resolved for the
/// traits of where it is shown. The semantic and system colours are dynamic; so is a colour made with a provider.
extension Color {
    /// A dynamic colour: `light` in the light appearance, `dark` in the dark one.
    init(light: Color, dark: Color) {
        self = light.fixed
        darkAppearance = DarkAppearance(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// A dynamic colour from `0xRRGGBB` values, light and dark.
    init(lightHex: UInt32, darkHex: UInt32) {
        self.init(light: Color(hex: lightHex), dark: Color(hex: darkHex))
    }

    /// The colour `dynamicProvider` gives for the traits of where it is shown: asked for the light appearance and the
    /// dark one, and resolved for each.
    @preconcurrency @MainActor
    public init(dynamicProvider: (TraitCollection) -> Color) {
        var traits = Screen.main.traitCollection
        traits.userInterfaceStyle = .light
        let light = dynamicProvider(traits).resolvedColor(with: traits)
        traits.userInterfaceStyle = .dark
        let dark = dynamicProvider(traits).resolvedColor(with: traits)
        self.init(light: light, dark: dark)
    }

    /// Whether the colour differs between the light and the dark appearance.
    var isDynamic: Bool { darkAppearance != nil }

    /// The colour as it is in the light appearance, fixed.
    private var fixed: Color {
        var color = self
        color.darkAppearance = nil
        return color
    }

    /// The colour for `traitCollection`: a fixed colour, its dark appearance's in a dark one and its light one's in
    /// any other (a fixed colour is itself).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let dark = darkAppearance else { return self }
        guard traitCollection.userInterfaceStyle == .dark else { return fixed }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// The colour as Core Graphics spells it: resolved once, for the current traits (``TraitCollection/current``), as
    /// UIKit resolves a dynamic colour's `cgColor` — a layer given it does not follow a later change of appearance.
    public var cgColor: CGColor { isDynamic ? resolvedColor(with: TraitCollection.current) : self }
}

extension TraitCollection {
    private static let currentTraits = Mutex(TraitCollection(userInterfaceStyle: .light))

    /// The traits colours resolve for when nothing else says (UIKit's `UITraitCollection.current`): a light
    /// appearance unless code sets it or runs in ``performAsCurrent(_:)``.
    public static var current: TraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }

    /// Runs `actions` with these traits as ``current``, then puts the earlier ones back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let earlier = Self.current
        Self.current = self
        defer { Self.current = earlier }
        try actions()
    }
}
