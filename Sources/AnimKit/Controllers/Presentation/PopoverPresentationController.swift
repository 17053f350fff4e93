import Foundation

/// How a `.popover` presentation is anchored and shown (also spelled `UIPopoverPresentationController`): the view,
/// rectangle or bar button item its arrow points at, the ways the arrow may point, the views a tap reaches through it.
///
/// In a regular width (a pad) the popover rests beside its anchor, its 13-point arrow pointing at
/// it — below, above, right or left of it, the first of the permitted ways with room, 10 points
/// inside the safe area (AnimKit's figures) — at its controller's `preferredContentSize` (320 × 480
/// when it prefers none); it fades in and out in 0.25 s, nothing is dimmed, and a tap outside it
/// dismisses it — unless the controller sets `isModalInPresentation` or the delegate says it
/// should not be — telling the delegate as a sheet's drag does. In a compact width (a phone)
/// iOS 13 and later show a popover as a sheet, and so does this controller, unless its
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` answers `.none`: then it stays a popover there too.
@preconcurrency @MainActor
open class PopoverPresentationController: SheetPresentationController {
    /// The view the popover's arrow points at.
    open var sourceView: View?
    /// The rectangle in ``sourceView`` the arrow points at; the view's bounds when it is empty.
    open var sourceRect = CGRect.zero
    /// The bar button item the arrow points at, in place of a view.
    open var barButtonItem: BarButtonItem?
    /// The directions the arrow may point (any by default).
    open var permittedArrowDirections = ArrowDirection.any
    /// Views a tap outside the popover reaches instead of dismissing it.
    open var passthroughViews: [View]?
    /// The popover's colour, arrow included; `nil` for the system background.
    open var popoverBackgroundColor: Color?
    /// The way the arrow points once the popover is shown; `.unknown` before, and when it shows as a sheet.
    open var arrowDirection: ArrowDirection { shape == .popover ? placement?.direction ?? .unknown : .unknown }
    /// The sheet a compact width shows the popover as: this controller itself here.
    open var adaptiveSheetPresentationController: SheetPresentationController { self }

    /// The card and arrow behind the content, and the clear view that takes a tap outside.
    let backdrop = PopoverBackdrop(frame: .zero)
    let outside = PopoverOutside(frame: .zero)
    /// Where the popover was last placed.
    private(set) var placement: PopoverPlacement?

    /// Which way a popover's arrow points (UIKit's `UIPopoverArrowDirection`).
    public struct ArrowDirection: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let up = ArrowDirection(rawValue: 1 << 0)
        public static let down = ArrowDirection(rawValue: 1 << 1)
        public static let left = ArrowDirection(rawValue: 1 << 2)
        public static let right = ArrowDirection(rawValue: 1 << 3)
        public static let any: ArrowDirection = [.up, .down, .left, .right]
        public static let unknown = ArrowDirection([])
    }

    /// A popover controller presents a popover, whatever the controller's own style says (an action sheet's is
    /// `.custom`).
    override var presentedStyle: ModalPresentationStyle { .popover }

    /// The content's rest: beside the anchor when shown as a popover, else the sheet's.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard shape == .popover, let container = containerView else { return super.frameOfPresentedViewInContainerView }
        return place(in: container).content
    }

    /// Works out where the popover goes now, from its anchor in `container`.
    private func place(in container: View) -> PopoverPlacement {
        let placed = PopoverPlacement(
            anchor: anchor(in: container), size: presentedViewController.preferredContentSize,
            safe: container.bounds.inset(by: container.safeAreaInsets), permitted: permittedArrowDirections)
        placement = placed
        return placed
    }

    /// The anchor in `container`'s coordinates: the bar button item's view, else the source rectangle (or view).
    private func anchor(in container: View) -> CGRect {
        if let view = barButtonItem?.shownView, view.window != nil { return view.convert(view.bounds, to: container) }
        if let sourceView { return sourceView.convert(sourceRect.isEmpty ? sourceView.bounds : sourceRect, to: container) }
        ViewController.refuse(
            "present(\(presentedViewController.typeName)) as a popover",
            "it has no sourceView nor barButtonItem (UIKit raises an exception); it points at the middle of the screen")
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    open override func presentationTransitionWillBegin() {
        (delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        super.presentationTransitionWillBegin()
    }

    override func beginShowing() {
        guard shape == .popover else { return super.beginShowing() }
        guard let container = containerView, let content = presentedView else { return }
        outside.frame = container.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.popover = self
        container.addSubview(outside)
        backdrop.alpha = 0
        backdrop.show(place(in: container), colour: shownColour(in: container))
        container.addSubview(backdrop)
        content.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        content.cornerRadius = PopoverPlacement.cornerRadius
        content.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [backdrop] _ in backdrop.alpha = 1 })
    }

    private func shownColour(in container: View) -> CGColor {
        (popoverBackgroundColor ?? .systemBackground).resolvedColor(with: container.traitCollection)
    }

    override func placeSheet() {
        super.placeSheet()
        guard shape == .popover, let placement, let container = containerView else { return }
        backdrop.show(placement, colour: shownColour(in: container))
    }

    override var builtInDuration: TimeInterval { shape == .popover ? 0.25 : super.builtInDuration }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { takeDownPopover() }
        super.presentationTransitionDidEnd(completed)
    }

    open override func dismissalTransitionWillBegin() {
        guard shape == .popover else { return super.dismissalTransitionWillBegin() }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [backdrop] _ in backdrop.alpha = 0 })
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { takeDownPopover() }
        super.dismissalTransitionDidEnd(completed)
    }

    private func takeDownPopover() {
        backdrop.removeFromSuperview()
        outside.removeFromSuperview()
    }

    /// A tap outside the popover: it is dismissed, the delegate told, unless it may not be.
    func tappedOutside() {
        guard presentedViewController.presentationPhase == nil, presentedViewController.presentingViewController != nil else { return }
        let popoverDelegate = delegate as? PopoverPresentationControllerDelegate
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false
            || popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            // An action sheet tapped away is cancelled, as its cancel button would.
            (self.presentedViewController as? AlertController)?.cancelledOutside()
        }
    }
}

/// Told about a popover (UIKit's `UIPopoverPresentationControllerDelegate`), besides what every presentation's delegate
/// is told. Every method defaults to nothing, and to allowing it.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last moment to set its anchor.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (iOS 13 deprecates it for `presentationControllerShouldDismiss(_:)`;
    /// both are asked).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (iOS 13 deprecates it for `presentationControllerDidDismiss(_:)`; both are told).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// Nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    /// `true`.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool {
        true
    }
    /// Nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
}

extension ViewController {
    /// The popover controller of a `.popover` presentation, or of an action sheet (which a pad shows as a popover),
    /// made on first read, so that code anchors it before presenting; `nil` for other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        if let alert = self as? AlertController { return alert.preferredStyle == .actionSheet ? alert.sheetPopover : nil }
        return modalPresentationStyle == .popover ? presentationController as? PopoverPresentationController : nil
    }
}

/// UIKit's name for a popover's presentation controller.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's name for a popover arrow's directions.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
/// UIKit's name for a popover's delegate.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
