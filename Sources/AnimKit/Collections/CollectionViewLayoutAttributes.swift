import Foundation

/// Where a collection view shows one item or supplementary view, and how (UIKit's `UICollectionViewLayoutAttributes`).
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
    /// What an attributes object places.
    public enum ElementCategory: Int, Sendable {
        /// A cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
        /// A decoration view: drawn by the layout's registered class, asked of no data source (a section's background).
        case decorationView
    }

    /// The item's (or supplementary view's) path.
    open var indexPath: IndexPath { storedIndexPath }
    let storedIndexPath: IndexPath
    /// A cell's, or a supplementary view's.
    open var representedElementCategory: ElementCategory { storedRepresentedElementCategory }
    let storedRepresentedElementCategory: ElementCategory
    /// A supplementary or decoration view's kind (a header's, a footer's, a background's).
    open var representedElementKind: String? { storedRepresentedElementKind }
    let storedRepresentedElementKind: String?
    /// The rectangle in the collection view's content.
    open var frame: CGRect = .zero
    /// The opacity.
    open var alpha: CGFloat = 1
    /// A transform about the centre, in the plane: the affine part of ``transform3D`` (setting it sets that).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// A transform about the centre in three dimensions (a cube turning, a card tilting), applied to the view's layer.
    open var transform3D = CATransform3DIdentity
    /// Which elements draw over which.
    open var zIndex = 0
    /// Whether it is hidden.
    open var isHidden = false
    /// Which of the size's dimensions the layout only estimated (a self-sizing cell fits those to its content).
    var estimatedAxes: EstimatedAxes = []
    /// Where a list layout's cell sits in its section (its corners and separator follow), `nil` in other layouts.
    var listPlace: ListPlace?

    /// The middle of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The view's bounds: ``size`` at the origin; setting it resizes about the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let middle = center
            frame.size = newValue.size
            center = middle
        }
    }

    /// Attributes of the cell at `indexPath`. Required, so that a layout makes its `layoutAttributesClass`'s.
    public required init(forCellWith indexPath: IndexPath) {
        self.storedIndexPath = indexPath
        storedRepresentedElementCategory = .cell
        storedRepresentedElementKind = nil
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`. Required, as the cell's.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.storedIndexPath = indexPath
        storedRepresentedElementCategory = .supplementaryView
        storedRepresentedElementKind = elementKind
    }

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath`. Required, as the cell's.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.storedIndexPath = indexPath
        storedRepresentedElementCategory = .decorationView
        storedRepresentedElementKind = decorationViewKind
    }

    /// Attributes of the same element as `attributes`, of the class `made`.
    static func blank(like attributes: CollectionViewLayoutAttributes, as made: CollectionViewLayoutAttributes.Type)
        -> CollectionViewLayoutAttributes
    {
        let path = attributes.indexPath
        guard let kind = attributes.representedElementKind else { return made.init(forCellWith: path) }
        return attributes.representedElementCategory == .decorationView
            ? made.init(forDecorationViewOfKind: kind, with: path) : made.init(forSupplementaryViewOfKind: kind, with: path)
    }

    /// A copy, of the same class, to change without changing the layout's own; a subclass with properties of its own
    /// overrides it, copies them onto `super`'s copy and returns that (as UIKit code does with `NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.blank(like: self, as: type(of: self))
        (copy.frame, copy.alpha, copy.transform3D, copy.zIndex, copy.isHidden) = (frame, alpha, transform3D, zIndex, isHidden)
        (copy.estimatedAxes, copy.listPlace) = (estimatedAxes, listPlace)
        return copy
    }

    /// ``copy(with:)``, as `NSObject`'s `copy()` calls it.
    open func copy() -> Any { copy(with: nil) }

    /// ``copy(with:)`` as attributes (a subclass's override that returns something else gives a plain copy).
    func copied() -> CollectionViewLayoutAttributes {
        copy(with: nil) as? CollectionViewLayoutAttributes ?? CollectionViewLayoutAttributes.plainCopy(of: self)
    }

    private static func plainCopy(of attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let copy = blank(like: attributes, as: CollectionViewLayoutAttributes.self)
        (copy.frame, copy.alpha, copy.transform3D) = (attributes.frame, attributes.alpha, attributes.transform3D)
        (copy.zIndex, copy.isHidden, copy.estimatedAxes) = (attributes.zIndex, attributes.isHidden, attributes.estimatedAxes)
        copy.listPlace = attributes.listPlace
        return copy
    }

    /// Whether `object` is attributes placing the same element the same way; a subclass with properties of its own
    /// overrides it, comparing them and calling `super`. The collection view applies attributes that are not equal to
    /// the ones a view has.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.frame == frame && other.alpha == alpha
            && CATransform3DEqualToTransform(other.transform3D, transform3D) && other.zIndex == zIndex && other.isHidden == isHidden
            && other.listPlace == listPlace
    }

    /// Puts `view` where these attributes say.
    func apply(to view: View) {
        // The frame is the untransformed one, as UIKit applies it: centre and size, then the transform about them.
        view.center = center
        view.bounds = CGRect(origin: view.bounds.origin, size: size)
        view.alpha = alpha
        let turnedInDepth = !CATransform3DIsAffine(view.layer.transform)
        if CATransform3DIsAffine(transform3D) && !turnedInDepth { view.transform = transform } else { view.layer.transform = transform3D }
        view.layer.zPosition = CGFloat(zIndex)
        view.isHidden = isHidden
        if let reusable = view as? CollectionReusableView {
            reusable.appliedAttributes = copied()
            (view as? CollectionViewListCell)?.show(listPlace)
            reusable.apply(self)
        }
    }
}

/// UIKit's name for layout attributes.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
