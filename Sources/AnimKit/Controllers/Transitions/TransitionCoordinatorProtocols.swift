import Foundation

/// What a transition coordinator tells about the transition under way (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`), handed to the blocks given to
/// ``ViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)``.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the controller presented or dismissed (`.fullScreen` for a push or pop).
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition began driven by hand.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator can be interrupted (it is a property animator).
    var isInterruptible: Bool { get }
    /// Whether it is driven by hand now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (driven back to its start).
    var isCancelled: Bool { get }
    /// How long the transition runs, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far it is, 0…1.
    var percentComplete: CGFloat { get }
    /// How fast the rest runs once let go, as a multiple of its own pace.
    var completionVelocity: CGFloat { get }
    /// The curve of the rest once let go.
    var completionCurve: AnimationCurve { get }
    /// The view the transition happens in.
    var containerView: View { get }
    /// The rotation the transition applies (none here: devices do not turn).
    var targetTransform: CGAffineTransform { get }
    /// The controller going away (`.from`) or coming (`.to`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view going away or coming, when the transition moves it.
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// Runs animations with a transition and tells when it ends (UIKit's `UIViewControllerTransitionCoordinator`), as
/// a controller's ``ViewController/transitionCoordinator`` gives it while it is presented, dismissed, pushed or
/// popped.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's own animation (scrubbed with it when it is driven by hand, run back when
    /// it is cancelled), and `completion` when the transition ends. Returns whether the animations were taken.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As ``animate(alongsideTransition:completion:)``, for animations of a view outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when a transition driven by hand is let go (to finish or to be cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// As ``animate(alongsideTransition:completion:)``: a view outside the container animates in the same animation.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// iOS 7's ``notifyWhenInteractionChanges(_:)``, deprecated in iOS 10 and still called by code written for both:
    /// `handler` is told when a transition driven by hand is let go.
    public func notifyWhenInteractionEnds(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }
}

/// UIKit's name for a transition coordinator.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's name for what a transition coordinator tells.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
