import Foundation

/// A view whose content is larger than itself, moved by dragging and flicking (also spelled `UIScrollView`): the
/// content offset is the bounds' origin, so subviews placed in the content's coordinates scroll with it.
///
/// A flick decelerates as iOS's does — its speed keeps ``decelerationRate`` of itself each millisecond, coming to rest
/// at WWDC 2018's projection — as a property animator on the scene clock, so the timeline shows it as a row and scrubs
/// it, and `render --at` draws it exactly. Dragged past an edge, the content follows the rubber band; let go there, it
/// springs back. While it moves, ``contentOffset`` is where it is drawn and the delegate hears `scrollViewDidScroll(_:)`
/// every frame.
@preconcurrency @MainActor
open class ScrollView: View {
    /// How fast a flick slows (UIKit's `UIScrollView.DecelerationRate`): the share of its speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share kept each millisecond.
        public let rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: the default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: a short glide, as paging and pickers use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content, in points; a negative or non-finite side is refused (said once on standard error
    /// and in the inspector) and taken as 0.
    open var contentSize: CGSize = .zero {
        didSet {
            KeyValueObservers.check(self)
            let valid = CGSize(
                width: contentSize.width.isFinite ? Swift.max(contentSize.width, 0) : 0,
                height: contentSize.height.isFinite ? Swift.max(contentSize.height, 0) : 0)
            guard valid != contentSize else { return }
            ScrollView.refuse(
                "contentSize",
                "(\(contentSize.width), \(contentSize.height)) is not a size; the content is taken as (\(valid.width), \(valid.height))")
            contentSize = valid
        }
    }
    /// Room around the content, inside the scroll view's edges.
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area adds to ``contentInset``.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The adjusted inset at the last layout.
    var laidOutInset: UIEdgeInsets = .zero
    /// Whether a drag scrolls the content.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content comes to rest on page boundaries (a page is the view's size).
    open var isPagingEnabled = false
    /// Whether content dragged or flicked past an edge goes on a little (the rubber band) and springs back.
    open var bounces = true
    /// Whether a drag moves the content down and up even when it is no taller than the view.
    open var alwaysBounceVertical = false
    /// Whether a drag moves the content sideways even when it is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// How fast a flick slows.
    open var decelerationRate = DecelerationRate.normal
    /// Whether the indicator along the right edge shows while the content scrolls.
    open var showsVerticalScrollIndicator = true
    /// Whether the indicator along the bottom edge shows while the content scrolls.
    open var showsHorizontalScrollIndicator = true
    /// Settings kept for code that reads them back (``isDirectionalLockEnabled``, ``delaysContentTouches`` and the rest).
    var keptSettings = ScrollViewSettings()
    /// The zoom's limits and scale (``zoomScale``).
    var zoom = ScrollZoom()
    /// The indicators, once the content has scrolled.
    var verticalIndicator: View?
    var horizontalIndicator: View?
    /// The pull-to-refresh control above the content, if any.
    open var refreshControl: RefreshControl? {
        get { shownRefreshControl }
        set {
            if shownRefreshControl !== newValue { shownRefreshControl?.removeFromSuperview() }
            shownRefreshControl = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            followPull()
        }
    }
    /// The refresh control set (kept by checkpoints without running the setter).
    var shownRefreshControl: RefreshControl?
    /// Told as the content scrolls.
    open weak var delegate: (any ScrollViewDelegate)?
    /// The pan that drags the content.
    open private(set) lazy var panGestureRecognizer = PanGestureRecognizer { [weak self] in self?.follow($0) }
    /// Whether a finger is dragging the content.
    open internal(set) var isDragging = false
    /// Whether a finger is down on the content (dragging or about to).
    open internal(set) var isTracking = false
    /// Whether the content is gliding after a flick.
    open internal(set) var isDecelerating = false
    /// The motion that moves the content by itself now (a deceleration, a spring back, an animated scroll).
    var motion: PropertyAnimator?
    /// Where the content was when the drag began.
    var dragStart: CGPoint = .zero
    /// Whether the sheet this scroll view is in moves with the finger instead of the content (see
    /// ``SheetPresentationController``): the content stays at its top and the drag starts again from there.
    var isHeldBySheet = false
    /// Where the content was when its motion began (for the inspector's speed).
    var motionStart: CGPoint = .zero

    /// A scroll view occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// A scroll view from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    /// The content's top-left corner's distance from the view's: where the content is drawn now, mid-flick too.
    open var contentOffset: CGPoint {
        get { motion == nil ? bounds.origin : presentation.bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The layout pass keeps content resting at its top-left corner there when the adjusted inset changes, and places
    /// the refresh control across the width the scroll view has now.
    open override func layoutSubviews() {
        super.layoutSubviews()
        keepRestingCorner()
        followPull()
    }

    /// A finger on the content: a list highlights the row or item under it; a touch nothing takes goes up the
    /// responder chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let list = self as? any PressableContent, list.touchDown(at: touch.location(in: self)) else {
            return super.touchesBegan(touches, with: event)
        }
    }

    /// A finger lifted: over the row or item it came down on, a list selects it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let list = self as? any PressableContent, list.touchUp(at: touch.location(in: self), selects: true)
        else { return super.touchesEnded(touches, with: event) }
    }

