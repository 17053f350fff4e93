import Foundation

/// What takes typed text (also spelled `UIKeyInput`): a text field and a text view do, and so does a view of yours
/// that declares it (a PIN field). A window host sends the keys typed while such a responder has the keyboard here; a
/// test calls the same methods. A responder of yours that takes typed text shows the keyboard, with its notifications,
/// when it becomes first responder, drawn as its ``TextInputTraits`` ask, and lets it go when it resigns.
@preconcurrency @MainActor
public protocol KeyInput: TextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Types `text` (a newline is the Return key).
    func insertText(_ text: String)
    /// Deletes the character before the caret (the Backspace key).
    func deleteBackward()
}

/// UIKit's name for something that takes typed text.
public typealias UIKeyInput = KeyInput

/// A responder of AnimKit's that edits text and shows and hides the keyboard itself (a text field, a text view), after
/// its delegate hears editing begin and before it hears it end, as UIKit orders them.
protocol EditsText: KeyInput {}

extension View {
    /// Makes the responder with the keyboard let it go if it is this view or one beneath it; returns whether it did.
    /// `force` is UIKit's "even if it asks not to"; a text field here asks its delegate unless forced.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let first = Responder.first as? View, first.isDescendant(of: self) else { return false }
        if force, let field = first as? TextField {
            field.endEditingForced()
            return true
        }
        return first.resignFirstResponder()
    }
}
