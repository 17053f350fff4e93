import Foundation

/// Manages one presented controller on screen (also spelled `UIPresentationController`): the container it is shown
/// in, where its view rests, the views around it (a dimming view), and what is done as the presentation and the
/// dismissal begin and end.
///
/// Every presented controller has one, as its ``ViewController/presentationController``.
/// A `.custom` presentation asks its transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` for a subclass of its own;
/// its view is then put in a container view over the window, at
/// ``frameOfPresentedViewInContainerView`` — by the built-in slide, dissolve or flip, or
/// by the delegate's animator, whose context's `finalFrame(for:)` is that frame. The
/// calls come in UIKit's order: the controllers' `viewWillAppear`, then
/// ``presentationTransitionWillBegin()`` (where a dimming view is added and animated with
/// `presentedViewController.transitionCoordinator`), the animation, then
/// ``presentationTransitionDidEnd(_:)``; ``containerViewWillLayoutSubviews()`` and
/// ``containerViewDidLayoutSubviews()`` around each layout of the container.
@preconcurrency @MainActor
open class PresentationController: ContentContainer {
    /// The controller presented.
    open var presentedViewController: ViewController { storedPresentedViewController }
    let storedPresentedViewController: ViewController
    /// The controller it is presented from (set when the presentation starts, when not given).
    open var presentingViewController: ViewController { presenting ?? presentedViewController }
    /// The view the presentation happens in, from the start of the presentation.
    open internal(set) var containerView: View?
    /// Told when the user dismisses a sheet by dragging it down, and asked whether they may.
    open weak var delegate: (any AdaptivePresentationControllerDelegate)?
    var presenting: ViewController?
    /// The built-in style this controller stands for (`.custom` for a delegate's own).
    var builtInStyle: ModalPresentationStyle = .custom

    /// A presentation controller for `presentedViewController`, shown from `presentingViewController`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.storedPresentedViewController = presentedViewController
        presenting = presentingViewController
        AnimationEngine.shared.enlist(self)
    }

    /// The view that is animated in and out: the presented controller's view.
    open var presentedView: View? { presentedViewController.viewIfLoaded }

    /// Where the presented view rests in the container: all of it, unless a subclass says otherwise.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view is taken out once covered (only a full-screen presentation's is).
    open var shouldRemovePresentersView: Bool { builtInStyle == .fullScreen }

    /// Whether the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style this controller presents in.
    open var presentationStyle: ModalPresentationStyle { builtInStyle }

    /// How long the built-in movement of this presentation takes.
    var builtInDuration: TimeInterval { ViewController.presentationDuration }

    /// The presentation is about to animate: add views of your own to ``PresentationController/containerView`` here.
    open func presentationTransitionWillBegin() {}

    /// The presentation ended (`completed` false: it was cancelled, and your views should go).
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to animate.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal ended (`completed` false: it was cancelled and the controller stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container is about to lay out its subviews: place the presented view here.
    open func containerViewWillLayoutSubviews() {}

    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The size the presented controller would like (a `UIContentContainer`'s).
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// Told before the container's view changes to `size` (the device turns); nothing by default.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {}
    /// Told before the container's traits change; nothing by default.
    open func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {}
    /// The size the presented controller's view gets in a container of `parentSize`: the same, by default.
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Told when the presented controller's ``ViewController/preferredContentSize`` changed; a popover or a form sheet
    /// moves to its new size, as UIKit's do, and a custom presentation places its view where it says.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) { containerView?.setNeedsLayout() }
}

/// Asked how a presentation adapts to a compact width and told about one the user ends by hand (UIKit's
/// `UIAdaptivePresentationControllerDelegate`): a sheet dragged down, a popover tapped away. Every method defaults to
/// nothing, to allowing it and to the system's adaptation.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style a form sheet, page sheet or popover takes in a compact width (a phone): `.none` keeps the style as
    /// set (a popover stays a popover), `.fullScreen` or `.overFullScreen` fills the screen; any other answer, and the
    /// default, is the system's sheet.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The same, told the traits of the compact environment; asked first. The default asks
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// The presentation is about to be shown in `style` (the adapted one, or `.none` when it did not adapt).
    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?)
    /// Whether the user may dismiss the sheet by dragging it down.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user is dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss a sheet that may not be (``presentationControllerShouldDismiss(_:)`` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// `.automatic`: the system's adaptation.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .automatic }
    /// ``adaptivePresentationStyle(for:)``'s answer.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    {
        adaptivePresentationStyle(for: controller)
    }
    /// Nothing.
    public func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    ) {}
    /// `true`.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// The container of a custom presentation: it tells the presentation controller around each layout.
@preconcurrency @MainActor
final class PresentationContainerView: View {
    weak var presentationController: PresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// UIKit's name for a presentation controller.
public typealias UIPresentationController = PresentationController
/// UIKit's name for the delegate told about sheets dismissed by hand.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
