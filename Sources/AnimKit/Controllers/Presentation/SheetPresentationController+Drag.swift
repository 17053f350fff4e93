import Foundation

/// A drag of a sheet: the dismissal it drives, or — for a sheet that may not be dismissed — only a stretch.
/// Each moving case keeps the finger's travel down when the sheet took the drag (`from`: 0 unless the drag began
/// on the sheet's content, which moved first).
enum SheetDrag {
    case dismissing(PropertyAnimator, from: CGFloat)
    case stretching(from: CGFloat)
    /// A sheet of two detents dragged, its direction not yet seen: down from the smallest detent dismisses, any other
    /// drag resizes.
    case undecided
    /// Resizing between detents, from the sheet's top when it took the drag.
    case resizing(startTop: CGFloat, from: CGFloat)
    /// A drag that began on a scroll view in the sheet, moving the content for now (``SheetPresentationController/share(_:down:)``).
    case content
}

/// Dragging a sheet down, as on iOS 13 and later: the sheet follows the finger (its dismissal scrubbed, the
/// dimming and the presenter with it); let go past half-way, or flung down faster than 300 points a second, it is
/// dismissed and the delegate told ``AdaptivePresentationControllerDelegate/presentationControllerDidDismiss(_:)``;
/// else it runs back. A sheet whose controller sets `isModalInPresentation` (or whose delegate says it should not be
/// dismissed) only stretches, by the rubber band of iOS's scroll views, and springs back; the delegate is told it was tried. iOS does not
/// document its thresholds; these are AnimKit's.
extension SheetPresentationController {
    /// How fast a fling decides the dismissal by its direction alone, in points a second.
    public static let dismissFlingSpeed: CGFloat = 300

    /// Follows the pan on the sheet: begins a paused dismissal, scrubs it with the finger, then finishes or cancels it.
    func followDrag(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer, let sheet = presentedView, let container = containerView else { return }
        switch pan.state {
        case .began:
            guard presentedViewController.presentationPhase == nil else { return }
            if let scroll = contentScrollView(under: pan.location(in: sheet), in: sheet) {
                (dragged, contentDrag) = (.content, (scroll, 0))
                return
            }
            if resizesBetweenDetents {
                dragged = .undecided
                return
            }
            beginDismissingDrag(from: 0)
        case .changed:
            let down = pan.translation(in: container).y
            if case .undecided = dragged, down != 0 {
                if down > 0 && restingDetent == smallestDetent {
                    beginDismissingDrag(from: 0)
                } else {
                    dragged = .resizing(startTop: sheet.frame.minY, from: 0)
                }
            }
            share(pan, down: down)
            switch dragged {
            case .dismissing(let driver, let from):
                let travel = Swift.max(container.bounds.height - frameOfPresentedViewInContainerView.minY, 1)
                driver.fractionComplete = Swift.min(Swift.max((down - from) / travel, 0), 1)
            case .stretching(let from):
                sheet.transform = CGAffineTransform(
                    translationX: 0, y: ScrollPhysics.rubberBand(down - from, dimension: container.bounds.height))
            case .resizing(let startTop, let from):
                follow(startTop + down - from, sheet: sheet, in: container)
            case .undecided, .content, nil:
                break
            }
        case .ended, .cancelled:
            let drag = dragged
            (dragged, contentDrag) = (nil, nil)
            switch drag {
            case .dismissing(let driver, _):
                let velocity = pan.velocity(in: container).y
                let fling = abs(velocity) > SheetPresentationController.dismissFlingSpeed
                let dismisses = pan.state == .ended && (fling ? velocity > 0 : driver.fractionComplete > 0.5)
                presentedViewController.activeCoordinator?.interactionEnded(cancelled: !dismisses)
                driver.isReversed = !dismisses
                driver.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            case .stretching:
                delegate?.presentationControllerDidAttemptToDismiss(self)
                View.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                    animations: { sheet.transform = .identity })
            case .resizing:
                settle(sheet, velocity: pan.velocity(in: container).y)
            case .undecided, .content, nil:
                break
            }
        default:
            break
        }
    }

    /// Begins the dismissal a drag down drives from the finger's travel `from` — or, for a sheet that may not be
    /// dismissed, only a stretch.
    func beginDismissingDrag(from: CGFloat) {
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            dragged = .stretching(from: from)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        let driver = presentingViewController.startDismissal(animated: true, interactive: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        dragged = driver.map { .dismissing($0, from: from) }
    }
}
