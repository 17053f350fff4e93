import Foundation

/// Places a section's groups one under another from `top`, each group's items in turn, until the items run out.
@MainActor
struct ComposedArranger {
    /// The collection view's size.
    let container: CGSize
    /// Where the section starts.
    let top: CGFloat
    private var frames: [CGRect] = []
    private var remaining = 0

    init(container: CGSize, top: CGFloat) {
        self.container = container
        self.top = top
    }

    /// Lays `section` (section `index`, `count` items) out.
    mutating func lay(_ section: NSCollectionLayoutSection, index: Int, count: Int) -> LaidOutSection {
        remaining = count
        var placed = LaidOutSection()
        let insets = section.contentInsets
        var y = top
        for header in section.boundarySupplementaryItems where header.alignment == .top {
            let size = header.layoutSize.resolved(in: container)
            placed.supplementary.append((header.elementKind, CGRect(x: 0, y: y, width: size.width, height: size.height)))
            y += size.height
        }
        y += insets.top
        let room = CGSize(width: container.width - insets.leading - insets.trailing, height: container.height)
        let groupSize = section.group.layoutSize.resolved(in: room)
        var first = true
        while remaining > 0 {
            if !first { y += section.interGroupSpacing }
            first = false
            let before = remaining
            place(section.group, in: CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height))
            y += groupSize.height
            // A group that takes no item would repeat for ever.
            if remaining == before { break }
        }
        y += insets.bottom
        for footer in section.boundarySupplementaryItems where footer.alignment == .bottom {
            let size = footer.layoutSize.resolved(in: container)
            placed.supplementary.append((footer.elementKind, CGRect(x: 0, y: y, width: size.width, height: size.height)))
            y += size.height
        }
        placed.items = frames
        placed.extent = CGRect(x: 0, y: top, width: container.width, height: y - top)
        return placed
    }

    /// Places `item` in `slot`: a group places its items in turn while they fit and items remain; an item takes the
    /// next one, inset by its content insets.
    private mutating func place(_ item: NSCollectionLayoutItem, in slot: CGRect) {
        guard let group = item as? NSCollectionLayoutGroup else {
            guard remaining > 0 else { return }
            remaining -= 1
            let insets = item.contentInsets
            frames.append(
                CGRect(
                    x: slot.minX + insets.leading, y: slot.minY + insets.top, width: max(slot.width - insets.leading - insets.trailing, 0),
                    height: max(slot.height - insets.top - insets.bottom, 0)))
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
            let step = horizontal ? size.width : size.height
            // Items join while they fit (the first always does); a rounding hair is allowed.
            if index > 0, along + step > length + 1e-6 { break }
            let origin = horizontal ? CGPoint(x: slot.minX + along, y: slot.minY) : CGPoint(x: slot.minX, y: slot.minY + along)
            place(subitem, in: CGRect(origin: origin, size: size))
            along += step + spacing
            index += 1
        }
    }
}
