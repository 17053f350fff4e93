import Foundation

extension Button {
    /// Makes a button's pointer style from the button, the effect it would have and the pointer's shape over it (also
    /// spelled `UIButton.PointerStyleProvider`): return a lift, say, or `nil` for the system's pointer.
    public typealias PointerStyleProvider = (Button, PointerEffect, PointerShape) -> PointerStyle?

    /// The pointer interaction ``isPointerInteractionEnabled`` added, if any.
    var pointerInteraction: PointerInteraction? { interactions.lazy.compactMap { $0 as? ButtonPointerInteraction }.first }

    /// Adds or takes off the button's own pointer interaction.
    func pointerInteractionChanged() {
        if let existing = pointerInteraction { removeInteraction(existing) }
        guard isPointerInteractionEnabled else { return }
        let interaction = ButtonPointerInteraction(delegate: nil)
        interaction.fallbackStyle = { [weak self] _ in
            guard let self else { return nil }
            let effect = PointerEffect.automatic(TargetedPreview(view: self))
            let shape = PointerShape.roundedRect(self.bounds)
            return self.pointerStyleProvider.map { $0(self, effect, shape) } ?? PointerStyle(effect: effect, shape: shape)
        }
        addInteraction(interaction)
    }
}

/// The pointer interaction a button adds for itself.
@MainActor
final class ButtonPointerInteraction: PointerInteraction {}
