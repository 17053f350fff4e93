import Foundation

/// Places a section's groups one under another from `top`, each group's items in turn, until the items run out.
@MainActor
struct ComposedArranger {
    /// The collection view's size.
    let container: CGSize
    /// Where the section starts.
    let top: CGFloat
    /// The sizes measured of the section's cells whose size is estimated, by item.
    let measured: [Int: CGSize]
    /// The sizes measured of the section's headers and footers whose size is estimated, by kind.
    let measuredEdges: [String: CGSize]
    private var frames: [CGRect] = []
    private var estimated: [EstimatedAxes] = []
    private var remaining = 0
    private var count = 0

    init(container: CGSize, top: CGFloat, measured: [Int: CGSize] = [:], measuredEdges: [String: CGSize] = [:]) {
        self.container = container
        self.top = top
        self.measured = measured
        self.measuredEdges = measuredEdges
    }

    /// Lays `section` (section `index`, `count` items) out.
    mutating func lay(_ section: NSCollectionLayoutSection, index: Int, count: Int) -> LaidOutSection {
        (remaining, self.count) = (count, count)
        var placed = LaidOutSection()
        let insets = section.contentInsets
        let room = CGSize(width: container.width - insets.leading - insets.trailing, height: container.height)
        // Headers and footers within the leading and trailing insets when they follow them (UIKit's default).
        let follows = section.supplementariesFollowContentInsets
        let (edgeX, edgeRoom) = follows ? (insets.leading, room) : (0, container)
        var y = top
        for header in section.boundarySupplementaryItems where header.alignment.isTop {
            let size = edgeSize(of: header, in: edgeRoom)
            placed.supplementary.append(edge(header, at: y, size: size, x: edgeX, room: edgeRoom.width))
            if header.extendsBoundary { y += size.height }
        }
        y += insets.top
        let groupSize = section.group.layoutSize.resolved(in: room)
        placed.visibleItemsHandler = section.visibleItemsInvalidationHandler
        if section.orthogonalScrollingBehavior != .none {
            let row = layRow(of: section, groupSize: groupSize, at: y)
            placed.row = row
            y += row.band.height
        }
        var first = true
        while remaining > 0 {
            if !first { y += section.interGroupSpacing }
            first = false
            let before = remaining
            let slot = CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height)
            let height = fittedHeight(of: section.group, in: slot)
            place(section.group, in: CGRect(origin: slot.origin, size: CGSize(width: slot.width, height: height)))
            y += height
            // A group that takes no item would repeat for ever.
            if remaining == before { break }
        }
        y += insets.bottom
        for footer in section.boundarySupplementaryItems where !footer.alignment.isTop {
            let size = edgeSize(of: footer, in: edgeRoom)
            // One that does not extend the section lies over its last items.
            let edgeY = footer.extendsBoundary ? y : y - size.height
            placed.supplementary.append(edge(footer, at: edgeY, size: size, x: edgeX, room: edgeRoom.width))
            if footer.extendsBoundary { y += size.height }
        }
        placed.items = frames
        placed.estimated = estimated
        // A row reaches as far along as its groups do.
        placed.extent = CGRect(x: 0, y: top, width: max(container.width, placed.row?.contentWidth ?? 0), height: y - top)
        // Backgrounds span the section across the collection view, headers, footers and insets included, less their own
        // insets.
        placed.decorations = section.decorationItems.map { item in
            let inset = item.contentInsets
            let frame = CGRect(
                x: inset.leading, y: top + inset.top, width: max(container.width - inset.leading - inset.trailing, 0),
                height: max(y - top - inset.top - inset.bottom, 0))
            return (item.elementKind, frame, item.zIndex)
        }
        return placed
    }

    /// A header or footer `size` large at `y`, placed across `room` from `x` as its alignment says and moved by its
    /// offset.
    private func edge(_ item: NSCollectionLayoutBoundarySupplementaryItem, at y: CGFloat, size: CGSize, x: CGFloat, room: CGFloat)
        -> PlacedSupplementary
    {
        let origin = CGPoint(x: item.alignment.x(of: size.width, from: x, in: room) + item.offset.x, y: y + item.offset.y)
        let pin: PlacedSupplementary.Pin? = item.pinToVisibleBounds ? (item.alignment.isTop ? .start : .end) : nil
        return PlacedSupplementary(
            kind: item.elementKind, frame: CGRect(origin: origin, size: size), estimated: item.layoutSize.estimatedAxes, pin: pin,
            zIndex: item.zIndex)
    }

    /// Places a section's groups side by side in one row at `y`, from its leading inset (centred in the collection
    /// view for `.groupPagingCentered`), each `interGroupSpacing` after the last; returns the row.
    private mutating func layRow(of section: NSCollectionLayoutSection, groupSize: CGSize, at y: CGFloat) -> OrthogonalRow {
        let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
        let margin = (container.width - groupSize.width) / 2
        var x = centred ? margin : section.contentInsets.leading
        let height = fittedHeight(of: section.group, in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height))
        var farEdge = x
        while remaining > 0 {
            let before = remaining
            place(section.group, in: CGRect(x: x, y: y, width: groupSize.width, height: height))
            farEdge = x + groupSize.width
            x += groupSize.width + section.interGroupSpacing
            // A group that takes no item would repeat for ever.
            if remaining == before { break }
        }
        return OrthogonalRow(
            band: CGRect(x: 0, y: y, width: container.width, height: height),
            contentWidth: farEdge + (centred ? margin : section.contentInsets.trailing),
            stride: groupSize.width + section.interGroupSpacing, behavior: section.orthogonalScrollingBehavior)
    }

    /// Places `item` in `slot`: a group places its items in turn while they fit and items remain; an item takes the
    /// next one, inset by its content insets.
    private mutating func place(_ item: NSCollectionLayoutItem, in slot: CGRect) {
        guard let group = item as? NSCollectionLayoutGroup else {
            guard remaining > 0 else { return }
            let insets = item.contentInsets, index = count - remaining
            remaining -= 1
            var size = CGSize(
                width: max(slot.width - insets.leading - insets.trailing, 0), height: max(slot.height - insets.top - insets.bottom, 0))
            let axes = item.layoutSize.estimatedAxes
            if axes.contains(.height), let cell = measured[index] { size.height = cell.height }
            frames.append(CGRect(origin: CGPoint(x: slot.minX + insets.leading, y: slot.minY + insets.top), size: size))
            estimated.append(axes)
            return
        }
        let horizontal = group.axis == .horizontal, spacing = group.interItemSpacing?.spacing ?? 0
        let length = horizontal ? slot.width : slot.height
        var along: CGFloat = 0, index = 0
        while remaining > 0, !group.subitems.isEmpty {
            if let count = group.count, index >= count { break }
            let subitem = group.subitems[index % group.subitems.count]
            var size = subitem.layoutSize.resolved(in: slot.size)
            if let count = group.count {
                let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { size.width = share } else { size.height = share }
            }
            if !horizontal, subitem.layoutSize.heightDimension.isEstimated {
                size.height = fittedHeight(of: subitem, in: CGRect(origin: slot.origin, size: size))
            }
            if horizontal, group.count == nil, !(subitem is NSCollectionLayoutGroup), subitem.layoutSize.widthDimension.isEstimated,
                let cell = measured[count - remaining]
            {
                size.width = cell.width + subitem.contentInsets.leading + subitem.contentInsets.trailing
            }
            let step = horizontal ? size.width : size.height
            // Items join while they fit (the first always does); a rounding hair is allowed.
            if index > 0, along + step > length + 1e-6 { break }
            let origin = horizontal ? CGPoint(x: slot.minX + along, y: slot.minY) : CGPoint(x: slot.minX, y: slot.minY + along)
            place(subitem, in: CGRect(origin: origin, size: size))
            along += step + spacing
            index += 1
        }
    }

    /// The size of a header or footer: its own, or — in its estimated dimensions — its view's as measured (the estimate
    /// until it shows).
    private func edgeSize(of edge: NSCollectionLayoutBoundarySupplementaryItem, in room: CGSize) -> CGSize {
        var size = edge.layoutSize.resolved(in: room)
        let axes = edge.layoutSize.estimatedAxes
        if let fitted = measuredEdges[edge.elementKind] {
            if axes.contains(.width) { size.width = fitted.width }
            if axes.contains(.height) { size.height = fitted.height }
        }
        return size
    }

    /// The height of `item` in `slot`: its own, or — estimated — what its items take as measured (a dry run of
    /// placing it, the estimate standing in for cells not measured yet), their insets included.
    private func fittedHeight(of item: NSCollectionLayoutItem, in slot: CGRect) -> CGFloat {
        guard item.layoutSize.heightDimension.isEstimated else { return slot.height }
        guard !(item is NSCollectionLayoutGroup) else {
            var dry = self
            let taken = dry.frames.count
            dry.place(item, in: slot)
            let bottom = dry.frames[taken...].map(\.maxY).max() ?? slot.minY
            let insets = (item as? NSCollectionLayoutGroup)?.subitems.first?.contentInsets.bottom ?? 0
            return max(bottom + insets - slot.minY, 0)
        }
        let index = count - remaining
        return (measured[index]?.height ?? slot.height - item.contentInsets.top - item.contentInsets.bottom) + item.contentInsets.top
            + item.contentInsets.bottom
    }
}
