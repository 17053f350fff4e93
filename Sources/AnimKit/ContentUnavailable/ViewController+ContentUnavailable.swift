import Foundation

/// iOS 17's content-unavailable state of a controller: the view its ``ViewController/contentUnavailableConfiguration``
/// makes covers the controller's view, and ``ViewController/updateContentUnavailableConfiguration(using:)`` is asked
/// for a new one at the next layout after ``ViewController/setNeedsUpdateContentUnavailableConfiguration()``, and
/// once before the view first appears.
extension ViewController {
    /// The view shown for each controller's configuration, and the controllers whose update is due.
    private static var shownViews = ObjectSideTable<View>()
    private static var updatesDue = ObjectSideTable<Bool>()

    /// The state the configuration is updated for: the view's traits.
    public var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        ContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for ``updateContentUnavailableConfiguration(using:)`` at the next layout of the view.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        ViewController.updatesDue[self] = true
        loadedView?.setNeedsLayout()
    }

    /// Runs the update asked for (or the first, before the view first appears), as the view is laid out.
    func updateContentUnavailableIfDue(firstAppearance: Bool) {
        guard ViewController.updatesDue[self] == true || firstAppearance && ViewController.updatesDue[self] == nil else { return }
        ViewController.updatesDue[self] = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// The configuration, the view showing it and whether an update is due, as work that puts them back (a checkpoint's
    /// part of the controller; the view itself is put back in the tree with the views).
    func contentUnavailableRestoration() -> @MainActor (ViewController) -> Void {
        let (configuration, shown, due) = (
            contentUnavailableConfiguration, ViewController.shownViews[self], ViewController.updatesDue[self]
        )
        return { controller in
            controller.contentUnavailableConfiguration = configuration
            ViewController.shownViews[controller] = shown
            ViewController.updatesDue[controller] = due
        }
    }

    /// Shows the configuration set: its view over the controller's, filling it (a view of the same kind shows the new
    /// configuration in place), or none. A checkpoint putting the configuration back leaves the views to the views'.
    func showContentUnavailable() {
        guard !AnimationEngine.isRestoringCheckpoint, let view = loadedView else { return }
        let shown = ViewController.shownViews[self]
        guard let configuration = contentUnavailableConfiguration else {
            shown?.removeFromSuperview()
            ViewController.shownViews[self] = nil
            return
        }
        if let content = shown as? (View & ContentView), shown?.superview === view,
            type(of: content.configuration) == type(of: configuration)
        {
            content.configuration = configuration
            return
        }
        shown?.removeFromSuperview()
        let cover = configuration.makeContentView()
        cover.frame = view.bounds
        cover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(cover)
        ViewController.shownViews[self] = cover
    }
}
