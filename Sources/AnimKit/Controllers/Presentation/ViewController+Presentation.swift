import Foundation

extension ViewController {
    /// How long a built-in presentation or dismissal moves, in seconds (iOS does not document its own timing).
    public static let presentationDuration: TimeInterval = 0.5

    /// Whether this controller is being presented now (between `viewWillAppear` and `viewDidAppear` of a presentation).
    public var isBeingPresented: Bool { presentationPhase == .presenting }

    /// Whether this controller is being dismissed now.
    public var isBeingDismissed: Bool { presentationPhase == .dismissing }

    /// Presents `controller` as ``ViewController/present(_:animated:completion:)`` describes.
    func presentController(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = rootOfParents
        guard let window = presenter.viewIfLoaded?.window else {
            return ViewController.refuse(
                "present(\(controller.typeName)) on \(presenter.typeName)", "its view is not in a window; nothing happens")
        }
        guard presenter.presentedViewController == nil else {
            return ViewController.refuse(
                "present(\(controller.typeName)) on \(presenter.typeName)",
                "it is already presenting \(presenter.presentedViewController?.typeName ?? ""); nothing happens")
        }
        guard controller.presentingViewController == nil, controller !== presenter, controller.appearance == .disappeared else {
            return ViewController.refuse(
                "present(\(controller.typeName)) on \(presenter.typeName)", "\(controller.typeName) is already shown; nothing happens")
        }
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        let presentation = controller.presentation(from: presenter, source: self)
        let transition = ModalTransition(presenter: presenter, presented: controller, window: window, presentation: presentation)
        controller.presentationPhase = .presenting
        transition.run(presenting: true, animated: animated) { completed in
            controller.presentationPhase = nil
            guard completed else {
                // A cancelled presentation leaves nothing presented.
                presenter.presentedViewController = nil
                controller.presentingViewController = nil
                return window.updateStatusBar()
            }
            completion?()
        }
    }

    /// Starts a dismissal as ``dismiss(animated:completion:)`` does; an `interactive` one is returned paused, for a
    /// finger to drive (a sheet dragged down).
    @discardableResult
    func startDismissal(animated: Bool, interactive: Bool = false, completion: (() -> Void)?) -> PropertyAnimator? {
        let presenter = rootOfParents
        let owner: ViewController, presented: ViewController
        if let shown = presenter.presentedViewController {
            (owner, presented) = (presenter, shown)
        } else if let presenting = presenter.presentingViewController {
            (owner, presented) = (presenting, presenter)
        } else {
            ViewController.refuse("dismiss(animated:) on \(typeName)", "it presents nothing and was not presented; nothing happens")
            return nil
        }
        guard presented.presentationPhase == nil, let window = presented.viewIfLoaded?.window else {
            ViewController.refuse(
                "dismiss(animated:) on \(typeName)", "\(presented.typeName) is already being presented or dismissed; nothing happens")
            return nil
        }
        // What this one presented goes first, without moving.
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        let presentation = presented.ownPresentation ?? presented.presentation(from: owner, source: self)
        let transition = ModalTransition(presenter: owner, presented: presented, window: window, presentation: presentation)
        presented.presentationPhase = .dismissing
        return transition.run(presenting: false, animated: animated, interactive: interactive) { completed in
            presented.presentationPhase = nil
            // A cancelled dismissal leaves the controller presented.
            guard completed else { return }
            owner.presentedViewController = nil
            presented.presentingViewController = nil
            window.updateStatusBar()
            completion?()
        }
    }

    /// The presentation controller that shows this controller: made on first read from ``modalPresentationStyle``,
    /// as UIKit makes it (so a delegate can be set before presenting), and again if the style changed; for a
    /// `.custom` presentation, the transitioning delegate's own when it gives one.
    public var presentationController: PresentationController? { presentation(from: nil, source: nil) }

    /// The presentation controller when the controller is shown as a sheet (`.pageSheet`, `.formSheet`, `.automatic`),
    /// for its detents and grabber; `nil` for other styles.
    public var sheetPresentationController: SheetPresentationController? { presentationController as? SheetPresentationController }

    /// The presentation controller for a presentation from `presenter` (`nil`: only read), asking the delegate of a
    /// `.custom` one when `source` presents.
    func presentation(from presenter: ViewController?, source: ViewController?) -> PresentationController {
        let style = modalPresentationStyle.resolved
        if style == .custom, let presenter, let source,
            let own = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source)
        {
            own.presenting = presenter
            ownPresentation = own
            return own
        }
        // Read while a delegate's own shows it (an action sheet's popover on a pad): that one.
        if style == .custom, presenter == nil, let ownPresentation { return ownPresentation }
        let popover = modalPresentationStyle == .popover
        if let ownPresentation, ownPresentation.builtInStyle == style, (ownPresentation is PopoverPresentationController) == popover {
            ownPresentation.presenting = presenter ?? ownPresentation.presenting
            return ownPresentation
        }
        let made =
            popover
            ? PopoverPresentationController(presentedViewController: self, presenting: presenter)
            : style == .pageSheet
                ? SheetPresentationController(presentedViewController: self, presenting: presenter)
                : PresentationController(presentedViewController: self, presenting: presenter)
        made.builtInStyle = style
        ownPresentation = made
        return made
    }

    /// This controller's topmost parent: the one that presents, as UIKit presents from the root of the containment.
    var rootOfParents: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The controller's class name, for messages.
    var typeName: String { "\(type(of: self))" }

    /// Reports a call UIKit would warn about and ignore: on standard error and in the inspector's errors, as the
    /// engine reports a refused animator call, never a crash.
    static func refuse(_ call: String, _ why: String) {
        AnimationEngine.shared.report(AnimatorError(.controller(why), call: call, tag: 0, state: nil))
    }
}

extension ViewController {
    /// Presents `controller` and returns once it is in place: `present(_:animated:completion:)` awaited.
    public func present(_ controller: ViewController, animated: Bool) async {
        await SceneTaskWait.wait { wait in present(controller, animated: animated) { wait.resumeInTurn(()) } }
    }

    /// Dismisses what this controller presented (or this one) and returns once it is gone: `dismiss(animated:completion:)` awaited.
    public func dismiss(animated: Bool) async {
        await SceneTaskWait.wait { wait in dismiss(animated: animated) { wait.resumeInTurn(()) } }
    }
}
