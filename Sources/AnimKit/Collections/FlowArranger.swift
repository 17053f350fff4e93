import Foundation

/// Lays a flow layout's sections out one after another, in lines across the scrolling direction: worked out along
/// an axis ("along" the lines, "across" from line to line) and turned into frames for either direction.
@MainActor
struct FlowArranger {
    let layout: CollectionViewFlowLayout
    let collectionView: CollectionView
    /// How far the sections reach, across the lines.
    private var reach: CGFloat = 0

    init(layout: CollectionViewFlowLayout, collectionView: CollectionView) {
        self.layout = layout
        self.collectionView = collectionView
    }

    private var vertical: Bool { layout.scrollDirection == .vertical }
    private var delegate: (any CollectionViewDelegateFlowLayout)? { collectionView.delegate as? any CollectionViewDelegateFlowLayout }
    /// The room along a line.
    private var lineLength: CGFloat { vertical ? collectionView.bounds.width : collectionView.bounds.height }

    /// The content's size once every section is placed.
    var contentSize: CGSize { vertical ? CGSize(width: lineLength, height: reach) : CGSize(width: reach, height: lineLength) }

    /// Places section `index` after those before it.
    mutating func section(_ index: Int) -> LaidOutSection {
        var placed = LaidOutSection()
        let start = reach
        let headerSize =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: index) ?? layout.headerReferenceSize
        let headerDepth = vertical ? headerSize.height : headerSize.width
        if headerDepth > 0 {
            placed.supplementary = [
                PlacedSupplementary(
                    kind: CollectionViewFlowLayout.elementKindSectionHeader,
                    frame: frame(along: 0, across: reach, length: lineLength, depth: headerDepth),
                    pin: layout.sectionHeadersPinToVisibleBounds ? .start : nil, horizontal: !vertical)
            ]
            reach += headerDepth
        }
        let inset = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: index) ?? layout.sectionInset
        let (leading, trailing) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        reach += vertical ? inset.top : inset.left
        let spacing =
            delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: index)
            ?? layout.minimumInteritemSpacing
        let lineSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: index) ?? layout.minimumLineSpacing
        let sizes = (0..<collectionView.numberOfItems(inSection: index)).map { itemSize(IndexPath(item: $0, section: index)) }
        if layout.estimatedItemSize != .zero { placed.estimated = Array(repeating: [.width, .height], count: sizes.count) }
        let room = lineLength - leading - trailing
        // The last line is spread like the others when the items are all of one size; items of several sizes leave it at
        // the minimum spacing, from the leading edge (UIKit's flow layout since iOS 6; Apple's radar 20825965).
        let spreadsLastLine = sizes.allSatisfy { $0 == sizes.first }
        var first = 0
        while first < sizes.count {
            // Items join the line while they fit at the minimum spacing (the first always does).
            var last = first, used = length(sizes[first])
            while last + 1 < sizes.count, used + spacing + length(sizes[last + 1]) <= room {
                last += 1
                used += spacing + length(sizes[last])
            }
            let line = Array(sizes[first...last]), isLast = last == sizes.count - 1
            let depth = line.map(depth).max() ?? 0
            var gap = spacing, along = leading
            let spreads = !isLast || spreadsLastLine
            if line.count > 1, spreads { gap = spacing + (room - used) / CGFloat(line.count - 1) }
            if line.count == 1, spreads { along = leading + (room - used) / 2 }
            for size in line {
                placed.items.append(
                    frame(along: along, across: reach + (depth - self.depth(size)) / 2, length: length(size), depth: self.depth(size)))
                along += length(size) + gap
            }
            reach += depth + (isLast ? 0 : lineSpacing)
            first = last + 1
        }
        reach += vertical ? inset.bottom : inset.right
        let footerSize =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: index) ?? layout.footerReferenceSize
        let footerDepth = vertical ? footerSize.height : footerSize.width
        if footerDepth > 0 {
            placed.supplementary.append(
                PlacedSupplementary(
                    kind: CollectionViewFlowLayout.elementKindSectionFooter,
                    frame: frame(along: 0, across: reach, length: lineLength, depth: footerDepth),
                    pin: layout.sectionFootersPinToVisibleBounds ? .end : nil, horizontal: !vertical))
            reach += footerDepth
        }
        placed.extent = frame(along: 0, across: start, length: lineLength, depth: reach - start)
        return placed
    }

    /// The size of the item at `path`: measured from its cell when cells size themselves, else the estimate; without
    /// an estimate (or with ``CollectionViewFlowLayout/automaticSize``), the delegate's or ``itemSize``.
    private func itemSize(_ path: IndexPath) -> CGSize {
        let estimate = layout.estimatedItemSize
        if estimate != .zero {
            if let measured = collectionView.record.measured[path.section]?[path.item] { return measured }
            if estimate != CollectionViewFlowLayout.automaticSize { return estimate }
        }
        return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: path) ?? layout.itemSize
    }

    private func length(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    private func depth(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    /// The frame `along` a line and `across` the lines, `length` by `depth`.
    private func frame(along: CGFloat, across: CGFloat, length: CGFloat, depth: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: along, y: across, width: length, height: depth) : CGRect(x: across, y: along, width: depth, height: length)
    }
}
