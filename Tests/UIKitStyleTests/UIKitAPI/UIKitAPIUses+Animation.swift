import AnimKit
import Foundation

/// The animation API: blocks, keyframes, transitions, options, property animators and timing parameters.
@MainActor
func useAnimationAPI() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    holder.addSubview(view)
    // api: UIView.animate(withDuration:animations:)
    UIView.animate(withDuration: 0.1) { view.alpha = 0.5 }
    // api: UIView.animate(withDuration:animations:completion:)
    UIView.animate(withDuration: 0.1, animations: { view.alpha = 0.4 }, completion: { (_: Bool) in })
    // api: UIView.animate(withDuration:delay:options:animations:completion:)
    UIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0.3 }, completion: nil)
    UIView.animate(withDuration: 0.1, delay: 0, animations: { view.alpha = 0.3 })
    // api: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
    UIView.animate(
        withDuration: 0.1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
        animations: {
            view.center.x = 80
        }, completion: nil)
    // api: UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
    UIView.animate(springDuration: 0.3, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [], animations: { view.center.y = 80 })
    // api: UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
    UIView.animateKeyframes(
        withDuration: 0.2, delay: 0, options: [.calculationModeCubic],
        animations: {
            // api: UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 1 }
        })
    // api: UIView.transition(with:duration:options:animations:completion:)
    UIView.transition(with: view, duration: 0.1, options: [.transitionCrossDissolve], animations: { view.backgroundColor = .red })
    // api: UIView.transition(from:to:duration:options:completion:)
    UIView.transition(from: view, to: other, duration: 0.1, options: [.transitionFlipFromLeft])
    // api: UIView.perform(_:on:options:animations:completion:)
    UIView.perform(.delete, on: [other], options: [], animations: nil)
    // api: UIView.performWithoutAnimation(_:)
    UIView.performWithoutAnimation { view.alpha = 1 }
    UIView.animate(withDuration: 0.1) {
        // api: UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)
        UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0.2 }
    }
    // api: UIView.beginAnimations(_:context:)
    UIView.beginAnimations("fade", context: nil)
    // api: UIView.setAnimationDuration(_:)
    UIView.setAnimationDuration(0.1)
    // api: UIView.setAnimationDelay(_:)
    UIView.setAnimationDelay(0)
    // api: UIView.setAnimationCurve(_:)
    UIView.setAnimationCurve(.easeIn)
    // api: UIView.setAnimationRepeatCount(_:)
    UIView.setAnimationRepeatCount(1)
    // api: UIView.setAnimationRepeatAutoreverses(_:)
    UIView.setAnimationRepeatAutoreverses(false)
    view.alpha = 0.9
    // api: UIView.commitAnimations()
    UIView.commitAnimations()
    let options: [UIView.AnimationOptions] = [
        // api: UIView.AnimationOptions.layoutSubviews
        .layoutSubviews,
        // api: UIView.AnimationOptions.allowUserInteraction
        .allowUserInteraction,
        // api: UIView.AnimationOptions.beginFromCurrentState
        .beginFromCurrentState,
        // api: UIView.AnimationOptions.repeat
        .repeat,
        // api: UIView.AnimationOptions.autoreverse
        .autoreverse,
        // api: UIView.AnimationOptions.overrideInheritedDuration
        .overrideInheritedDuration,
        // api: UIView.AnimationOptions.overrideInheritedCurve
        .overrideInheritedCurve,
        // api: UIView.AnimationOptions.allowAnimatedContent
        .allowAnimatedContent,
        // api: UIView.AnimationOptions.showHideTransitionViews
        .showHideTransitionViews,
        // api: UIView.AnimationOptions.overrideInheritedOptions
        .overrideInheritedOptions,
        // api: UIView.AnimationOptions.curveEaseInOut
        .curveEaseInOut,
        // api: UIView.AnimationOptions.curveEaseIn
        .curveEaseIn,
        // api: UIView.AnimationOptions.curveEaseOut
        .curveEaseOut,
        // api: UIView.AnimationOptions.curveLinear
        .curveLinear,
        // api: UIView.AnimationOptions.transitionFlipFromLeft
        .transitionFlipFromLeft,
        // api: UIView.AnimationOptions.transitionFlipFromRight
        .transitionFlipFromRight,
        // api: UIView.AnimationOptions.transitionCurlUp
        .transitionCurlUp,
        // api: UIView.AnimationOptions.transitionCurlDown
        .transitionCurlDown,
        // api: UIView.AnimationOptions.transitionCrossDissolve
        .transitionCrossDissolve,
        // api: UIView.AnimationOptions.transitionFlipFromTop
        .transitionFlipFromTop,
        // api: UIView.AnimationOptions.transitionFlipFromBottom
        .transitionFlipFromBottom,
        // api: UIView.AnimationOptions.preferredFramesPerSecond60
        .preferredFramesPerSecond60,
        // api: UIView.AnimationOptions.preferredFramesPerSecond30
        .preferredFramesPerSecond30,
    ]
    let keyframeModes: [UIView.KeyframeAnimationOptions] = [
        // api: UIView.KeyframeAnimationOptions.calculationModeLinear
        .calculationModeLinear,
        // api: UIView.KeyframeAnimationOptions.calculationModeDiscrete
        .calculationModeDiscrete,
        // api: UIView.KeyframeAnimationOptions.calculationModePaced
        .calculationModePaced,
        // api: UIView.KeyframeAnimationOptions.calculationModeCubic
        .calculationModeCubic,
        // api: UIView.KeyframeAnimationOptions.calculationModeCubicPaced
        .calculationModeCubicPaced,
    ]
    _ = (options.count, keyframeModes.count)
    usePropertyAnimatorAPI(view)
}

