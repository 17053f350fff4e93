import Foundation

/// An effect a visual effect view applies to what lies behind it (also spelled `UIVisualEffect`).
@preconcurrency @MainActor
open class VisualEffect {
    /// An effect that does nothing of its own.
    public init() {}

    /// How much the backdrop is blurred (a Gaussian's radius, in points) and the colour laid over it.
    var backdrop: (radius: CGFloat, tint: Color) { (0, .clear) }
}

/// A blur of what lies behind a view, with a material's tint over it (also spelled `UIBlurEffect`).
///
/// iOS does not publish its materials; the radius and tint of each style here are
/// AnimKit's choice, chosen to look like iOS 17 in light mode: a Gaussian blur whose
/// standard deviation is half the radius (as for shadows), then the tint.
@preconcurrency @MainActor
open class BlurEffect: VisualEffect {
    /// The materials (UIKit's `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The material.
    open var style: Style { storedStyle }
    let storedStyle: Style

    /// The blur of `style`.
    public init(style: Style) {
        self.storedStyle = style
    }

    override var backdrop: (radius: CGFloat, tint: Color) {
        let white = Color(white: 1, alpha: 1), ink = Color(white: 0.11, alpha: 1)
        switch style {
        case .extraLight: return (20, white.withAlphaComponent(0.7))
        case .light, .regular: return (30, white.withAlphaComponent(0.3))
        case .dark: return (20, ink.withAlphaComponent(0.73))
        case .prominent: return (30, white.withAlphaComponent(0.6))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (30, white.withAlphaComponent(0.25))
        case .systemThinMaterial, .systemThinMaterialLight: return (30, white.withAlphaComponent(0.45))
        case .systemMaterial, .systemMaterialLight: return (30, white.withAlphaComponent(0.6))
        case .systemThickMaterial, .systemThickMaterialLight: return (30, white.withAlphaComponent(0.8))
        case .systemChromeMaterial, .systemChromeMaterialLight: return (30, white.withAlphaComponent(0.75))
        case .systemUltraThinMaterialDark: return (30, ink.withAlphaComponent(0.35))
        case .systemThinMaterialDark: return (30, ink.withAlphaComponent(0.5))
        case .systemMaterialDark: return (30, ink.withAlphaComponent(0.65))
        case .systemThickMaterialDark: return (30, ink.withAlphaComponent(0.8))
        case .systemChromeMaterialDark: return (30, ink.withAlphaComponent(0.75))
        }
    }
}

/// UIKit's name for a visual effect.
public typealias UIVisualEffect = VisualEffect
/// UIKit's name for a blur effect.
public typealias UIBlurEffect = BlurEffect

/// Content made vivid over a blur (also spelled `UIVibrancyEffect`): put in a visual effect view inside a blurring
/// one, its content view's subviews take their colours from the blurred backdrop on iOS. Here the effect view shows its
/// content as drawn, over the blur beneath it: no blur of its own, no change of colour.
@preconcurrency @MainActor
open class VibrancyEffect: VisualEffect {
    /// The blur the vibrancy is for.
    open var blurEffect: BlurEffect { storedBlurEffect }
    let storedBlurEffect: BlurEffect
    /// How strongly the content shows (iOS 13's styles), when one was given.
    open var style: Style? { storedStyle }
    let storedStyle: Style?

    /// iOS 13's vibrancy styles: how strongly content shows through.
    public enum Style: Int, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: BlurEffect) {
        (self.storedBlurEffect, storedStyle) = (blurEffect, nil)
    }

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: BlurEffect, style: Style) {
        (self.storedBlurEffect, self.storedStyle) = (blurEffect, style)
    }
}

/// UIKit's name for a vibrancy effect.
public typealias UIVibrancyEffect = VibrancyEffect
