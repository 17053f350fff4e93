import Foundation

extension ViewController: CheckpointState {
    /// The controller's state now, as work that puts it back: a seek through a presentation or a push finds the
    /// controllers as they were at that moment, with the views — and what a subclass of the scene's own stores
    /// (``UserStoredProperties``).
    package func capturedState() -> @MainActor () -> Void {
        let restoration = checkpointRestoration()
        let own = restoration.run
        guard let added = UserStoredProperties.keep(self, below: restoration.covered) else { return own }
        return {
            own()
            added()
        }
    }

    /// What a checkpoint keeps of a controller: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<ViewController>] = [
        CheckpointField("loadedView", { $0.loadedView }, { $0.loadedView = $1 }), CheckpointField("title", { $0.title }, { $0.title = $1 }),
        CheckpointField("preferredContentSize", { $0.preferredContentSize }, { $0.preferredContentSize = $1 }),
        CheckpointField("assignedContentScrollViews", { $0.assignedContentScrollViews }, { $0.assignedContentScrollViews = $1 }),
        CheckpointField("additionalSafeAreaInsets", { $0.additionalSafeAreaInsets }, { $0.additionalSafeAreaInsets = $1 }),
        CheckpointField("children", { $0.children }, { $0.children = $1 }),
        CheckpointField("presentedViewController", { $0.presentedViewController }, { $0.presentedViewController = $1 }),
        CheckpointField("modalPresentationStyle", { $0.modalPresentationStyle }, { $0.modalPresentationStyle = $1 }),
        CheckpointField("modalTransitionStyle", { $0.modalTransitionStyle }, { $0.modalTransitionStyle = $1 }),
        CheckpointField("isModalInPresentation", { $0.isModalInPresentation }, { $0.isModalInPresentation = $1 }),
        CheckpointField(
            "modalPresentationCapturesStatusBarAppearance", { $0.modalPresentationCapturesStatusBarAppearance },
            { $0.modalPresentationCapturesStatusBarAppearance = $1 }),
        CheckpointField("appearance", { $0.appearance }, { $0.appearance = $1 }),
        CheckpointField("appearanceIsAnimated", { $0.appearanceIsAnimated }, { $0.appearanceIsAnimated = $1 }),
        CheckpointField("presentationPhase", { $0.presentationPhase }, { $0.presentationPhase = $1 }),
        CheckpointField("ownPresentation", { $0.ownPresentation }, { $0.ownPresentation = $1 }),
        CheckpointField("activeCoordinator", { $0.activeCoordinator }, { $0.activeCoordinator = $1 }),
        CheckpointField("transitionContainer", { $0.transitionContainer }, { $0.transitionContainer = $1 }),
        CheckpointField("barInsets", { $0.barInsets }, { $0.barInsets = $1 }),
        CheckpointField("editingState") { controller in
            let editing = controller.editingState
            return {
                $0.editingState = editing
                $0.labelEditButton(quietly: true)
            }
        },
        CheckpointField("editItem", { $0.editItem }, { $0.editItem = $1 }),
        CheckpointField("contentUnavailableConfiguration") { $0.contentUnavailableRestoration() },
        CheckpointField("madeTabBarItem", { $0.madeTabBarItem }, { $0.madeTabBarItem = $1 }),
        CheckpointField("hidesBottomBarWhenPushed", { $0.hidesBottomBarWhenPushed }, { $0.hidesBottomBarWhenPushed = $1 }),
        CheckpointField("definesPresentationContext", { $0.definesPresentationContext }, { $0.definesPresentationContext = $1 }),
        CheckpointField(
            "automaticallyAdjustsScrollViewInsets", { $0.automaticallyAdjustsScrollViewInsets },
            { $0.automaticallyAdjustsScrollViewInsets = $1 }),
        CheckpointField(
            "viewRespectsSystemMinimumLayoutMargins", { $0.viewRespectsSystemMinimumLayoutMargins },
            { $0.viewRespectsSystemMinimumLayoutMargins = $1 }),
        CheckpointField("toolbarItemsSet", { $0.toolbarItemsSet }, { $0.toolbarItemsSet = $1 }),
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
        CheckpointField("viewControllers", { $0.viewControllers }, { $0.viewControllers = $1 }),
        CheckpointField("isNavigationBarHidden", { $0.isNavigationBarHidden }, { $0.isNavigationBarHidden = $1 }),
        CheckpointField("isToolbarHidden", { $0.isToolbarHidden }, { $0.isToolbarHidden = $1 }),
        CheckpointField("shadowView", { $0.shadowView }, { $0.shadowView = $1 }),
        CheckpointField("popDriver", { $0.popDriver }, { $0.popDriver = $1 }),
        CheckpointField(
            "interactivePopGestureRecognizer", { $0.interactivePopGestureRecognizer }, { $0.interactivePopGestureRecognizer = $1 }),
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
        CheckpointField("storedControllers", { $0.storedControllers }, { $0.storedControllers = $1 }),
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
    /// it, a curl under way, a slide's completion, its data source and delegate, and the page control's dot.
    package static let pageCheckpointFields: [CheckpointField<PageViewController>] = [
        CheckpointField("current", { $0.current }, { $0.current = $1 }), CheckpointField("laidOut", { $0.laidOut }, { $0.laidOut = $1 }),
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
        CheckpointField("isDoubleSided", { $0.isDoubleSided }, { $0.isDoubleSided = $1 }),
        // A curl under way: its pages, fold and stage (a view, which view checkpoints keep), and its run.
        CheckpointField("curl", { $0.curl }, { $0.curl = $1 }), CheckpointField("curlMotion", { $0.curlMotion }, { $0.curlMotion = $1 }),
        CheckpointField("appearing", { $0.appearing }, { $0.appearing = $1 }),
        // Views made once, which view checkpoints keep; the dot shown is the page control's own state.
        CheckpointField("pageControl") { pages in
            let page = pages.pageControl.currentPage
            return { $0.pageControl.currentPage = page }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let pageNotCheckpointed = [
        "transitionStyle": "set when made, never changed", "navigationOrientation": "set when made, never changed",
        "pager": "a view made once, which view checkpoints keep", "interPageSpacing": "set when made, never changed",
        "curlPan": "a recognizer made once, which view checkpoints keep", "curlTap": "a recognizer made once, which view checkpoints keep",
    ]
}
