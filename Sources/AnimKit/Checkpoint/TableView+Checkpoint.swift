import Foundation

extension TableView {
    /// What a checkpoint keeps of a table beyond the scroll view: every stored property of its own but its style (a
    /// test checks) — its record whole, so a seek finds the same cells in sight, the same waiting for reuse and any
    /// row update still animating.
    package static let tableCheckpointFields: [CheckpointField<TableView>] = [
        CheckpointField("record", { $0.record }, { $0.record = $1 }),
        CheckpointField("rowHeight", { $0.rowHeight }, { $0.rowHeight = $1 }),
        CheckpointField("estimatedRowHeight", { $0.estimatedRowHeight }, { $0.estimatedRowHeight = $1 }),
        CheckpointField("sectionHeaderHeight", { $0.sectionHeaderHeight }, { $0.sectionHeaderHeight = $1 }),
        CheckpointField("sectionFooterHeight", { $0.sectionFooterHeight }, { $0.sectionFooterHeight = $1 }),
        CheckpointField("separatorStyle", { $0.separatorStyle }, { $0.separatorStyle = $1 }),
        CheckpointField("sectionHeaderTopPadding", { $0.sectionHeaderTopPadding }, { $0.sectionHeaderTopPadding = $1 }),
        CheckpointField("fillerRowHeight", { $0.fillerRowHeight }, { $0.fillerRowHeight = $1 }),
        CheckpointField(
            "cellLayoutMarginsFollowReadableWidth", { $0.cellLayoutMarginsFollowReadableWidth },
            { $0.cellLayoutMarginsFollowReadableWidth = $1 }),
        CheckpointField("insetsContentViewsToSafeArea", { $0.insetsContentViewsToSafeArea }, { $0.insetsContentViewsToSafeArea = $1 }),
        CheckpointField("separatorColor", { $0.separatorColor }, { $0.separatorColor = $1 }),
        CheckpointField("separatorInset", { $0.separatorInset }, { $0.separatorInset = $1 }),
        CheckpointField("allowsSelection", { $0.allowsSelection }, { $0.allowsSelection = $1 }),
        CheckpointField("allowsMultipleSelection", { $0.allowsMultipleSelection }, { $0.allowsMultipleSelection = $1 }),
        CheckpointField("allowsSelectionDuringEditing", { $0.allowsSelectionDuringEditing }, { $0.allowsSelectionDuringEditing = $1 }),
        CheckpointField("dataSource") { table in
            weak let dataSource = table.dataSource
            return { $0.dataSource = dataSource }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let tableNotCheckpointed = ["storedStyle": "a constant"]
}

extension TableViewCell {
    /// What a checkpoint keeps of a cell beyond the view: its settings, its made parts and its selection, as values
    /// put back without running their setters (a test checks that nothing else is stored).
    package static let cellCheckpointFields: [CheckpointField<TableViewCell>] = [
        CheckpointField("settings", { $0.settings }, { $0.settings = $1 }),
        CheckpointField("builtIns", { $0.builtIns }, { $0.builtIns = $1 }),
        CheckpointField("selectionState", { $0.selectionState }, { $0.selectionState = $1 }),
        CheckpointField("editing", { $0.editing }, { $0.editing = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let cellNotCheckpointed = [
        "storedReuseIdentifier": "a constant", "storedStyle": "a constant", "storedContentView": "a constant view, kept as a view",
        "separator": "a constant view, kept as a view",
    ]
}
