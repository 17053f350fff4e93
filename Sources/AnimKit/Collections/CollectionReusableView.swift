import Foundation

/// A view a collection view places by its layout and reuses (UIKit's `UICollectionReusableView`): the base of cells
/// and of headers and footers.
@preconcurrency @MainActor
open class CollectionReusableView: View {
    /// The identifier the collection view reuses the view under (set when it makes it).
    open internal(set) var reuseIdentifier: String?

    /// A view occupying `frame`. Required, so that a collection view can make a registered class (Swift calls an
    /// initializer through a class value only when it is required): a subclass that overrides it writes
    /// `required init(frame:)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The attributes last applied, to tell whether new ones differ.
    var appliedAttributes: CollectionViewLayoutAttributes?

    /// Called before the collection view hands the view out again; a subclass clears what it showed and calls `super`.
    open func prepareForReuse() {}

    /// Called after the collection view placed the view by `layoutAttributes` — a subclass of attributes' own
    /// properties are applied here. Nothing by default.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have than `layoutAttributes`, asked when the layout only estimated its
    /// size (a flow layout's `estimatedItemSize`, a compositional layout's `.estimated` dimensions): the estimated
    /// dimensions become what the view's Auto Layout constraints fit, the others stay. A subclass may change the
    /// copy `super` returns — pinning the width to the collection view's, say.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copied()
        if let size = fittingSize(layoutAttributes.size, estimated: layoutAttributes.estimatedAxes) { preferred.size = size }
        return preferred
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = CollectionReusableView.reusableCheckpointFields.keep(self)
        return CheckpointRestoration(covering: CollectionReusableView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a reusable view beyond the view (a test checks).
    package static let reusableCheckpointFields: [CheckpointField<CollectionReusableView>] = [
        CheckpointField("reuseIdentifier", { $0.reuseIdentifier }, { $0.reuseIdentifier = $1 }),
        CheckpointField("appliedAttributes", { $0.appliedAttributes }, { $0.appliedAttributes = $1 }),
    ]
}

/// UIKit's name for a collection view's reusable view.
public typealias UICollectionReusableView = CollectionReusableView
