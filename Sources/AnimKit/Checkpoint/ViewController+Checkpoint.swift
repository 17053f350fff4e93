import Foundation

extension ViewController: CheckpointState {
    /// The controller's state now, as work that puts it back: a seek through a presentation or a push finds the
    /// controllers as they were at that moment, with the views.
    package func capturedState() -> @MainActor () -> Void {
        checkpointRestoration().run
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
        CheckpointField("definesPresentationContext", \.definesPresentationContext),
        CheckpointField("automaticallyAdjustsScrollViewInsets", \.automaticallyAdjustsScrollViewInsets),
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
        CheckpointField("shadowView", \.shadowView), CheckpointField("popDriver", \.popDriver),
        CheckpointField("interactivePopGestureRecognizer", \.interactivePopGestureRecognizer),
        CheckpointField("delegate") { navigation in
            weak let delegate = navigation.delegate
            return { $0.delegate = delegate }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let navigationNotCheckpointed = ["storedNavigationBar": "a view made once, which view checkpoints keep"]
}
