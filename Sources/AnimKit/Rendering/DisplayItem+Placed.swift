import Foundation

extension DisplayItem {
    /// The item moved by `place`, from the coordinates it was drawn in to another canvas's (a frozen look shown where
    /// its view is now): its transform and clip — and, for a group drawn on its own canvas (a masked, isolated, additive
    /// or blurred group, whose items and regions are in canvas units under an identity transform), every item in it, its
    /// regions and its bounds (a blurred group's radius stays as it was).
    func placed(by place: PlaneProjection) -> DisplayItem {
        var item = self
        item.clip = clip.map { place.boundingBox(of: $0) }
        switch content {
        case .masked(let drawn, let mask, let only):
            item.content = .masked(
                content: drawn.map { $0.placed(by: place) }, mask: mask.map { $0.placed(by: place) },
                only: only.map { place.boundingBox(of: $0) })
        case .isolated(let group): item.content = .isolated(group.map { $0.placed(by: place) })
        case .additive(let group): item.content = .additive(group.map { $0.placed(by: place) })
        case .blurred(let group, let radius): item.content = .blurred(group.map { $0.placed(by: place) }, radius: radius)
        default:
            item.transform = transform.concatenating(place)
            return item
        }
        item.rect = place.boundingBox(of: rect)
        item.transform = PlaneProjection(translationX: 0, y: 0)
        return item
    }
}
