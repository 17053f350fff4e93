import Foundation

/// The snapshot's checks: identifiers must be unique, and a neighbour named must exist — UIKit raises otherwise;
/// here the change leaves the duplicates (or all of itself) out, and the data source reports why when the snapshot
/// is applied (a snapshot may be built on any thread; reports are made on the main one).
extension NSDiffableDataSourceSnapshot {
    /// `identifiers` without those already in the snapshot or repeated, which are reported.
    mutating func fresh(_ identifiers: [ItemIdentifierType], call: String) -> [ItemIdentifierType] {
        let (kept, duplicates) = Self.unique(identifiers, besides: itemIdentifiers)
        if !duplicates.isEmpty { refuse(call, kind: "item", duplicates) }
        return kept
    }

    /// `identifiers` without the sections already in the snapshot or repeated, which are reported.
    mutating func fresh(_ identifiers: [SectionIdentifierType], call: String) -> [SectionIdentifierType] {
        let (kept, duplicates) = Self.unique(identifiers, besides: sectionIdentifiers)
        if !duplicates.isEmpty { refuse(call, kind: "section", duplicates) }
        return kept
    }

    /// `candidates` split into those new (not in `existing`, not repeated) and the duplicates.
    private static func unique<Identifier: Hashable>(_ candidates: [Identifier], besides existing: [Identifier]) -> (
        kept: [Identifier], duplicates: [Identifier]
    ) {
        var seen = Set(existing), kept: [Identifier] = [], duplicates: [Identifier] = []
        for candidate in candidates {
            if seen.insert(candidate).inserted { kept.append(candidate) } else { duplicates.append(candidate) }
        }
        return (kept, duplicates)
    }

    /// Notes that `call` left `duplicates` of `kind` identifiers out, in UIKit's words.
    private mutating func refuse(_ call: String, kind: String, _ duplicates: [some Hashable]) {
        let names = duplicates.map { "\($0)" }.joined(separator: ", ")
        refusals.append(Refusal(call: call, why: "supplied \(kind) identifiers are not unique; left out: \(names)"))
    }

    /// The item at `indexPath`, if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `identifier` is, by section and position.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let row = items.items.firstIndex(of: identifier) { return IndexPath(item: row, section: section) }
        }
        return nil
    }

    /// Moves the item at `source` to `destination` (paths as a table gives them, the destination counted after the
    /// item is taken out), as a user's reordering does; paths that do not exist change nothing.
    mutating func moveRow(from source: IndexPath, to destination: IndexPath) {
        guard item(at: source) != nil, sections.indices.contains(destination.section) else { return }
        let moved = sections[source.section].items.remove(at: source.item)
        sections[destination.section].items.insert(moved, at: min(destination.item, sections[destination.section].items.count))
    }

    /// The section at `index`, if there is one.
    func section(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index].identifier : nil }

    /// How many items the section at `index` holds (0 for none).
    func itemCount(inSection index: Int) -> Int { sections.indices.contains(index) ? sections[index].items.count : 0 }

    /// Inserts new sections at `index` (refused when the neighbour named does not exist).
    mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int?, call: String) {
        guard let index else { return refusals.append(Refusal(call: call, why: "the section to insert beside is not in the snapshot")) }
        sections.insert(contentsOf: fresh(identifiers, call: call).map { Section(identifier: $0, items: []) }, at: index)
    }

    /// Inserts new items before or after `neighbour` in its section (refused when it is not in the snapshot).
    mutating func insertItems(_ identifiers: [ItemIdentifierType], beside neighbour: ItemIdentifierType, after: Bool, call: String) {
        guard let section = sections.firstIndex(where: { $0.items.contains(neighbour) }),
            let index = sections[section].items.firstIndex(of: neighbour)
        else { return refusals.append(Refusal(call: call, why: "the item to insert beside, \(neighbour), is not in the snapshot")) }
        sections[section].items.insert(contentsOf: fresh(identifiers, call: call), at: after ? index + 1 : index)
    }
}

/// A change a snapshot refused, and why, to be reported when it is applied.
struct Refusal: Sendable, Equatable {
    /// The call, as written.
    let call: String
    /// Why, in UIKit's words where it has them.
    let why: String
}
