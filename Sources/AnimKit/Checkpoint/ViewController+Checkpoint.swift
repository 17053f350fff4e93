import Foundation

extension ViewController: CheckpointState {
    /// The controller's state now, as work that puts it back: a seek through a presentation or a push finds the
    /// controllers as they were at that moment, with the views — and what a subclass of the scene's own stores
    /// (``UserStoredProperties``).
    package func capturedState() -> @MainActor () -> Void {
        let own = checkpointRestoration().run
        guard let added = UserStoredProperties.keep(self) else { return own }
        return {
            own()
            added()
        }
    }

    /// What a checkpoint keeps of a controller: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<ViewController>] = [
        CheckpointField("loadedView", \.loadedView), CheckpointField("title", \.title),
        CheckpointField("preferredContentSize", \.preferredContentSize),
        CheckpointField("additionalSafeAreaInsets", \.additionalSafeAreaInsets), CheckpointField("children", \.children),
        CheckpointField("presentedViewController", \.presentedViewController),
        CheckpointField("modalPresentationStyle", \.modalPresentationStyle),
        CheckpointField("modalTransitionStyle", \.modalTransitionStyle),
        CheckpointField("isModalInPresentation", \.isModalInPresentation),
        CheckpointField("modalPresentationCapturesStatusBarAppearance", \.modalPresentationCapturesStatusBarAppearance),
        CheckpointField("appearance", \.appearance), CheckpointField("appearanceIsAnimated", \.appearanceIsAnimated),
        CheckpointField("presentationPhase", \.presentationPhase), CheckpointField("ownPresentation", \.ownPresentation),
        CheckpointField("activeCoordinator", \.activeCoordinator),
        CheckpointField("transitionContainer", \.transitionContainer), CheckpointField("barInsets", \.barInsets),
        CheckpointField("editingState") { controller in
            let editing = controller.editingState
            return {
                $0.editingState = editing
                $0.labelEditButton(quietly: true)
            }
        },
        CheckpointField("editItem", \.editItem),
        CheckpointField("contentUnavailableConfiguration") { $0.contentUnavailableRestoration() },
        CheckpointField("$__lazy_storage_$_tabBarItem") { controller in
            let item = controller.tabBarItem
            return { $0.tabBarItem = item }
        },
        CheckpointField("hidesBottomBarWhenPushed", \.hidesBottomBarWhenPushed),
        CheckpointField("definesPresentationContext", \.definesPresentationContext),
        CheckpointField("automaticallyAdjustsScrollViewInsets", \.automaticallyAdjustsScrollViewInsets),
        CheckpointField("viewRespectsSystemMinimumLayoutMargins", \.viewRespectsSystemMinimumLayoutMargins),
        CheckpointField("toolbarItemsSet", \.toolbarItemsSet),
        CheckpointField("parent") { controller in
            weak let parent = controller.parent
            return { $0.parent = parent }
        },
        CheckpointField("presentingViewController") { controller in
            weak let presenting = controller.presentingViewController
            return { $0.presentingViewController = presenting }
        },
        CheckpointField("transitioningDelegate") { controller in
            weak let delegate = controller.transitioningDelegate
            return { $0.transitioningDelegate = delegate }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let notCheckpointed = [
        "$__lazy_storage_$_navigationItem": "made once on first use and changed only by the scene's code, not by time"
    ]
}

extension NavigationController {
    /// What a checkpoint keeps of a navigation controller beyond the controller (a test checks every stored property).
    package static let navigationCheckpointFields: [CheckpointField<NavigationController>] = [
        CheckpointField("viewControllers", \.viewControllers), CheckpointField("isNavigationBarHidden", \.isNavigationBarHidden),
        CheckpointField("isToolbarHidden", \.isToolbarHidden),
        CheckpointField("shadowView", \.shadowView), CheckpointField("popDriver", \.popDriver),
        CheckpointField("interactivePopGestureRecognizer", \.interactivePopGestureRecognizer),
        CheckpointField("delegate") { navigation in
            weak let delegate = navigation.delegate
            return { $0.delegate = delegate }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let navigationNotCheckpointed = [
        "storedNavigationBar": "a view made once, which view checkpoints keep", "storedToolbar": "the same",
    ]
}

extension TabBarController {
    /// What a checkpoint keeps of a tab bar controller beyond the controller: its tabs, the one shown, its delegate —
    /// and the bar's items and selection, which the bar draws from.
    package static let tabCheckpointFields: [CheckpointField<TabBarController>] = [
        CheckpointField("storedControllers", \.storedControllers),
        CheckpointField("shown") { tabs in
            weak let shown = tabs.shown
            return { $0.shown = shown }
        },
        CheckpointField("delegate") { tabs in
            weak let delegate = tabs.delegate
            return { $0.delegate = delegate }
        },
        // The bar is a view made once; what it draws from are its items and selection.
        CheckpointField("storedTabBar") { tabs in
            let (items, selected) = (tabs.tabBar.items, tabs.tabBar.selectedItem)
            return { ($0.tabBar.items, $0.tabBar.selectedItem) = (items, selected) }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why: none.
    package static let tabNotCheckpointed: [String: String] = [:]
}

extension PageViewController {
    /// What a checkpoint keeps of a page view controller beyond the controller: the page shown and those laid out beside
    /// it, a slide's completion, its data source and delegate, and the page control's dot.
    package static let pageCheckpointFields: [CheckpointField<PageViewController>] = [
        CheckpointField("current", \.current), CheckpointField("laidOut", \.laidOut),
        CheckpointField("pendingCompletion") { pages in
            let completion = pages.pendingCompletion
            return { $0.pendingCompletion = completion }
        },
        CheckpointField("dataSource") { pages in
            weak let source = pages.dataSource
            return { $0.dataSource = source }
        },
        CheckpointField("delegate") { pages in
            weak let delegate = pages.delegate
            return { $0.delegate = delegate }
        },
        CheckpointField("isDoubleSided", \.isDoubleSided),
        // Views made once, which view checkpoints keep; the dot shown is the page control's own state.
        CheckpointField("pageControl") { pages in
            let page = pages.pageControl.currentPage
            return { $0.pageControl.currentPage = page }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let pageNotCheckpointed = [
        "transitionStyle": "set when made, never changed", "navigationOrientation": "set when made, never changed",
        "pager": "a view made once, which view checkpoints keep",
    ]
}
