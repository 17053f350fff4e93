import Foundation

/// Decoration views: the layout's own views (sections' backgrounds), made from the classes it registered, under the
/// cells.
extension CollectionView {
    /// Shows the decoration views among `elements` behind everything else, and lets go those no longer in sight.
    func tileDecorations(_ elements: [CollectionViewLayoutAttributes], of layout: CollectionViewLayout) {
        // Most layouts have none: nothing to do on each scroll step.
        guard !elements.isEmpty || !record.decorations.isEmpty else { return }
        var wanted: [String: Set<IndexPath>] = [:]
        for attributes in elements {
            let kind = attributes.representedElementKind ?? ""
            guard let view = record.decorations[kind]?[attributes.indexPath] ?? madeDecoration(ofKind: kind, layout: layout) else {
                continue
            }
            wanted[kind, default: []].insert(attributes.indexPath)
            if view.appliedAttributes?.isEqual(attributes) != true { View.performWithoutAnimation { attributes.apply(to: view) } }
            if record.decorations[kind]?[attributes.indexPath] == nil {
                record.decorations[kind, default: [:]][attributes.indexPath] = view
                insertSubview(view, at: 0)
            }
        }
        for kind in record.decorations.keys.sorted() {
            for (path, view) in record.decorations[kind, default: [:]].inPathOrder where wanted[kind]?.contains(path) != true {
                record.decorations[kind]?[path] = nil
                recycle(view)
            }
        }
        // Under the cells and headers, which are added in front and inserted at the back as they come into sight: the
        // last section's at the back.
        let shown = record.decorations.keys.sorted().flatMap { record.decorations[$0, default: [:]].inPathOrder.map(\.value) }
        let behind = Set(shown.map(ObjectIdentifier.init))
        if !subviews.prefix(shown.count).allSatisfy({ behind.contains(ObjectIdentifier($0)) }) {
            for view in shown { sendSubviewToBack(view) }
        }
    }

    /// A decoration view of `kind`: one out of sight, prepared for reuse, or a new one of the class the layout
    /// registered; `nil`, said once, when it registered none.
    private func madeDecoration(ofKind kind: String, layout: CollectionViewLayout) -> CollectionReusableView? {
        let key = "decoration/" + kind
        if var waiting = record.reusePool[key], let view = waiting.popLast() {
            record.reusePool[key] = waiting
            view.prepareForReuse()
            return view
        }
        guard let viewType = layout.decorationClasses[kind] else {
            guard layout.unregisteredDecorations.insert(kind).inserted else { return nil }
            ScrollView.refuse(
                "layoutAttributesForElements(in:)", "no class registered for decoration views of kind \(kind); none is shown")
            return nil
        }
        let view = viewType.init(frame: .zero)
        view.reuseIdentifier = key
        return view
    }
}
