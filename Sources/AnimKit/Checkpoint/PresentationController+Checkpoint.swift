import Foundation

extension PresentationController: CheckpointState {
    /// The presentation's state now, as work that puts it back: its container, presenter, style and delegate, and a
    /// sheet's detents and how it stands — a seek back across a change of detent finds the sheet, its dimming and its
    /// presenter's shrink as they were then (a sheet that thought its presenter already pushed back once left the
    /// status bar's cross-fade out of a replay).
    package func capturedState() -> @MainActor () -> Void {
        let (container, presenting, style) = (containerView, self.presenting, builtInStyle)
        weak let delegate = self.delegate
        let sheet = (self as? SheetPresentationController)?.capturedSheetState()
        return { [weak self] in
            guard let self else { return }
            (containerView, self.presenting, builtInStyle) = (container, presenting, style)
            self.delegate = delegate
            sheet?()
        }
    }
}

extension SheetPresentationController {
    /// A sheet's own settings and standing, put back without placing the sheet (its views are put back as views).
    func capturedSheetState() -> @MainActor () -> Void {
        let settings = (detents, selectedDetentIdentifier, largestUndimmedDetentIdentifier, prefersGrabberVisible, preferredCornerRadius)
        let layout = (
            prefersEdgeAttachedInCompactHeight, widthFollowsPreferredContentSizeWhenEdgeAttached, prefersScrollingExpandsWhenScrolledToEdge
        )
        let standing = (placedIn, shape, dragged, contentDrag, holdsPlacement, pushesPresenterBack)
        return { [weak self] in
            guard let self else { return }
            // Held, so that the settings' observers do not place the sheet while they are put back.
            holdsPlacement = true
            (detents, selectedDetentIdentifier, largestUndimmedDetentIdentifier, prefersGrabberVisible, preferredCornerRadius) = settings
            (
                prefersEdgeAttachedInCompactHeight, widthFollowsPreferredContentSizeWhenEdgeAttached,
                prefersScrollingExpandsWhenScrolledToEdge
            ) =
                layout
            (placedIn, shape, dragged, contentDrag, holdsPlacement, pushesPresenterBack) = standing
        }
    }
}
