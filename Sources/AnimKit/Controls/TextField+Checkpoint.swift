import Foundation

extension TextField {
    /// What a checkpoint keeps of a text field beyond the control (a test checks every stored property is here or excused).
    package static let fieldCheckpointFields: [CheckpointField<TextField>] = [
        CheckpointField("storedText", { $0.storedText }, { $0.storedText = $1 }),
        CheckpointField("placeholder", { $0.placeholder }, { $0.placeholder = $1 }), CheckpointField("font", { $0.font }, { $0.font = $1 }),
        CheckpointField("textColor", { $0.textColor }, { $0.textColor = $1 }),
        CheckpointField("textAlignment", { $0.textAlignment }, { $0.textAlignment = $1 }),
        CheckpointField("borderStyle", { $0.borderStyle }, { $0.borderStyle = $1 }),
        CheckpointField("leftView", { $0.leftView }, { $0.leftView = $1 }),
        CheckpointField("leftViewMode", { $0.leftViewMode }, { $0.leftViewMode = $1 }),
        CheckpointField("rightView", { $0.rightView }, { $0.rightView = $1 }),
        CheckpointField("rightViewMode", { $0.rightViewMode }, { $0.rightViewMode = $1 }),
        CheckpointField("isSecureTextEntry", { $0.isSecureTextEntry }, { $0.isSecureTextEntry = $1 }),
        CheckpointField("clearsOnBeginEditing", { $0.clearsOnBeginEditing }, { $0.clearsOnBeginEditing = $1 }),
        CheckpointField("isEditing", { $0.isEditing }, { $0.isEditing = $1 }),
        CheckpointField("selectedOffsets", { $0.selectedOffsets }, { $0.selectedOffsets = $1 }),
        CheckpointField("styledPlaceholder", { $0.styledPlaceholder }, { $0.styledPlaceholder = $1 }),
        CheckpointField("styledText", { $0.styledText }, { $0.styledText = $1 }),
        CheckpointField("inputSettings", { $0.inputSettings }, { $0.inputSettings = $1 }),
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
