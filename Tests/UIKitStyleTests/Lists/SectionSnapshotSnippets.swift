import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// NSDiffableDataSourceSectionSnapshot as Apple documents it: items in a tree, `items` depth first, `visibleItems` the
// roots and the children of expanded parents, `level(of:)` the depth, deletion taking children along.
@MainActor
@Suite("NSDiffableDataSourceSectionSnapshot: a section's items as a tree")
struct SectionSnapshotSnippets {
    /// Photos (Beach, Snow (Alps)), Work (Q1); nothing expanded.
    static func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Photos", "Work"])
        tree.append(["Beach", "Snow"], to: "Photos")
        tree.append(["Alps"], to: "Snow")
        tree.append(["Q1"], to: "Work")
        return tree
    }

    @Test("items depth first; only roots visible until parents expand; a child of a collapsed parent stays hidden")
    func visibility() {
        var tree = Self.tree()
        #expect(tree.items == ["Photos", "Beach", "Snow", "Alps", "Work", "Q1"])
        #expect(tree.rootItems == ["Photos", "Work"] && tree.visibleItems == ["Photos", "Work"])
        tree.expand(["Snow"])
        #expect(tree.visibleItems == ["Photos", "Work"] && !tree.isVisible("Alps"))
        tree.expand(["Photos"])
        #expect(tree.visibleItems == ["Photos", "Beach", "Snow", "Alps", "Work"])
        #expect(tree.level(of: "Alps") == 2 && tree.level(of: "Beach") == 1 && tree.level(of: "Work") == 0)
        #expect(tree.parent(of: "Alps") == "Snow" && tree.parent(of: "Photos") == nil && tree.index(of: "Work") == 4)
        tree.collapse(["Photos"])
        #expect(tree.visibleItems == ["Photos", "Work"] && tree.isExpanded("Snow"))
    }

    @Test("insert beside an item in its parent, delete with children, a subtree as a snapshot, replace children")
    func editing() {
        var tree = Self.tree()
        tree.insert(["City"], before: "Snow")
        tree.insert(["Q2"], after: "Q1")
        #expect(tree.items == ["Photos", "Beach", "City", "Snow", "Alps", "Work", "Q1", "Q2"])
        tree.delete(["Snow"])
        #expect(!tree.contains("Alps") && tree.items == ["Photos", "Beach", "City", "Work", "Q1", "Q2"])
        let work = tree.snapshot(of: "Work")
        #expect(work.rootItems == ["Q1", "Q2"])
        #expect(tree.snapshot(of: "Work", includingParent: true).items == ["Work", "Q1", "Q2"])
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["Plan"])
        tree.replace(childrenOf: "Work", using: replacement)
        #expect(tree.items == ["Photos", "Beach", "City", "Work", "Plan"])
        tree.expand(["Photos"])
        #expect(tree.visualDescription() == "+ Photos\n      Beach\n      City\n- Work\n      Plan")
        tree.deleteAll()
        #expect(tree.items.isEmpty)
    }

    @Test("an item added twice, or under a parent not there, is left out")
    func refusals() {
        var tree = Self.tree()
        tree.append(["Beach"], to: "Work")
        tree.append(["X"], to: "Nowhere")
        #expect(tree.items == ["Photos", "Beach", "Snow", "Alps", "Work", "Q1"])
    }
}
