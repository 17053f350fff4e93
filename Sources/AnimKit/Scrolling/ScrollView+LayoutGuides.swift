import Foundation

extension ScrollView {
    /// The scroll view's content area as a guide (iOS 11): its origin is the content's (it does not move as the content
    /// scrolls) and its size is the content's. Constraints that settle its width and height set ``contentSize`` at each
    /// layout pass.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide") }

    /// The scroll view's frame, untransformed, as a guide (iOS 11): for constraints that mean the scroll view itself, as
    /// opposed to its content — a content view as wide as the scroll view, a badge that does not scroll.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide") }
}
