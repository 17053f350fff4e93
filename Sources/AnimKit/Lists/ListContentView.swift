import Foundation

/// The view a list content configuration makes (UIKit's `UIListContentView`): its image and texts inside the
/// configuration's margins, the image first, then the texts stacked or side by side.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    /// The labels and image.
    var parts = CellBuiltIns()
    /// What is shown.
    var shown: ListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        apply()
    }

    /// A list content view comes from no archive.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; another kind of configuration is ignored.
    open var configuration: any ContentConfiguration {
        get { shown }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            shown = list
            apply()
        }
    }

    /// Whether `configuration` is one this view shows (a list content configuration).
    open func supports(_ configuration: any ContentConfiguration) -> Bool { configuration is ListContentConfiguration }

    /// The height the content needs at `width`: its texts (wrapped as their `numberOfLines` allow) and image inside the
    /// margins — for a row, 44 points at least.
    func fittingHeight(width: CGFloat) -> CGFloat { layout.fittingHeight(width: width) }

    /// The height the content needs at the size's width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight(width: size.width)) }

    private var layout: ListContentLayout {
        ListContentLayout(configuration: shown, title: parts.titleLabel, detail: parts.detailLabel, image: parts.imageView?.image)
    }

    /// Fills the labels and the image from the configuration.
    private func apply() {
        let (main, secondary) = shown.shownText
        if main != nil || parts.titleLabel != nil { fill(parts.title(in: self), with: main, shown.textProperties) }
        if secondary != nil || parts.detailLabel != nil {
            fill(parts.detail(in: self, style: .subtitle), with: secondary, shown.secondaryTextProperties)
        }
        if shown.image != nil || parts.imageView != nil {
            let imageView = parts.image(in: self), properties = shown.imageProperties
            (imageView.image, imageView.tintColor) = (shown.image, properties.tintColor.map(properties.resolvedTintColor(for:)))
            imageView.preferredSymbolConfiguration = properties.preferredSymbolConfiguration
            imageView.layer.cornerRadius = properties.cornerRadius
            imageView.clipsToBounds = properties.cornerRadius > 0
        }
        setNeedsLayout()
    }

    /// Shows `text` in `label` as `properties` say.
    private func fill(_ label: Label, with text: ListContentConfiguration.TextValue?, _ properties: ListContentConfiguration.TextProperties)
    {
        (label.font, label.textColor, label.textAlignment) = (properties.font, properties.resolvedColor(), properties.alignment)
        (label.numberOfLines, label.lineBreakMode) = (properties.numberOfLines, properties.lineBreakMode)
        (label.adjustsFontSizeToFitWidth, label.minimumScaleFactor) = (properties.adjustsFontSizeToFitWidth, properties.minimumScaleFactor)
        switch text {
        case .plain(let string): label.text = string
        case .attributed(let styled): label.attributedText = styled
        case nil: label.text = nil
        }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = ListContentView.listCheckpointFields.keep(self)
        return CheckpointRestoration(covering: ListContentView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a list content view beyond the view: every stored property of its own (a test checks).
    package static let listCheckpointFields: [CheckpointField<ListContentView>] = [
        CheckpointField("parts", { $0.parts }, { $0.parts = $1 }), CheckpointField("shown", { $0.shown }, { $0.shown = $1 }),
    ]

    /// Lays the parts out inside the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = layout.frames(in: bounds)
        parts.imageView?.frame = frames.image
        parts.titleLabel?.frame = frames.title
        parts.detailLabel?.frame = frames.detail
    }
}

/// UIKit's name for the view of a list row's content.
public typealias UIListContentView = ListContentView
