import Foundation

/// What a section provider is told about where its section goes (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The room the section has.
    var container: any NSCollectionLayoutContainer { get }
}

/// The room a section has (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less the content insets.
    var effectiveContentSize: CGSize { get }
}

/// The environment given to a section provider.
struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var container: any NSCollectionLayoutContainer { self }
}

/// A layout built from items, groups and sections (UIKit's `UICollectionViewCompositionalLayout`): each section
/// repeats its group down the collection view, each group places its items side by side or one above the other,
/// sizes resolved as shares of the container or group, or in points.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Gives each section's layout.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The frames worked out by the last ``prepare()``.
    var sections: [LaidOutSection] = []
    /// How far the sections reach along the scrolling axis, the layout's own headers and footers included.
    var contentLength: CGFloat = 0
    /// The layout's own headers and footers (``CollectionViewCompositionalLayoutConfiguration/boundarySupplementaryItems``).
    var boundaryItems = LayoutBoundaryItems()
    /// The list this layout lays out, when made by ``list(using:)``: its cells' corners, separators and background.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// The room between sections and the way they follow one another; setting it lays the sections out again.
    open var configuration: CollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    /// Whether the layout said that a sideways section's own scrolling is not done.
    private var saidOrthogonal = false

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Every section laid out as `section`, across the sections as `configuration` says.
    public init(section: NSCollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Each section laid out as `sectionProvider` says.
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Each section laid out as `sectionProvider` says, across the sections as `configuration` says.
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout from an archive (there are none here): it lays out no section.
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// Lays the sections out one after another: down, or sideways (``CollectionViewCompositionalLayoutConfiguration/scrollDirection``).
    open override func prepare() {
        guard let collectionView else { return }
        let size = collectionView.bounds.size, environment = LayoutEnvironment(contentSize: size)
        let sideways = configuration.scrollDirection == .horizontal
        let boundary = configuration.boundarySupplementaryItems, boundaryMeasured = collectionView.record.measuredSupplementary[0] ?? [:]
        boundaryItems = LayoutBoundaryItems()
        var start = boundaryItems.lay(boundary, before: true, from: 0, in: size, measured: boundaryMeasured, sideways: sideways)
        sections = (0..<collectionView.numberOfSections).map { index in
            if index > 0 { start += configuration.interSectionSpacing }
            guard let section = provider(index, environment) else {
                let empty = CGRect(x: 0, y: start, width: 0, height: 0)
                return LaidOutSection(extent: sideways ? empty.transposed : empty)
            }
            let measured = collectionView.record.measured[index] ?? [:], edges = collectionView.record.measuredSupplementary[index] ?? [:]
            let count = collectionView.numberOfItems(inSection: index)
            guard sideways else {
                var arranger = ComposedArranger(container: size, top: start, measured: measured, measuredEdges: edges)
                let composed = arranger.lay(section, index: index, count: count)
                start = composed.extent.maxY
                return composed
            }
            // Laid out downwards with x and y exchanged, then exchanged back.
            if section.orthogonalScrollingBehavior != .none, !saidOrthogonal {
                saidOrthogonal = true
                ScrollView.refuse(
                    "NSCollectionLayoutSection.orthogonalScrollingBehavior",
                    "a section of a layout that scrolls sideways does not scroll on its own here; its groups follow one another sideways")
            }
            var arranger = ComposedArranger(
                container: size.transposed, top: start, measured: measured.mapValues(\.transposed),
                measuredEdges: edges.mapValues(\.transposed))
            let composed = arranger.lay(section.transposed(), index: index, count: count).transposed
            start = composed.extent.maxX
            return composed
        }
        contentLength = boundaryItems.lay(boundary, before: false, from: start, in: size, measured: boundaryMeasured, sideways: sideways)
    }

    /// The sections' extent: as wide as the collection view and as tall as the sections, or — sideways — the other way.
    open override var collectionViewContentSize: CGSize {
        let size = collectionView?.bounds.size ?? .zero
        return configuration.scrollDirection == .horizontal
            ? CGSize(width: contentLength, height: size.height) : CGSize(width: size.width, height: contentLength)
    }

    /// The items and supplementary views that reach into `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        placedInList(sections.elements(in: rect, visible: visibleContent, as: madeAttributes))
            + boundaryItems.elements(in: rect, visible: visibleContent, content: content, as: madeAttributes)
    }

    /// All the content, the layout's headers and footers included.
    private var content: CGRect { CGRect(origin: .zero, size: collectionViewContentSize) }

    /// The item's frame.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        sections.item(at: indexPath, as: madeAttributes).map { placedInList([$0])[0] }
    }

    /// The frame of the section's supplementary view of `elementKind`; at (0, 0), else the layout's own of that kind.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        sections.supplementary(ofKind: elementKind, at: indexPath, visible: visibleContent, as: madeAttributes)
            ?? (indexPath == IndexPath(item: 0, section: 0)
                ? boundaryItems.supplementary(ofKind: elementKind, visible: visibleContent, content: content, as: madeAttributes) : nil)
    }

    /// The frame of the section's decoration view of `elementKind` (its background).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { sections.decoration(ofKind: elementKind, at: indexPath, as: madeAttributes) }

    /// A list: full-width rows, each as tall as its cell's content (44 points at least), as `configuration` arranges them.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { _, _ in configuration.section() }
        layout.listConfiguration = configuration
        return layout
    }
}

/// UIKit's name for the compositional layout.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
