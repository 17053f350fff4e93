/// Where each animatable property sits in ``PackedValues``, derived once from ``ViewProperty/all``.
///
/// Offsets are running sums of the properties' component counts and bits follow
/// the list's order, so the layout cannot drift from the list.
struct PackedLayout: Sendable {
    /// A property's place: its first component and its bit.
    struct Slot: Sendable {
        let offset: Int
        let bit: UInt8
    }

    /// The layout of a view's values.
    static let view = PackedLayout(ViewProperty.all)

    private let slots: [ObjectIdentifier: Slot]
    /// How many numbers the properties take in all.
    let count: Int

    init(_ properties: [any AnimatableProperty.Type]) {
        precondition(
            properties.count <= UInt8.bitWidth, "PackedLayout: at most \(UInt8.bitWidth) animatable properties fit the animating bits")
        var slots: [ObjectIdentifier: Slot] = [:]
        var offset = 0
        for (index, property) in properties.enumerated() {
            slots[ObjectIdentifier(property)] = Slot(offset: offset, bit: 1 << UInt8(index))
            offset += property.packedCount
        }
        precondition(
            offset <= PackedValues.count, "PackedLayout: the properties take \(offset) numbers; make PackedValues hold them")
        self.slots = slots
        count = offset
    }

    /// The place of `property`, which must be in the list the layout was made from.
    func slot(of property: any AnimatableProperty.Type) -> Slot {
        guard let slot = slots[ObjectIdentifier(property)] else {
            preconditionFailure("PackedLayout: \(property.name) is not in ViewProperty.all")
        }
        return slot
    }
}
