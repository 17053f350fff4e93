import Foundation

/// A rectangle in a retained view tree, animatable the way `UIView` is (also spelled `UIView`). Every animatable property keeps two values, held by the view's ``View/layer``: the **model** (what the code set, at once
/// the target inside an animation block) and the **presentation** (``View/presentation``: what is drawn, along the curve).
///
/// The body declares every member UIKit lets a subclass override — Swift overrides only what a class's own declaration
/// holds, so this one file is the whole of UIView's overridable surface and the one source file let past 250 lines. Each
/// member has one line of summary and one line of work; the work and its longer account are in the extensions of each
/// concern (`View+Hierarchy`, `View+Margins`, `View+Geometry`, `LayoutEngine+Fitting`).
@preconcurrency @MainActor
open class View: Responder {
    /// The layer made with the view, which holds its geometry and look (``View/layer``).
    let backingLayer: Layer
    /// A number to find the view by (``View/viewWithTag(_:)``) and to name its animators; 0 means none.
    open var tag: Int = 0
    /// A name for the view (UIKit's, which UI tests find views by): the inspector and traces show it.
    open var accessibilityIdentifier: String?
    /// Hidden views are not drawn and not hit.
    open var isHidden = false { didSet { if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) } } }
    /// Whether ``View/hitTest(_:with:)`` may return this view or its subviews.
    open var isUserInteractionEnabled = true
    /// Whether the view takes touches only alone; with one pointer (a mouse) every touch is alone.
    open var isExclusiveTouch = false
    /// Whether the view takes several touches at once; a mouse makes one.
    open var isMultipleTouchEnabled = false
    /// A hint that the view fills its bounds with opaque content; `true` by default. Nothing draws differently for it.
    open var isOpaque = true
    /// Whether drawing is clipped to the bounds.
    open var clipsToBounds = false
    /// How what ``View/draw(_:)`` drew sits in bounds of another size (`.redraw` draws again); `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill
    /// The appearance the view and its subviews are set in (`.unspecified` follows the superview); dynamic colours follow it.
    open var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified { didSet { overrideStyleChanged(from: oldValue) } }
    /// AnimKit's own state of the view, one value (``ViewOwnState``).
    var own = ViewOwnState()
    /// The controller whose view this is: the view's next responder, told around its layout.
    weak var owningController: ViewController?
    /// What the view is to a host that shows scenes, when it is the host's own (``HostRole``); `nil` for a scene's.
    package var hostRole: HostRole?
    /// Where the code made the view, while a previewer asks views to keep it (``CreationTrace``).
    package let creationTrace: CreationTrace?
    /// The view's children, back to front: read from its layer's sublayers, the tree's one order.
    open internal(set) var subviews: [View] = []
    /// The view this one is a child of.
    open internal(set) weak var superview: View?

    /// Creates a view with no size at the origin, as UIKit's inherited `init()` makes one: `init(frame: .zero)`.
    public override convenience init() { self.init(frame: .zero) }

    /// Creates a view occupying `frame` in its superview (UIKit's designated initialiser, with `init?(coder:)`).
    public init(frame: CGRect) {
        creationTrace = CreationTrace.takenIfOn(making: Self.self)
        backingLayer = Self.makeBackingLayer(frame: frame)
        super.init()
        joinLayerAndEngine()
    }

    /// UIKit's initialiser from an archive, so that custom views compile as written: an empty view, as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        creationTrace = CreationTrace.takenIfOn(making: Self.self)
        backingLayer = Self.makeBackingLayer(frame: .zero)
        super.init()
        joinLayerAndEngine()
    }

    // The layer may outlive its view (code keeps `view.layer`): its link must not point at a freed view.
    deinit { backingLayer.view = nil }

    /// The view's state now as work that puts it back; subclasses with state of their own add theirs and call this.
    package func checkpointRestoration() -> CheckpointRestoration { viewFieldsRestoration() }
    /// Called when a subview was hidden or shown (a stack view closes or opens its place).
    func subviewVisibilityDidChange(_ subview: View) {}

    // MARK: Archiving and Interface Builder (no archives here: so that code written for them compiles)
    /// The class of the layer views of this class are made with: `CALayer` unless a subclass says (`CAGradientLayer.self`).
    open class var layerClass: AnyClass { Layer.self }
    /// Called on views loaded from an archive; none are here, so never called — overridable so code compiles.
    open func awakeFromNib() {}
    /// Called by Interface Builder alone, to draw an `@IBDesignable` view on its canvas; never at run time, as in UIKit.
    open func prepareForInterfaceBuilder() {}
    /// Writes the view into an archive (`NSCoding`); nothing archives views here, so never called — overridable so code compiles.
    open func encode(with coder: NSCoder) {}

    // MARK: Geometry (animatable: the layer's values)
    /// Where the layer's anchor point (the centre, unless moved) sits in the superview: the layer's `position`. Animatable.
    open var center: CGPoint {
        get { model.center }
        set { update(ViewProperty.Center.self, to: newValue) }
    }
    /// The view's own coordinate space; a change of size lays the view out again. Animatable.
    open var bounds: CGRect {
        get { model.bounds }
        set { setBounds(newValue) }
    }
    /// The rectangle the view occupies in its superview, from center, bounds and transform; setting it sets both.
    open var frame: CGRect {
        get { model.frame }
        set { setFrame(newValue) }
    }
    /// Applied about the layer's anchor point: the affine part of the layer's `transform`, which setting it replaces. Animatable.
    open var transform: CGAffineTransform {
        get { layerAffineTransform }
        set { setTransform(newValue) }
    }
    /// Opacity, 0…1. Animatable.
    open var alpha: CGFloat {
        get { model.alpha }
        set { update(ViewProperty.Alpha.self, to: newValue) }
    }
    /// The fill colour; `nil` (the default, drawn as `.clear`) for none. Animatable.
    open var backgroundColor: Color? {
        get { backgroundChoice.color(model: model.backgroundColor) }
        set { setBackgroundColor(newValue) }
    }
    /// What is on screen now: the model plus the remaining offset of every animation in flight.
    open var presentation: ViewValues { currentPresentation() }
    /// A view whose alpha masks this view and its subviews (opaque shows them), in no hierarchy: its layer is `layer.mask`.
    open var mask: View? {
        get { maskView.flatMap { $0.layer === layer.mask ? $0 : nil } }
        set { setMaskView(newValue) }
    }
    /// Converts a point from this view's coordinates to `view`'s (the root's when `nil`), on model geometry as UIKit does.
    open func convert(_ point: CGPoint, to view: View?) -> CGPoint { convertPoint(point, to: view) }
    /// Converts a point from `view`'s coordinates (the root's when `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: View?) -> CGPoint { convertPoint(point, from: view) }
    /// Converts a rectangle from this view's coordinates to `view`'s, as the bounding box of its corners.
    open func convert(_ rect: CGRect, to view: View?) -> CGRect { convertRect(rect, to: view) }
    /// Converts a rectangle from `view`'s coordinates (the root's when `nil`) to this view's, as the bounding box of its corners.
    open func convert(_ rect: CGRect, from view: View?) -> CGRect { convertRect(rect, from: view) }

    // MARK: The hierarchy
    /// Adds `view` on top of the other subviews, taking it from its old superview.
    open func addSubview(_ view: View) { attachSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` among the subviews (clamped); a view never becomes its own descendant.
    open func insertSubview(_ view: View, at index: Int) { attachSubview(view, at: index) }
    /// Inserts `view` just below `siblingSubview` (on top of all when `siblingSubview` is not a subview).
    open func insertSubview(_ view: View, belowSubview siblingSubview: View) { attachSubview(view, beside: siblingSubview, above: false) }
    /// Inserts `view` just above `siblingSubview` (on top of all when `siblingSubview` is not a subview).
    open func insertSubview(_ view: View, aboveSubview siblingSubview: View) { attachSubview(view, beside: siblingSubview, above: true) }
    /// Moves the subview `view` in front of the other subviews.
    open func bringSubviewToFront(_ view: View) { if view.superview === self { attachSubview(view, at: subviews.count) } }
    /// Moves the subview `view` behind the other subviews.
    open func sendSubviewToBack(_ view: View) { if view.superview === self { attachSubview(view, at: 0) } }
    /// Swaps the subviews at two indexes (out-of-range indexes do nothing).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { swapSubviews(index1, index2) }
    /// Takes the view out of its superview (a subclass that overrides it calls `super`).
    open func removeFromSuperview() { detachFromSuperview() }
    /// Whether this view is `view` or lies somewhere beneath it.
    open func isDescendant(of view: View) -> Bool { lies(under: view) }
    /// The first view with `tag`: this view, then its subtree depth-first, as UIKit searches.
    open func viewWithTag(_ tag: Int) -> View? { firstView(tagged: tag) }
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called before the view moves to `newSuperview` (`nil`: it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to its new superview, or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view, or a view above it, moves into `newWindow` (`nil`: out of every window).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view's ``View/window`` changed; a scene's views are in the host's window, so `window != nil` there.
    open func didMoveToWindow() {}

    // MARK: Layout
    /// The size the view's content needs for Auto Layout (a label's text); ``View/noIntrinsicMetric`` where it has none.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// Tells Auto Layout that ``View/intrinsicContentSize`` changed: the next pass reads it again (the superview's too).
    open func invalidateIntrinsicContentSize() { markIntrinsicSizeChanged() }
    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { layoutRecord.hugging[axis.rawValue] }
    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { setHugging(priority, for: axis) }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutRecord.compressionResistance[axis.rawValue]
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setCompressionResistance(priority, for: axis)
    }
    /// The size the view would like within `size`: its current size, unless a subclass knows better (a label its text's).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``View/sizeThatFits(_:)`` of its current size, keeping its frame's top-left corner, as UIKit does.
    open func sizeToFit() { resize(to: sizeThatFits(bounds.size)) }
    /// The size nearest `targetSize` the constraints allow, each axis wishing at its priority (`.required` fixes an axis).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority, verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize { fittedSize(targetSize, priorities: [horizontal, vertical]) }
    /// The size nearest `targetSize` the constraints allow, both axes at ``UILayoutPriority/fittingSizeLevel``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fittingSizeAtFittingLevel(targetSize) }
    /// Lays out the subviews by hand after Auto Layout placed them, when marked, resized or given a subview. Nothing by default.
    open func layoutSubviews() {}
    /// Marks the view for layout at the next ``View/layoutIfNeeded()`` or frame.
    open func setNeedsLayout() { layoutRecord.needsLayout = true }
    /// Lays out the tree the view is in now, if anything in it is marked; inside an animation block, along its curve.
    open func layoutIfNeeded() { layOutTreeIfNeeded() }
    /// Updates the view's own constraints before Auto Layout solves, children first, when marked; an override calls `super`.
    open func updateConstraints() {}
    /// Marks the view for ``View/updateConstraints()`` before the next layout pass solves.
    open func setNeedsUpdateConstraints() { markConstraintsForUpdate() }
    /// Runs ``View/updateConstraints()`` now on this view and every marked view beneath it, children first.
    open func updateConstraintsIfNeeded() { updateMarkedConstraints() }
    /// Whether views of the class need Auto Layout (UIKit's hint for views that add constraints late); not read here.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// How far the content Auto Layout aligns lies inside the frame: none (an image view: its image's).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The rectangle constraints align for `frame`: `frame` less ``View/alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame around `alignmentRect`, the rectangle constraints placed: it plus ``View/alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.inset(by: alignmentRectInsets.negated) }
    /// Space in from each edge that content on the margins keeps: 8 by default (a controller's view its minimum), from the safe area.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setLayoutMargins(newValue) }
    }
    /// The view whose first baseline stands for this one's in baseline constraints (a card's title label); itself by default.
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline stands for this one's in baseline constraints; itself by default.
    open var forLastBaselineLayout: View { self }
    /// ``View/layoutMargins`` by reading direction: leading is left (AnimKit lays out left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { marginsByDirection }
        set { setMarginsByDirection(newValue) }
    }
    /// Whether the superview's margins count too (`false` by default): where they reach in, this view's own grow.
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutRecord.keepsSuperviewMargins }
        set { setKeepsSuperviewMargins(newValue) }
    }
    /// Whether the margins are measured from the safe area's edges rather than the bounds' (`true` by default).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutRecord.marginsFromSafeArea }
        set { setMarginsFromSafeArea(newValue) }
    }
    /// Called when ``View/layoutMargins`` changed.
    open func layoutMarginsDidChange() {}
    /// How far in from each edge the window's unsafe area covers the view (a controller's additional insets on top).
    open var safeAreaInsets: UIEdgeInsets { coveredInsets }
    /// Called before the view lays out when its ``View/safeAreaInsets`` changed (it moved under a notch, say).
    open func safeAreaInsetsDidChange() {}
    /// Which way the content runs: a button `.forceRightToLeft` puts its image after its title (text runs left to right).
    open var semanticContentAttribute: SemanticContentAttribute {
        get { layoutRecord.semantic }
        set { setSemantic(newValue) }
    }

    // MARK: Drawing and appearance
    /// Draws the view's own content in its bounds into the current context: first, and after ``View/setNeedsDisplay()``.
    open func draw(_ rect: CGRect) {}
    /// Asks for ``View/draw(_:)`` to run again before the view is next shown.
    open func setNeedsDisplay() { needsDisplay = true }
    /// Asks for ``View/draw(_:)`` to run again before the view is next shown (here the whole view is drawn again).
    open func setNeedsDisplay(_ invalidRect: CGRect) { needsDisplay = true }
    /// The colour controls draw accents in: its own, else the superview's, else `.systemBlue`; `nil` inherits again.
    open var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { setOwnTint(newValue) }
    }
    /// Called when the ``View/tintColor`` this view draws with changed. Nothing by default.
    open func tintColorDidChange() {}
    /// Called when the view's ``View/traitCollection`` changed from `previousTraitCollection` (`nil`: it had none).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// The proxy whose settings every view of this class takes as it enters a window, unless its code set them (`UIAppearance`).
    open class func appearance() -> View { appearanceProxy { View() } }
    /// The proxy for views of this class inside instances of `containerTypes`, innermost first.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> View {
        appearanceProxy(in: containerTypes) { View() }
    }
    /// A view of this view's size showing how it and its subviews look now (after pending layout with `afterUpdates`).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? { frozenCopy(afterScreenUpdates: afterUpdates) }
    /// Draws the view and its subviews as they show now into `rect` of the current context; `false` with nothing to draw.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { paintHierarchy(in: rect, afterUpdates) }
    /// The layer's delegate's layout: the view's own layer lays the view out (``View/layoutSubviews()``).
    open func layoutSublayers(of layer: Layer) { if layer === self.layer { layoutSubviews() } }
    /// The layer's delegate's drawing: ``View/draw(_:)``, with `ctx` current, in the view's appearance.
    open func draw(_ layer: Layer, in ctx: CGContext) { drawOwnContent(in: ctx) }
    /// How a change of the view's layer animates: not at all outside an animation block; inside one, as the block does.
    open func action(for layer: Layer, forKey event: String) -> (any CAAction)? { blockAction(for: layer, forKey: event) }

    // MARK: Events
    /// The frontmost visible, interactive view under `point` (this view's coordinates), where drawn; `nil` for none.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? { standardHitTest(point, with: event) }
    /// Whether `point`, in this view's coordinates, lies inside the view: its presentation bounds unless overridden.
    open func point(inside point: CGPoint, with event: Event?) -> Bool { presentation.bounds.contains(point) }
    /// What the view's touches go on to when it does not handle them: its controller, if it has one, else its superview.
    open override var next: Responder? { owningController ?? superview }
    /// Whether `gestureRecognizer` may begin (asked before its delegate); `true` by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
}

/// UIKit's name for a view.
public typealias UIView = View
