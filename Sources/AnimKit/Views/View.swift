import Foundation

/// A rectangle in a retained view tree, animatable the way `UIView` is (also spelled `UIView`). Every animatable property keeps two values, held by the view's ``View/layer``: the **model** (what the code set, at once
/// the target inside an animation block) and the **presentation** (``View/presentation``: what is drawn, along the curve).
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
    /// Whether ``View/hitTest(_:)`` may return this view or its subviews.
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
    /// The appearance the view and its subviews are set in, over the window's (``TraitCollection/userInterfaceStyle``);
    /// `.unspecified` follows the superview. Dynamic colours resolve for it (``Color/resolvedColor(with:)``).
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

    /// The class of the layer views of this class are made with: `CALayer` unless a subclass says (`CAGradientLayer.self`).
    open class var layerClass: AnyClass { Layer.self }

    // The layer may outlive its view (code keeps `view.layer`): its link must not point at a freed view.
    deinit { backingLayer.view = nil }

    /// Called on views loaded from an archive; none are here, so never called — overridable so code compiles.
    open func awakeFromNib() {}

    /// A view whose alpha masks this view and its subviews (opaque shows them, clear hides them), placed in the bounds
    /// and in no hierarchy: its layer is `layer.mask`, so its frame animates as any view's. `nil` once that is another.
    open var mask: View? {
        get { maskView.flatMap { $0.layer === layer.mask ? $0 : nil } }
        set { (layer.mask, maskView) = (newValue?.layer, newValue) }
    }

    /// Called by Interface Builder alone, to draw an `@IBDesignable` view on its canvas; never at run time, as in UIKit.
    open func prepareForInterfaceBuilder() {}
    /// Takes the view out of its superview (a subclass that overrides it calls `super`).
    open func removeFromSuperview() { detachFromSuperview() }

    /// The view's state now as work that puts it back; subclasses with state of their own add theirs and call this.
    package func checkpointRestoration() -> CheckpointRestoration {
        CheckpointRestoration(covering: View.self, View.checkpointFields.keep(self))
    }

    /// The size the view's content needs, for Auto Layout (a label's text, an image); ``View/noIntrinsicMetric`` in a
    /// direction with none. Constraints hug it at priority 250 and resist compressing it at 750, UIKit's defaults.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The size the view would like within `size`: its current size, unless a subclass knows better (a label its text's).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``View/sizeThatFits(_:)`` of its current size, keeping its frame's top-left corner, as UIKit does.
    open func sizeToFit() { resize(to: sizeThatFits(bounds.size)) }

    /// Tells Auto Layout that ``View/intrinsicContentSize`` changed (a label does this when its text or font does): the
    /// next layout pass reads it again, and the superview, whose layout it changes, is marked too.
    open func invalidateIntrinsicContentSize() { markIntrinsicSizeChanged() }

    /// The proxy whose settings every view of this class takes as it enters a window, unless its own code set them
    /// (UIKit's `UIAppearance`). Each UIKit class returns its own kind.
    open class func appearance() -> View { appearanceProxy { View() } }
    /// The proxy for views of this class inside instances of `containerTypes`, innermost first.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> View {
        appearanceProxy(in: containerTypes) { View() }
    }

    /// Lays out the subviews by hand, after Auto Layout placed them: before a frame (or in ``View/layoutIfNeeded()``) when the
    /// view was marked (``View/setNeedsLayout()``), gained a subview or changed size. Nothing by default; override it.
    open func layoutSubviews() {}

    /// Updates the view's own constraints before Auto Layout solves, children first, when marked
    /// (``View/setNeedsUpdateConstraints()``); an override calls `super.updateConstraints()`.
    open func updateConstraints() {}

    /// Called when the ``View/tintColor`` this view draws with changed. Nothing by default.
    open func tintColorDidChange() {}
    /// Called when ``View/layoutMargins`` changed.
    open func layoutMarginsDidChange() {}
    /// Called before the view lays out when its ``View/safeAreaInsets`` changed (it moved under a notch, say).
    open func safeAreaInsetsDidChange() {}
    /// Whether `gestureRecognizer` may begin (asked before its delegate): of a recognizer attached to this view, and of
    /// one attached to a view above it when this view is a control the touch went down on; `true` by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Called when a subview was hidden or shown (a stack view closes or opens its place).
    func subviewVisibilityDidChange(_ subview: View) {}

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to its new superview, or was removed.
    open func didMoveToSuperview() {}

    /// Called before the view, or a view above it, moves into `newWindow` (`nil`: out of every window).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view's ``View/window`` changed: it (or a view above it) was added to a window or taken out of one.
    /// A scene's views are in the host's window, so code that starts animations here when `window != nil` runs.
    open func didMoveToWindow() {}

    /// Called when the view's ``View/traitCollection`` changed from `previousTraitCollection` (`nil`: it had none): when
    /// it moves into a window, or its appearance changes (``View/overrideUserInterfaceStyle``).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The frontmost visible, interactive view under `point` (in this view's coordinates), or `nil`, where it is drawn:
    /// hidden, nearly transparent, non-interactive and animating views (without `.allowUserInteraction`) are skipped.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? { standardHitTest(point, with: event) }

    /// Whether `point`, in this view's coordinates, lies inside the view: its presentation bounds unless overridden.
    open func point(inside point: CGPoint, with event: Event?) -> Bool { presentation.bounds.contains(point) }

    /// What the view's touches go on to when it does not handle them: its controller, if it has one, else its superview.
    open override var next: Responder? { owningController ?? superview }

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}

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
    /// The rectangle the view occupies in its superview, from center, bounds and transform as in UIKit; setting it
    /// sets `center` to its midpoint and `bounds.size` to its size (with a transform too, where UIKit leaves it undefined).
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

    /// The size that best satisfies the constraints of this view and its subviews, its width wishing to be `targetSize.width`
    /// at the `horizontal` priority and its height likewise (`.required` fixes an axis); a cell's override sizes its row.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority, verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize { fittedSize(targetSize, priorities: [horizontal, vertical]) }
    /// The size nearest `targetSize` the constraints allow, both axes at ``UILayoutPriority/fittingSizeLevel``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Draws the view's own content, in its bounds' coordinates, into `UIGraphicsGetCurrentContext()` (with
    /// `UIBezierPath` or the context): before the view is first shown and after ``View/setNeedsDisplay()``. Nothing by default.
    open func draw(_ rect: CGRect) {}

    /// The colour controls draw their accents in: this view's own, else its superview's, else `.systemBlue`. Setting it
    /// (`nil` inherits again) calls ``View/tintColorDidChange()`` on the view and the views beneath that inherit it.
    open var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { setOwnTint(newValue) }
    }
    /// Marks the view for layout at the next ``View/layoutIfNeeded()`` or frame.
    open func setNeedsLayout() { layoutRecord.needsLayout = true }
    /// Lays out the tree the view is in now, if anything in it is marked; inside an animation block, along its curve.
    open func layoutIfNeeded() { layOutTreeIfNeeded() }
    /// Marks the view for ``View/updateConstraints()`` before the next layout pass solves.
    open func setNeedsUpdateConstraints() { markConstraintsForUpdate() }
    /// Runs ``View/updateConstraints()`` now on this view and every marked view beneath it, children first.
    open func updateConstraintsIfNeeded() { updateMarkedConstraints() }
    /// Whether views of the class need Auto Layout (UIKit's hint for views that add constraints late); not read here.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Asks for ``View/draw(_:)`` to run again before the view is next shown.
    open func setNeedsDisplay() { needsDisplay = true }
    /// Asks for ``View/draw(_:)`` to run again before the view is next shown (here the whole view is drawn again).
    open func setNeedsDisplay(_ invalidRect: CGRect) { needsDisplay = true }
    /// Adds `view` on top of the other subviews, taking it from its old superview.
    open func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }
    /// The layer's delegate's layout: the view's own layer lays the view out (``View/layoutSubviews()``).
    open func layoutSublayers(of layer: Layer) { if layer === self.layer { layoutSubviews() } }
    /// The layer's delegate's drawing: ``View/draw(_:)``, with `ctx` current, in the view's appearance.
    open func draw(_ layer: Layer, in ctx: CGContext) { drawOwnContent(in: ctx) }
    /// How a change of the view's layer animates: `NSNull()` (not at all) outside an animation block; inside one, as the
    /// block does (a `CABasicAnimation` of its duration and curve, which a subclass may copy for a key of its own).
    open func action(for layer: Layer, forKey event: String) -> (any CAAction)? { blockAction(for: layer, forKey: event) }
    /// How far the content Auto Layout aligns lies inside the frame: none (an image view: its image's). Constraints place
    /// the alignment rectangle, and the frame around it (a view with a drop shadow lines up by its card, not its shadow).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The rectangle constraints align for `frame`: `frame` less ``View/alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame around `alignmentRect`, the rectangle constraints placed: it plus ``View/alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.inset(by: alignmentRectInsets.negated) }
}

/// UIKit's name for a view.
public typealias UIView = View
