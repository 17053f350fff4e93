extension PortFinder {
    /// UIKit's own optional requirements that code calls as `dataSource.numberOfSections?(in: view)`: AnimKit declares
    /// them with defaults, so the call drops its `?` too.
    static let uikitOptionalRequirements: Set<String> = [
        "numberOfSections", "collectionView", "tableView", "sectionIndexTitles", "gestureRecognizer", "gestureRecognizerShouldBegin",
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "scrollViewWillBeginDecelerating", "viewForZooming",
        "scrollViewDidZoom", "scrollViewWillBeginZooming", "scrollViewDidEndZooming", "scrollViewDidChangeAdjustedContentInset",
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
        "textFieldDidEndEditing", "textField", "textFieldShouldReturn", "textFieldShouldClear", "animationDidStart",
        "animationDidStop", "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController", "navigationController", "animationEnded", "interruptibleAnimator", "adaptivePresentationStyle",
        "prepareForPopoverPresentation", "popoverPresentationControllerShouldDismissPopover",
        "popoverPresentationControllerDidDismissPopover",
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
        "presentationControllerDidAttemptToDismiss",
    ]
}