/// UIViewPropertyAnimator and its timing parameters.
@MainActor
func usePropertyAnimatorAPI(_ view: UIView) {
    // api: UIViewPropertyAnimator.init(duration:curve:animations:)
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeInOut) { view.alpha = 0.5 }
    // api: UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)
    _ = UIViewPropertyAnimator(duration: 0.2, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1)) {}
    // api: UIViewPropertyAnimator.init(duration:dampingRatio:animations:)
    _ = UIViewPropertyAnimator(duration: 0.2, dampingRatio: 0.8)
    // api: UISpringTimingParameters.init(dampingRatio:)
    let spring = UISpringTimingParameters(dampingRatio: 0.5)
    // api: UIViewPropertyAnimator.init(duration:timingParameters:)
    _ = UIViewPropertyAnimator(duration: 0.2, timingParameters: spring)
    // api: UISpringTimingParameters.init(dampingRatio:initialVelocity:)
    _ = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
    // api: UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)
    _ = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    // api: UISpringTimingParameters.init(duration:bounce:initialVelocity:)
    _ = UISpringTimingParameters(duration: 0.4, bounce: 0.1, initialVelocity: .zero)
    // api: UICubicTimingParameters.init(animationCurve:)
    let cubic = UICubicTimingParameters(animationCurve: .easeOut)
    // api: UICubicTimingParameters.init(controlPoint1:controlPoint2:)
    _ = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
    // api: UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
    UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.1, delay: 0, options: [], animations: {}, completion: nil)
    // api: UIViewPropertyAnimator.addAnimations(_:)
    animator.addAnimations { view.center.x = 10 }
    // api: UIViewPropertyAnimator.addAnimations(_:delayFactor:)
    animator.addAnimations({ view.center.y = 10 }, delayFactor: 0.5)
    // api: UIViewPropertyAnimator.addCompletion(_:)
    animator.addCompletion { (_: UIViewAnimatingPosition) in }
    // api: UIViewPropertyAnimator.isInterruptible
    animator.isInterruptible = true
    // api: UIViewPropertyAnimator.isUserInteractionEnabled
    animator.isUserInteractionEnabled = true
    // api: UIViewPropertyAnimator.isManualHitTestingEnabled
    animator.isManualHitTestingEnabled = false
    // api: UIViewPropertyAnimator.scrubsLinearly
    animator.scrubsLinearly = true
    // api: UIViewPropertyAnimator.pausesOnCompletion
    animator.pausesOnCompletion = false
    // api: UIViewPropertyAnimator.startAnimation()
    animator.startAnimation()
    // api: UIViewPropertyAnimator.pauseAnimation()
    animator.pauseAnimation()
    // api: UIViewPropertyAnimator.fractionComplete
    animator.fractionComplete = 0.5
    // api: UIViewPropertyAnimator.isReversed
    animator.isReversed = true
    // api: UIViewPropertyAnimator.state
    _ = animator.state == .active
    // api: UIViewPropertyAnimator.isRunning
    _ = animator.isRunning
    // api: UIViewPropertyAnimator.duration
    _ = animator.duration
    // api: UIViewPropertyAnimator.delay
    _ = animator.delay
    // api: UIViewPropertyAnimator.timingParameters
    _ = animator.timingParameters
    // api: UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)
    animator.continueAnimation(withTimingParameters: cubic, durationFactor: 0)
    // api: UIViewPropertyAnimator.stopAnimation(_:)
    animator.stopAnimation(false)
    // api: UIViewPropertyAnimator.finishAnimation(at:)
    animator.finishAnimation(at: .current)
    let later = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { view.alpha = 1 }
    // api: UIViewPropertyAnimator.startAnimation(afterDelay:)
    later.startAnimation(afterDelay: 0.1)
}
