import Foundation

/// Told as a text view is edited (UIKit's `UITextViewDelegate`); every method defaults to allowing and to nothing.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether the text view may begin editing.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Whether the text view may end editing.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the text in `range` may become `text`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    /// Yes.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Yes.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Yes.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func textViewDidChange(_ textView: TextView) {}
}

/// UIKit's name for a text view's delegate.
public typealias UITextViewDelegate = TextViewDelegate

/// The region a text view lays its text out in (TextKit's `NSTextContainer`): the space each line keeps from its
/// sides. A change lays the text out again at the next layout.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The space each line keeps from the container's sides: 5 points, as TextKit's default.
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.setNeedsLayout() } }
    /// How a line too long is broken (kept: a text view wraps at words).
    open var lineBreakMode = LineBreakMode.byWordWrapping
    /// The most lines laid out; 0 for no limit (kept).
    open var maximumNumberOfLines = 0
    /// The text view laid out in it.
    weak var owner: View?

    /// A container of its own.
    public init() {}
}
