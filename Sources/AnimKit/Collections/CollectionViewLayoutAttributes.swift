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
    }

    /// The item's (or supplementary view's) path.
    public let indexPath: IndexPath
    /// A cell's, or a supplementary view's.
    public let representedElementCategory: ElementCategory
    /// A supplementary view's kind (a header's, a footer's).
    public let representedElementKind: String?
    /// The rectangle in the collection view's content.
    open var frame: CGRect = .zero
    /// The opacity.
    open var alpha: CGFloat = 1
    /// A transform about the centre.
    open var transform: CGAffineTransform = .identity
    /// Which elements draw over which.
    open var zIndex = 0
    /// Whether it is hidden.
    open var isHidden = false
    /// Which of the size's dimensions the layout only estimated (a self-sizing cell fits those to its content).
    var estimatedAxes: EstimatedAxes = []

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

    /// Attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy, to change without changing the layout's own.
    open func copy() -> CollectionViewLayoutAttributes {
        let copy =
            representedElementKind.map { CollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        (copy.frame, copy.alpha, copy.transform, copy.zIndex, copy.isHidden) = (frame, alpha, transform, zIndex, isHidden)
        copy.estimatedAxes = estimatedAxes
        return copy
    }

    /// Puts `view` where these attributes say.
    func apply(to view: View) {
        view.frame = frame
        view.alpha = alpha
        view.transform = transform
        view.isHidden = isHidden
    }
}

/// UIKit's name for layout attributes.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
