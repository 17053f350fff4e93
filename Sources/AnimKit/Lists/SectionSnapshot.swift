import Foundation

/// One section's items as a tree (UIKit's `NSDiffableDataSourceSectionSnapshot`): items with children under them, each
/// parent expanded or collapsed. Applied to a section of a diffable data source, the section shows its
/// ``visibleItems`` — the roots, and the children of every expanded parent whose own parents are expanded — each list
/// cell indented by its ``level(of:)``.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    /// Where an item sits: its parent and children, and whether its children show.
    struct Node: Sendable {
        var parent: Item?
        var children: [Item] = []
        var isExpanded = false
    }

    /// The items at the top of the tree, in order.
    public private(set) var rootItems: [Item] = []
    private var nodes: [Item: Node] = [:]
    /// The changes refused, said when the snapshot is applied.
    var refusals: [Refusal] = []

    /// An empty section snapshot.
    public init() {}

    /// Every item, each before its children (depth first).
    public var items: [Item] { flattened(rootItems) { _ in true } }
    /// The items that show: the roots, and the children of expanded parents that show.
    public var visibleItems: [Item] { flattened(rootItems) { nodes[$0]?.isExpanded == true } }

    private func flattened(_ items: [Item], descending: (Item) -> Bool) -> [Item] {
        var all: [Item] = []
        for item in items {
            all.append(item)
            if let children = nodes[item]?.children, !children.isEmpty, descending(item) {
                all += flattened(children, descending: descending)
            }
        }
        return all
    }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: Item) -> Bool { nodes[item] != nil }
    /// Where `item` is among ``items``.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }
    /// How deep `item` is: 0 for a root, one more for each parent above it.
    public func level(of item: Item) -> Int {
        var level = 0, current = nodes[item]?.parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }
    /// The item `item` is a child of; `nil` for a root.
    public func parent(of child: Item) -> Item? { nodes[child]?.parent }
    /// Whether `item`'s children show.
    public func isExpanded(_ item: Item) -> Bool { nodes[item]?.isExpanded ?? false }
    /// Whether `item` shows: a root, or a child of parents all expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard let node = nodes[item] else { return false }
        guard let parent = node.parent else { return true }
        return isExpanded(parent) && isVisible(parent)
    }

    /// Adds `items` after `parent`'s children (or after the roots, without one). An item already in the snapshot, or a
    /// parent that is not, is said and left out, as UIKit refuses it.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        let fresh = admitted(items, parent: parent, call: "append(_:to:)")
        if let parent { nodes[parent]?.children += fresh } else { rootItems += fresh }
    }

    /// Adds `items` just before `item`, beside it in its parent.
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, beside: item, after: false, call: "insert(_:before:)") }
    /// Adds `items` just after `item`, beside it in its parent.
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, beside: item, after: true, call: "insert(_:after:)") }

    private mutating func insert(_ items: [Item], beside item: Item, after: Bool, call: String) {
        guard let node = nodes[item] else { return refuse(call, "\(item) is not in the section snapshot; nothing inserted") }
        let fresh = admitted(items, parent: node.parent, call: call)
        if let parent = node.parent {
            guard let index = nodes[parent]?.children.firstIndex(of: item) else { return }
            nodes[parent]?.children.insert(contentsOf: fresh, at: after ? index + 1 : index)
        } else if let index = rootItems.firstIndex(of: item) {
            rootItems.insert(contentsOf: fresh, at: after ? index + 1 : index)
        }
    }

    /// Removes `items`, each with its children.
    public mutating func delete(_ items: [Item]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            for child in node.children { delete([child]) }
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
            nodes[item] = nil
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { (rootItems, nodes) = ([], [:]) }

    /// Shows the children of `items`.
    public mutating func expand(_ items: [Item]) { for item in items { nodes[item]?.isExpanded = true } }
    /// Hides the children of `items`.
    public mutating func collapse(_ items: [Item]) { for item in items { nodes[item]?.isExpanded = false } }

    /// `parent`'s descendants as a snapshot of their own (with `parent` as their root when `includingParent`).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var copy = Self()
        guard let node = nodes[parent] else { return copy }
        if includingParent {
            copy.append([parent])
            copy.nodes[parent]?.isExpanded = node.isExpanded
            copy.copyChildren(of: parent, from: self, to: parent)
        } else {
            copy.append(node.children)
            for child in node.children { copy.copyChildren(of: child, from: self, to: child) }
        }
        return copy
    }

    /// Adds `snapshot`'s items after `parent`'s children (or the roots), its trees and expansion kept.
    public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
        append(snapshot.rootItems, to: parent)
        for root in snapshot.rootItems where nodes[root]?.parent == parent { copyChildren(of: root, from: snapshot, to: root) }
    }

    /// Puts `snapshot`'s items in place of `parent`'s children.
    public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
        guard let children = nodes[parent]?.children else {
            return refuse("replace(childrenOf:using:)", "\(parent) is not in the section snapshot; nothing replaced")
        }
        delete(children)
        append(snapshot, to: parent)
    }

    private mutating func copyChildren(of item: Item, from source: Self, to target: Item) {
        guard let node = source.nodes[item] else { return }
        nodes[target]?.isExpanded = node.isExpanded
        append(node.children, to: target)
        for child in node.children where nodes[child]?.parent == target { copyChildren(of: child, from: source, to: child) }
    }

    /// The items of `items` that can be added under `parent`, made nodes; the rest said.
    private mutating func admitted(_ items: [Item], parent: Item?, call: String) -> [Item] {
        if let parent, nodes[parent] == nil {
            refuse(call, "parent \(parent) is not in the section snapshot; nothing added")
            return []
        }
        var fresh: [Item] = []
        for item in items {
            guard nodes[item] == nil else {
                refuse(call, "\(item) is already in the section snapshot; left out")
                continue
            }
            nodes[item] = Node(parent: parent)
            fresh.append(item)
        }
        return fresh
    }

    /// Notes that `call` was refused, and why, to be said when the snapshot is applied.
    private mutating func refuse(_ call: String, _ why: String) { refusals.append(Refusal(call: call, why: why)) }

    /// The tree as indented lines, a `+` before an expanded parent and a `-` before a collapsed one.
    public func visualDescription() -> String {
        items.map { item in
            let node = nodes[item], mark = node?.children.isEmpty == false ? (node?.isExpanded == true ? "+ " : "- ") : "  "
            return String(repeating: "    ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }
}