    /// A drag took the touch: a list takes its highlight off.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard let list = self as? any PressableContent, list.touchUp(at: .zero, selects: false) else {
            return super.touchesCancelled(touches, with: event)
        }
    }

    /// The content moved (a subclass that lays out what shows, as a table does, follows it here).
    func contentDidScroll() {}
    /// Where a flick at `velocity` (points a second) projected to rest at `proposed` rests (a collection view's layout may move it).
    func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Whether a drag that would scroll takes the touch from `view`, a content view following it: UIKit's default is
    /// not from a control (a slider keeps its thumb); override to say otherwise.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }
    /// Whether `view` in the content, which `touches` went down on, gets them; `false` keeps them from it (its
    /// `touchesBegan` and the rest never come; recognizers still see them). `true` by default.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }
    /// Called when ``adjustedContentInset`` changed (the view moved under a bar); by default tells the delegate.
    open func adjustedContentInsetDidChange() { delegate?.scrollViewDidChangeAdjustedContentInset(self) }

    /// The pan begins only where the content can be dragged (larger than the view one way, or bouncing anyway), not
    /// for a control in the content that keeps its touch (``touchesShouldCancel(in:)``), nor along a way a scroll view
    /// around it scrolls and this one cannot; a list's pan always begins (its rows swipe and reorder through it).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        let leaves = !isDraggable || leavesDragToControl() || leavesDragToEnclosingScrollView()
        if gestureRecognizer === panGestureRecognizer, leaves { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Moves the content to `offset`: at once, or over 0.3 s on ease in-out (iOS does not publish its own timing),
    /// after which the delegate hears `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        stopMotion()
        guard animated else {
            bounds.origin = offset
            scrolled()
            return fadeIndicators()
        }
        move(to: offset, named: "scroll to offset", duration: 0.3, timing: CubicTimingParameters(animationCurve: .easeInOut)) {
            [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls the least that shows `rect` (in the content's coordinates), animated or at once.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size), range = offsetRange
        var target = visible.origin
        if rect.maxX > visible.maxX { target.x = rect.maxX - visible.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > visible.maxY { target.y = rect.maxY - visible.height }
        if rect.minY < target.y { target.y = rect.minY }
        target = CGPoint(
            x: Swift.min(Swift.max(target.x, range.min.x), range.max.x), y: Swift.min(Swift.max(target.y, range.min.y), range.max.y))
        guard target != visible.origin else { return }
        setContentOffset(target, animated: animated)
    }

    /// Runs the content to `offset` over `duration` with `timing`, telling the delegate each frame, then `done`; the
    /// animator is `name`d for the inspector and the timeline.
    func move(
        to offset: CGPoint, named name: String, duration: TimeInterval, timing: any TimingCurveProvider, done: @escaping () -> Void
    ) {
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        animator.name = name
        animator.addAnimations { [weak self] in self?.moveContent(to: offset) }
        // Every frame that moves the content is a scroll the delegate hears of.
        let watch = animator.observe(\.fractionComplete) { [weak self] _, _ in
            guard let self else { return }
            self.scrolled()
        }
        animator.addCompletion { [weak self] _ in
            watch.invalidate()
            guard let self, self.motion === animator else { return }
            self.motion = nil
            done()
            if self.motion == nil, !self.isDragging { self.fadeIndicators() }
        }
        motionStart = contentOffset
        motion = animator
        animator.startAnimation()
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = ScrollView.scrollCheckpointFields.keep(self)
        return CheckpointRestoration(covering: ScrollView.self) {
            view.run()
            own()
        }
    }

    /// Stops the content's own motion where it is drawn now (a finger caught it, or code moved it).
    func stopMotion() {
        guard let animator = motion else { return }
        let here = presentation.bounds.origin
        motion = nil
        animator.stopAnimation(true)
        bounds.origin = here
        isDecelerating = false
    }
}

/// UIKit's name for a scroll view.
public typealias UIScrollView = ScrollView
