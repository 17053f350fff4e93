import Foundation

extension TableView {
    /// What a checkpoint keeps of a table beyond the scroll view: every stored property of its own but its style (a
    /// test checks) — its record whole, so a seek finds the same cells in sight, the same waiting for reuse and any
    /// row update still animating.
    package static let tableCheckpointFields: [CheckpointField<TableView>] = [
        CheckpointField("record", \.record),
        CheckpointField("rowHeight", \.rowHeight), CheckpointField("estimatedRowHeight", \.estimatedRowHeight),
        CheckpointField("sectionHeaderHeight", \.sectionHeaderHeight), CheckpointField("sectionFooterHeight", \.sectionFooterHeight),
        CheckpointField("separatorStyle", \.separatorStyle),
        CheckpointField("separatorColor", \.separatorColor), CheckpointField("separatorInset", \.separatorInset),
        CheckpointField("allowsSelection", \.allowsSelection), CheckpointField("allowsMultipleSelection", \.allowsMultipleSelection),
        CheckpointField("allowsSelectionDuringEditing", \.allowsSelectionDuringEditing),
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
        CheckpointField("settings", \.settings), CheckpointField("builtIns", \.builtIns),
        CheckpointField("selectionState", \.selectionState), CheckpointField("editing", \.editing),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let cellNotCheckpointed = [
        "storedReuseIdentifier": "a constant", "storedStyle": "a constant", "storedContentView": "a constant view, kept as a view",
        "separator": "a constant view, kept as a view",
    ]
}
