import Foundation

/// Supplies the objects that animate a controller's presentation and dismissal (UIKit's
/// `UIViewControllerTransitioningDelegate`); both methods default to `nil`: the built-in look.
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting` (`source` is the controller `present` was called on).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// What drives the presentation by hand, or `nil` for none.
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// What drives the dismissal by hand (a pan that drags the sheet down), or `nil` for none.
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, or `nil` for one that fills the container.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// `nil`: the built-in presentation.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: the built-in dismissal.
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: the presentation runs by itself.
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// `nil`: the dismissal runs by itself.
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// `nil`: a presentation controller whose presented view fills the container.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

/// Animates one transition (UIKit's `UIViewControllerAnimatedTransitioning`): put the views in the context's
/// container, animate them, and call `completeTransition(_:)` when done.
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition in `transitionContext`.
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// The animator that runs the transition, for one that is driven by hand (UIKit drives this one when interactive).
    func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning) -> any ViewImplicitlyAnimating
    /// The transition ended (`transitionCompleted`: it was not cancelled).
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// An animator of the transition's duration with nothing in it, for animators that do not make their own.
    public func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning) -> any ViewImplicitlyAnimating {
        let animator = PropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
        animator.standsInForTransition = true
        return animator
    }
    /// Nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator is handed about a transition (UIKit's `UIViewControllerContextTransitioning`).
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: put the views that come in here.
    var containerView: View { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether it is driven by hand.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller being presented or dismissed.
    var presentationStyle: ModalPresentationStyle { get }
    /// The controller going away (`.from`) or coming (`.to`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view going away or coming, when the transition moves it (`nil` for a presenter that stays).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where `viewController`'s view starts (`.zero` when it is not on screen yet).
    func initialFrame(for viewController: ViewController) -> CGRect
    /// Where `viewController`'s view ends (`.zero` when it leaves the screen).
    func finalFrame(for viewController: ViewController) -> CGRect
    /// Ends the transition: `didComplete` false when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// An interactive transition moved to `percentComplete`.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// An interactive transition runs on to its end.
    func finishInteractiveTransition()
    /// An interactive transition runs back: it will be cancelled.
    func cancelInteractiveTransition()
    /// An interactive transition holds where it is.
    func pauseInteractiveTransition()
}

/// Which controller a context gives (UIKit's `UITransitionContextViewControllerKey`).
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller going away.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller coming.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Which view a context gives (UIKit's `UITransitionContextViewKey`).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view going away.
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view coming.
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// UIKit's names for the transition protocols and keys.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's name for a transition animator.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's name for a transition context.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// UIKit's name for the controller keys.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// UIKit's name for the view keys.
public typealias UITransitionContextViewKey = TransitionContextViewKey
