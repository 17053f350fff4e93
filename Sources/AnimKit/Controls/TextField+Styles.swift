import Foundation

extension TextField {
    /// How the field's edge is drawn (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin black line.
        case line
        /// A grey line (UIKit's bezel, drawn flat).
        case bezel
        /// A white field with a light grey rounded edge, text 7 points in.
        case roundedRect
    }

    /// When a left or right view is shown (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never (the default).
        case never
        /// While editing.
        case whileEditing
        /// While not editing.
        case unlessEditing
        /// Always.
        case always
    }
}
