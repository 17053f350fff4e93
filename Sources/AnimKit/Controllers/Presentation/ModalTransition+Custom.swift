import Foundation

extension ModalTransition {
    /// The context a delegate's animator is handed: the container, and the frames — the presented view's resting
    /// frame is the presentation controller's ``PresentationController/frameOfPresentedViewInContainerView``.
    func makeContext(
        for animator: any ViewControllerAnimatedTransitioning, presenting: Bool, container: View, interactive: Bool,
        finish: @escaping (Bool) -> Void
    ) -> TransitionContext {
        let bounds = container.bounds, shown: View = presented.view
        let resting = presentation.frameOfPresentedViewInContainerView
        let presentedFrames = presenting ? (CGRect.zero, resting) : (shown.frame, CGRect.zero)
        let presenterFrames = covers ? (presenting ? (bounds, CGRect.zero) : (CGRect.zero, bounds)) : (bounds, bounds)
        let presentedSide = (presented, moves: true, presentedFrames.0, presentedFrames.1)
        let presenterSide = (presenter, moves: covers, presenterFrames.0, presenterFrames.1)
        return TransitionContext(
            container: container, style: presentation.presentationStyle, animator: animator, interactive: interactive,
            from: presenting ? presenterSide : presentedSide, to: presenting ? presentedSide : presenterSide, finish: finish)
    }

}
