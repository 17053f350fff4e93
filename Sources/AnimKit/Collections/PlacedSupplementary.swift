import Foundation

/// A header, footer or other supplementary view as a layout placed it, and whether it keeps to the edge of what is in
/// sight while its section shows (a flow layout's `sectionHeadersPinToVisibleBounds`, a compositional item's
/// `pinToVisibleBounds`).
struct PlacedSupplementary {
    /// The edge of the part in sight a pinned view keeps to.
    enum Pin {
        /// The start of the scrolling axis: the top (a header).
        case start
        /// The end: the bottom (a footer).
        case end
    }

    let kind: String
    /// Where it is when nothing pins it.
    var frame: CGRect
    /// Which of its dimensions are estimates, to be measured from its view.
    var estimated: EstimatedAxes = []
    var pin: Pin?
    /// Whether the content scrolls sideways (a horizontal flow layout): pinning is then along x.
    var horizontal = false
    var zIndex = 0

    /// Its frame while `visible` shows: a pinned header comes down to stay at the top of what is in sight, until the
    /// end of its section `section` pushes it up; a pinned footer likewise at the bottom, until its section's start.
    func frame(showing visible: CGRect, in section: CGRect) -> CGRect {
        guard let pin else { return frame }
        var placed = frame
        if horizontal {
            placed.origin.x =
                switch pin {
                case .start: Swift.min(Swift.max(frame.minX, visible.minX), section.maxX - frame.width)
                case .end: Swift.max(Swift.min(frame.minX, visible.maxX - frame.width), section.minX)
                }
        } else {
            placed.origin.y =
                switch pin {
                case .start: Swift.min(Swift.max(frame.minY, visible.minY), section.maxY - frame.height)
                case .end: Swift.max(Swift.min(frame.minY, visible.maxY - frame.height), section.minY)
                }
        }
        return placed
    }

    /// Its attributes, of the class `made`, as the header of section `index` (`section`) while `visible` shows.
    @MainActor
    func attributes(in index: Int, of section: LaidOutSection, visible: CGRect, as made: CollectionViewLayoutAttributes.Type)
        -> CollectionViewLayoutAttributes
    {
        let attributes = made.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
        attributes.frame = frame(showing: visible, in: section.extent)
        attributes.estimatedAxes = estimated
        attributes.zIndex = zIndex
        return attributes
    }
}
