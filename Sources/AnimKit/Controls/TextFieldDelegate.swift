import Foundation

/// What a text field asks and tells as it is edited (also spelled `UITextFieldDelegate`); every method has UIKit's
/// default (allow, do nothing), so implement only those you need.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (`true` by default).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: the field has the keyboard.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (`true` by default); `endEditing(true)` does not ask.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets, as UIKit's) with `string` (empty for a
    /// deletion); `true` by default.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Return was pressed: whether the field does its default (`true` by default). Resign here to hide the keyboard.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The clear button was tapped: whether the field empties (`true` by default).
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The text changed through typing (the caret is always at the end here).
    func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
    /// `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// `true`.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// `true`.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}

/// UIKit's name for a text field's delegate.
public typealias UITextFieldDelegate = TextFieldDelegate
