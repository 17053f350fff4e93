import Foundation

extension TextField {
    /// What a checkpoint keeps of a text field beyond the control (a test checks every stored property is here or excused).
    package static let fieldCheckpointFields: [CheckpointField<TextField>] = [
        CheckpointField("storedText", \.storedText), CheckpointField("placeholder", \.placeholder), CheckpointField("font", \.font),
        CheckpointField("textColor", \.textColor), CheckpointField("textAlignment", \.textAlignment),
        CheckpointField("borderStyle", \.borderStyle), CheckpointField("leftView", \.leftView),
        CheckpointField("leftViewMode", \.leftViewMode), CheckpointField("rightView", \.rightView),
        CheckpointField("rightViewMode", \.rightViewMode), CheckpointField("isSecureTextEntry", \.isSecureTextEntry),
        CheckpointField("clearsOnBeginEditing", \.clearsOnBeginEditing), CheckpointField("isEditing", \.isEditing),
        CheckpointField("selectedOffsets", \.selectedOffsets), CheckpointField("styledPlaceholder", \.styledPlaceholder),
        CheckpointField("styledText", \.styledText),
        CheckpointField("inputSettings", \.inputSettings),
        CheckpointField("delegate") { field in
            weak let delegate = field.delegate
            return { $0.delegate = delegate }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let fieldNotCheckpointed = [
        "textLabel": "a subview made once, whose look the view checkpoints keep",
        "caret": "a subview made once, whose look the view checkpoints keep",
        "drawsOwnPlaceholder": "asked of drawPlaceholder(in:) again at every layout of the parts",
    ]

    /// Whether the left view shows now.
    var showsLeftView: Bool { leftViewMode.shows(editing: isEditing) }
    /// Whether the right view shows now.
    var showsRightView: Bool { rightViewMode.shows(editing: isEditing) }
}

extension TextField.ViewMode {
    /// Whether a view in this mode shows while the field is `editing` or not.
    func shows(editing: Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }
}
