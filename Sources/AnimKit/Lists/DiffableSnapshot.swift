import Foundation

/// The sections and items a diffable data source shows, by identifier (UIKit's `NSDiffableDataSourceSnapshot`):
/// build one, change it, and apply it — the data source works out the rows to insert, delete and move.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// One section and its items, in order.
    struct Section: Sendable {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    /// The sections in order.
    var sections: [Section] = []
    /// The items whose cells are to be made anew.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items whose cells are to be filled again.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections whose rows are to be made anew.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The changes refused, reported when the snapshot is applied.
    var refusals: [Refusal] = []

    /// An empty snapshot.
    public init() {}

    /// How many items all sections hold.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items `identifier`'s section holds (0 when there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    /// The items of `identifier`'s section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// Where `identifier` is among all items, counted across sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// Where `identifier` is among the sections.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.identifier == identifier } }

    /// Adds sections at the end (ones already present are refused).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += fresh(identifiers, call: "appendSections(_:)").map { Section(identifier: $0, items: []) }
    }

    /// Adds sections before `toIdentifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: indexOfSection(toIdentifier), call: "insertSections(_:beforeSection:)")
    }

    /// Adds sections after `toIdentifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: indexOfSection(toIdentifier).map { $0 + 1 }, call: "insertSections(_:afterSection:)")
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    /// Moves `identifier`'s section before `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let from = indexOfSection(identifier) else { return }
        let section = sections.remove(at: from)
        sections.insert(section, at: indexOfSection(toIdentifier) ?? sections.endIndex)
    }

    /// Moves `identifier`'s section after `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let from = indexOfSection(identifier) else { return }
        let section = sections.remove(at: from)
        sections.insert(section, at: indexOfSection(toIdentifier).map { $0 + 1 } ?? sections.endIndex)
    }

    /// Marks sections whose rows are made anew when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    /// Adds items at the end of `identifier`'s section (the last section when `nil`); items already present are refused.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil) {
        let index = identifier.flatMap(indexOfSection) ?? (identifier == nil ? sections.indices.last : nil)
        guard let index else {
            return refusals.append(
                Refusal(
                    call: "appendItems(_:toSection:)", why: identifier == nil ? "there are no sections to add items to" : "no such section")
            )
        }
        sections[index].items += fresh(identifiers, call: "appendItems(_:toSection:)")
    }

    /// Adds items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, beside: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
    }

    /// Adds items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, beside: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() { sections = [] }

    /// Moves an item before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, itemIdentifiers.contains(toIdentifier) else { return }
        deleteItems([identifier])
        insertItems([identifier], beside: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves an item after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, itemIdentifiers.contains(toIdentifier) else { return }
        deleteItems([identifier])
        insertItems([identifier], beside: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks items whose cells are made anew when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// Marks items whose cells are filled again when the snapshot is applied (here: made anew without animation).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    /// The snapshot with its reload marks cleared, as the data source keeps it once applied.
    var applied: Self {
        var copy = self
        (copy.reloadedItemIdentifiers, copy.reconfiguredItemIdentifiers, copy.reloadedSectionIdentifiers) = ([], [], [])
        copy.refusals = []
        return copy
    }
}
