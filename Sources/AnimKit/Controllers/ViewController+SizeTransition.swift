import Foundation

/// What a controller does by default when its view is about to change size or traits (the device turns): it tells
/// its children and the controller it presented, as UIKit's `UIContentContainer` methods do.
extension ViewController {
    /// Tells each child of its size in a view of `size` (``size(forChildContentContainer:withParentContainerSize:)``),
    /// and the controller this one presented of its own.
    func forwardSizeTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        if let presented = presentedFromHere {
            // A presented view that fills the screen is given the screen's new size; another keeps its own.
            let filling = presented.viewIfLoaded.map { $0.bounds.size == viewIfLoaded?.window?.bounds.size } ?? true
            presented.viewWillTransition(to: filling ? size : presented.viewIfLoaded?.bounds.size ?? size, with: coordinator)
        }
    }

    /// Tells each child and the controller this one presented of the traits to come.
    func forwardTraitTransition(to traits: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: traits, with: coordinator) }
        presentedFromHere?.willTransition(to: traits, with: coordinator)
    }

    /// The controller this one presented itself (not one an ancestor presented).
    private var presentedFromHere: ViewController? {
        guard let presented = presentedViewController, presented.presentingViewController === self else { return nil }
        return presented
    }

    /// The controller whose ``supportedInterfaceOrientations`` decides whether the interface turns: this one, or the
    /// one it presented full screen, and so on up.
    var orientationDecider: ViewController {
        var deciding = self
        while let presented = deciding.presentedViewController,
            [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle.resolved)
        {
            deciding = presented
        }
        return deciding
    }
}
