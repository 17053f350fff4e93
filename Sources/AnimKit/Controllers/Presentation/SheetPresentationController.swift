import Foundation

/// The presentation controller of a sheet (also spelled `UISheetPresentationController`), as a controller presented
/// `.pageSheet`, `.formSheet` or `.automatic` has: read it from
/// ``ViewController/sheetPresentationController`` to choose its detents and grabber.
///
/// In a regular width (a pad) the sheet is a centred card over the dimmed screen, all its corners rounded: a page
/// sheet 704 points wide and as tall as the safe area less 20 points each side, a form sheet the size of the
/// controller's `preferredContentSize` (540 × 620 when it prefers none); the detents do not apply there, and the
/// presenter stays as it is. On a phone (a compact width) a sheet is attached to the bottom edge.
/// At the large detent the sheet rests 10 points below the window's safe-area top with
/// its top corners rounded, over a black dimming view at 40 %, while the presenter
/// shrinks to leave 16 points each side, its top at the safe-area top — iOS 13's look;
/// at the medium detent it takes the lower half, the presenter unshrunk. The dimming and
/// the shrinking run alongside the slide, through the transition coordinator. The user
/// can drag the sheet down to dismiss it: past half-way or flung down faster than ``dismissFlingSpeed``, it goes; a sheet
/// of several detents is dragged between them first, and a drag on a scroll view in the sheet is shared with it.
@preconcurrency @MainActor
open class SheetPresentationController: PresentationController {
    /// The heights the sheet can rest at; the large one alone by default.
    open var detents: [Detent] = [.large()] {
        didSet { placeSheet() }
    }
    /// The detent the sheet rests at; `nil` for the smallest of ``detents``.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { placeSheet() }
    }
    /// The largest detent at which the presenter is not dimmed; `nil`: dimmed at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { placeSheet() }
    }
    /// Whether a grabber is drawn at the sheet's top.
    open var prefersGrabberVisible = false {
        didSet { grabber.isHidden = !prefersGrabberVisible }
    }
    /// The radius of the sheet's top corners; `nil` for the system's 10 points.
    open var preferredCornerRadius: CGFloat? {
        didSet { presentedView?.cornerRadius = cornerRadius }
    }
    /// Whether scrolling the sheet's content up expands it to a larger detent (kept: a drag on the content scrolls it).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether, in a compact height (a phone on its side), the sheet stays attached to the bottom edge only, as wide
    /// as the safe area, rather than filling the screen (`false`, as UIKit's).
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { placeSheet() }
    }
    /// Whether a sheet attached to the bottom edge in a compact height is as wide as its controller's
    /// `preferredContentSize` (within the safe area) rather than the safe area (`false`).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { placeSheet() }
    }
    /// The container's size the sheet was last placed for: a new one (the device turned) places it again.
    var placedIn: CGSize?
    /// How the sheet shows in the width it is presented in (``SheetShape``), settled as the presentation begins and
    /// again when the container takes a new size.
    var shape = SheetShape.edgeAttached
    /// The view that dims what is behind the sheet.
    let dimmingView = View()
    /// The short bar drawn at the sheet's top centre.
    let grabber = View()
    /// The dismissal a drag is driving, or whether the drag only stretches a sheet that may not be dismissed.
    var dragged: SheetDrag?
    /// The pan that drags the sheet down; it shares a drag with a scroll view in the sheet (``SheetContentDrag``).
    lazy var dragRecognizer: PanGestureRecognizer = {
        let pan = PanGestureRecognizer { [weak self] in self?.followDrag($0) }
        pan.delegate = contentDragDelegate
        return pan
    }()
    /// Lets the sheet's pan recognise alongside the pan of a scroll view in the sheet.
    let contentDragDelegate = SheetContentDrag()
    /// The scroll view a drag began on, and the finger's travel down at the drag's last step.
    var contentDrag: (scroll: ScrollView, lastDown: CGFloat)?
    /// Whether ``animateChanges(_:)`` is collecting changes, to place the sheet once, animated.
    var holdsPlacement = false
    /// Whether the presenter stands shrunk back behind the sheet now (a large sheet attached to the bottom edge).
    var pushesPresenterBack = false

    /// A sheet presentation of `presentedViewController`.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        builtInStyle = .pageSheet
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        dimmingView.accessibilityIdentifier = "dimming view"
        grabber.accessibilityIdentifier = "grabber"
        dimmingView.isUserInteractionEnabled = false
        grabber.backgroundColor = Color(white: 0.5, alpha: 0.5)
        grabber.cornerRadius = 2.5
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
    }

    /// The detent the sheet rests at now.
    var restingDetent: Detent.Identifier { selectedDetentIdentifier ?? smallestDetent }

    private var cornerRadius: CGFloat { preferredCornerRadius ?? 10 }

    /// Whether the presenter shows dimmed: behind every card; behind an edge-attached sheet, at the resting detent
    /// unless it is at most the largest undimmed one.
    private var dims: Bool {
        switch shape {
        case .page, .form: true
        case .popover, .fullScreen: false
        case .edgeAttached: !(containerView.map { isUndimmed(at: restingDetent, in: $0) } ?? false)
        }
    }

    /// The style the sheet stands for: the presented controller's.
    var presentedStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Settles ``shape`` for the container's traits, asking the delegate how a compact width adapts the sheet.
    func settleShape() {
        guard let container = containerView else { return }
        shape = SheetShape.of(presentedStyle, in: container.traitCollection, presentation: self, delegate: delegate)
    }

    /// The sheet at its detent: the container's width, from half its height (medium) or 10 points below its safe area's
    /// top (large) down. In a compact height it fills the container, unless it prefers to stay attached to the bottom
    /// edge: then it is the safe area's width (or the preferred content width), centred.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch shape {
        case .fullScreen: return bounds
        case .page, .form: return shape.cardFrame(in: container, preferred: presentedViewController.preferredContentSize)
        case .edgeAttached, .popover: break
        }
        let compact = container.traitCollection.verticalSizeClass == .compact
        if compact && !prefersEdgeAttachedInCompactHeight { return bounds }
        let top = sheetTop(at: restingDetent, in: container)
        guard compact else { return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top) }
        let safe = bounds.inset(by: container.safeAreaInsets)
        let preferred = presentedViewController.preferredContentSize.width
        let width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? Swift.min(preferred, safe.width) : safe.width
        return CGRect(x: safe.midX - width / 2, y: top, width: width, height: bounds.height - top)
    }

    /// The container took a new size (the device turned, in the turn's animation): the sheet goes where its detent
    /// is in it.
    open override func containerViewWillLayoutSubviews() {
        guard let container = containerView, dragged == nil, placedIn != container.bounds.size else { return }
        // Presented, the sheet asks again how it shows in the new size (the delegate was asked as it began).
        if placedIn != nil { settleShape() }
        placeSheet()
    }

    open override func presentationTransitionWillBegin() {
        settleShape()
        delegate?.presentationController(
            self, willPresentWithAdaptiveStyle: shape.adaptiveStyle(from: presentedStyle),
            transitionCoordinator: presentedViewController.transitionCoordinator)
        beginShowing()
    }

    /// Adds the dimming view and the grabber, rounds the sheet's corners, and dims along the presentation (a sheet
    /// filling the screen gets none of it).
    func beginShowing() {
        guard shape != .fullScreen, let container = containerView, let sheet = presentedView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.addSubview(dimmingView)
        sheet.layer.maskedCorners =
            shape.isCard
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.cornerRadius = cornerRadius
        sheet.clipsToBounds = true
        grabber.frame = CGRect(x: (sheet.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        sheet.addSubview(grabber)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in applyLook(shown: true) })
        sheet.addGestureRecognizer(dragRecognizer)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { return takeDown() }
        // The device turned while the sheet came in: it rests where its detent is in the turned container.
        let resting = frameOfPresentedViewInContainerView
        placedIn = containerView?.bounds.size
        if let sheet = presentedView, sheet.frame != resting { View.performWithoutAnimation { sheet.frame = resting } }
    }

    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in applyLook(shown: false) })
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { takeDown() }
    }

    /// Dims and shrinks back the presenter (`shown`) or puts it back as it was; the status bar turns light over the
    /// black around a presenter shrunk back, and back to the presenter's style when it is put back.
    private func applyLook(shown: Bool) {
        dimmingView.alpha = shown && dims ? 1 : 0
        guard let behind = presentingViewController.viewIfLoaded, let container = containerView else { return }
        let shrinks = shown && shape == .edgeAttached && sheetTop(at: restingDetent, in: container) <= sheetTop(at: .large, in: container)
        behind.transform = shrinks ? shrunkPresenter(in: container) : .identity
        behind.cornerRadius = shrinks ? 10 : 0
        guard shrinks != pushesPresenterBack else { return }
        pushesPresenterBack = shrinks
        guard let window = container.window ?? container as? Window else { return }
        window.crossFadeStatusBar(over: View.inheritedAnimationDuration)
        window.updateStatusBar()
    }

    /// The presenter's look behind a large sheet: shrunk to leave 16 points each side, its top at the safe-area top.
    private func shrunkPresenter(in container: View) -> CGAffineTransform {
        let bounds = container.bounds
        guard bounds.width > 32 else { return .identity }
        let scale = (bounds.width - 32) / bounds.width
        let lift = container.safeAreaInsets.top - bounds.height * (1 - scale) / 2
        return CGAffineTransform(translationX: 0, y: lift).scaledBy(x: scale, y: scale)
    }

    /// Moves the sheet to its detent and the presenter to its look, after a change of detents: animated inside
    /// ``animateChanges(_:)`` or any animation block.
    func placeSheet() {
        guard !holdsPlacement, presentedViewController.isShowing, presentedViewController.ownPresentation === self else { return }
        placedIn = containerView?.bounds.size
        presentedView?.frame = frameOfPresentedViewInContainerView
        applyLook(shown: true)
    }

    /// The presented controller would like another size: a form sheet or popover springs to it, as UIKit's do.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) { animateChanges {} }

    /// Runs `changes` (a new detent, say) and animates the sheet to the result, as UIKit's sheets do.
    open func animateChanges(_ changes: () -> Void) {
        holdsPlacement = true
        changes()
        holdsPlacement = false
        View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: {
                [self] in placeSheet()
            })
    }

    /// Takes away the dimming view, the grabber and the drag once the sheet is gone.
    private func takeDown() {
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
        presentedView?.removeGestureRecognizer(dragRecognizer)
    }
}

/// UIKit's name for a sheet's presentation controller.
public typealias UISheetPresentationController = SheetPresentationController
