import Foundation

/// A view that blurs what lies behind it (also spelled `UIVisualEffectView`): put your own views in ``contentView``.
///
/// The blur is real: when a frame is drawn, the pixels already drawn under the view's
/// rectangle are blurred with a Gaussian, then the effect's tint is laid over them,
/// following the view's corner radius. Setting ``effect`` inside an animation block
/// fades the blur in or out along the block (`UIView.animate { blur.effect = nil }`),
/// as on iOS: the radius and tint grow or shrink together. A rotated effect view blurs
/// its upright bounding box.
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// Holds what is shown over the blur; add subviews here, as in UIKit.
    open var contentView: View { storedContentView }
    let storedContentView: View = View()
    /// How strongly the blur shows, as this hidden part's alpha: animating it animates the blur.
    let strength = View()
    /// The look kept while a blur fades out to no effect.
    private var shownEffect: VisualEffect?

    /// The effect; `nil` for none. Inside an animation block a change fades between effects.
    open var effect: VisualEffect? {
        didSet {
            if let effect { shownEffect = effect }
            strength.alpha = effect == nil ? 0 : 1
        }
    }

    /// A view showing `effect` over what lies behind it.
    public init(effect: VisualEffect?) {
        self.effect = effect
        shownEffect = effect
        super.init(frame: .zero)
        build()
    }

    /// An effect view with no effect yet occupying `frame` (`UIVisualEffectView()` makes one at `.zero`).
    public override init(frame: CGRect) {
        effect = nil
        shownEffect = nil
        super.init(frame: frame)
        build()
    }

    /// An effect view with no effect yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        strength.isHidden = true
        strength.alpha = effect == nil ? 0 : 1
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(strength)
        addSubview(contentView)
        contentView.frame = bounds
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// The blur's radius and tint as drawn now: the effect's, scaled by the animated strength.
    var backdrop: (radius: CGFloat, tint: Color)? {
        guard let effect = shownEffect else { return nil }
        let amount = strength.presentation.alpha
        guard amount > 0 else { return nil }
        let (radius, tint) = effect.backdrop
        // An effect with no blur and no tint of its own (vibrancy) draws nothing behind its content.
        guard radius > 0 || tint.alpha > 0 else { return nil }
        return (radius * amount, tint.withAlphaComponent(tint.alpha * amount))
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = VisualEffectView.effectCheckpointFields.keep(self)
        return CheckpointRestoration(covering: VisualEffectView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of an effect view beyond the view (a test checks every stored property is here or excused).
    package static let effectCheckpointFields: [CheckpointField<VisualEffectView>] = [
        CheckpointField("shownEffect", { $0.shownEffect }, { $0.shownEffect = $1 }),
        CheckpointField("effect") { view in
            let effect = view.effect
            // Put back without its setter, which would set the strength the view checkpoints restore.
            return { $0.restoreEffect(effect) }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let effectNotCheckpointed = [
        "storedContentView": "a subview made once, kept by the view checkpoints",
        "strength": "a hidden subview made once, whose alpha the view checkpoints keep",
    ]

    private func restoreEffect(_ effect: VisualEffect?) {
        let alpha = strength.alpha, shown = shownEffect
        self.effect = effect
        strength.alpha = alpha
        shownEffect = shown
    }
}

/// UIKit's name for a visual effect view.
public typealias UIVisualEffectView = VisualEffectView
