import Foundation

/// Gives a page view controller the pages either side of the one shown (also spelled
/// `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`; `nil` when it is the first.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
        -> ViewController?
    /// The page after `viewController`; `nil` when it is the last.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many dots the page control shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which dot is lit when the pages are first shown.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// No page control.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Told as a page view controller's pages turn (also spelled `UIPageViewControllerDelegate`).
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A drag is about to turn to `pendingViewControllers`.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A turn ended: `completed` when the page changed, `previousViewControllers` the pages shown before.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool)
    /// Where the spine goes when the interface turns to `orientation` (curled pages).
    func pageViewController(_ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation)
        -> PageViewController.SpineLocation
    /// The orientations the page view controller supports.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: PageViewController) -> InterfaceOrientationMask
    /// The orientation it prefers when presented.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: PageViewController) -> InterfaceOrientation
}

extension PageViewControllerDelegate {
    /// Nothing.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {}
    /// The spine the page view controller has.
    public func pageViewController(_ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation)
        -> PageViewController.SpineLocation
    { pageViewController.spineLocation }
    /// Every orientation.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: PageViewController) -> InterfaceOrientationMask {
        .all
    }
    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: PageViewController)
        -> InterfaceOrientation
    { .portrait }
}

/// UIKit's name for a page view controller's data source.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// UIKit's name for a page view controller's delegate.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
