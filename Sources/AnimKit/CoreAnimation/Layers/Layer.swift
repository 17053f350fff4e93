import Foundation

/// Core Animation's layer (`CALayer`): a tree of its own, drawn and animated, under or inside a view.
///
/// Every view is backed by a layer made with it (``View/layer``), which holds the view's geometry, opacity,
/// colour, corners and transform: `view.center` is `layer.position`, `view.alpha` is `layer.opacity`, and the
/// layer's ``Layer/anchorPoint`` is the point the view sits and turns about. A layer made by code has Core Animation's
/// defaults (an anchor point at the centre, opacity 1, no colour). Animations added with ``Layer/add(_:forKey:file:line:column:)`` run on
/// the engine's clock; ``Layer/presentation()`` is what they show now. As ``View``'s, the body declares what Core
/// Animation lets a subclass override, and so may pass 250 lines.
@preconcurrency @MainActor
open class Layer: CheckpointState {
    /// The view this layer backs; `nil` for a layer made by code, or once the view is gone (its deinit clears it).
    /// Not `weak`: a side table per view makes every retain slow (+30 % a frame of 2 000 views).
    nonisolated(unsafe) unowned(unsafe) var view: View?
    /// The model and presentation in blend space (``Layer/values``): made with a view's layer, on first use for another.
    nonisolated(unsafe) var madeValues: ValueSlot?
    /// The numbers of its other keys that animations in the track table move (``Layer/keyValues``): made on first use.
    var madeKeyValues: LayerKeyValues?
    /// The engine whose kernel last put an animation of these values in flight: it writes the presentation.
    weak var animatingEngine: AnimationEngine?
    /// The blend ``Layer/cachedPresentation`` was built from (0: none, or the model changed since).
    var cachedStamp = 0
    /// What the code set: geometry, opacity, colour, corners, the affine part of the transform, the anchor point.
    package internal(set) var modelValues: ViewValues {
        didSet {
            ownValuesChanged()
            if let view { KeyValueObservers.check(view) }
            // A layer of its own in a tree lays out its sublayers again at a new size.
            if view == nil, superlayerLink != nil, oldValue.bounds.size != modelValues.bounds.size { markForLayout() }
        }
    }
    /// The delegate set on a layer made by code (``Layer/delegate``; a view's layer's is its view).
    weak var assignedDelegate: (any CALayerDelegate)?
    /// The typed presentation, rebuilt on first read after a frame.
    var cachedPresentation = ViewValues()
    /// What the layer keeps besides (see ``LayerState``).
    var state = LayerState() { didSet { stateChanged() } }
    /// Whether the kernel counts this layer among those keeping a time of their own (read by the nonisolated deinit).
    nonisolated(unsafe) var isCountedKeepingOwnTime = false
    /// Every sublayer, back to front: a view's layer holds its subviews' layers among the layers code added. The one
    /// order of the tree: a view's ``View/subviews`` follow it (kept in step by the view's calls, rebuilt on a restore).
    var sublayerList: [Layer] = []
    /// The layer this one is in (a view's layer's superlayer is its superview's layer).
    weak var superlayerLink: Layer?
    /// The animations running on the layer, by key, in the order added.
    var animationEntries: [LayerAnimationEntry] = []
    /// Whether the engine's ticks look at the layer's animations for starts and ends (it is in the engine's list of
    /// them): from when one is added until every one has started and has finished or never will.
    var isWatchedForEvents = false
    /// Whether the layer has been on screen at a transaction's end, so that changing it animates implicitly.
    var isCommitted = false
    /// A name for finding the layer (`sublayers?.first { $0.name == "ring" }`).
    open var name: String?
    /// A layer whose alpha masks this one's content; `nil` for none (one in a tree is taken out of it, as iOS does).
    open var mask: Layer? { didSet { mask = maskTaken(mask, over: oldValue) } }
    /// An image drawn in the bounds, over the background (`UIImage(named:)?.cgImage`); anything else draws nothing. A
    /// layer of its own on screen cross-fades to a new one, as Core Animation's default action for it does.
    open var contents: Any? { didSet { contentsChanged(from: oldValue) } }
    /// Where ``Layer/contents`` sits in the bounds; stretched to fill them by default.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of ``Layer/contents`` shown, in unit coordinates of the image (all of it by default): that part fills where
    /// the gravity places the image, the rest is cut away.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of ``Layer/contents`` stretched when the image fills a place of another size, in its unit coordinates (all of
    /// it by default): the parts left, right, above and below it keep their size in one direction, the corners in both.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Per-key actions (`NSNull()` turns a key's implicit animation off); see ``Layer/action(forKey:)``.
    open var actions: [String: any CAAction]?

    /// Which corners ``Layer/cornerRadius`` rounds (all four by default); the others stay square, in the fill, border and shadow.
    open var maskedCorners: CornerMask = .allCorners { didSet { mayDrawExtras = true } }
    /// The curve of the rounded corners, kept and read back; drawn as quarter circles whichever it is.
    open var cornerCurve = CALayerCornerCurve.circular
    /// Whether shadow, border, contents, mask or corners may have been set, or the class is a subclass: else not read.
    final var mayDrawExtras = false
    /// The width of the border drawn inside the bounds; 0 (the default) draws none.
    open var borderWidth: CGFloat = 0 { didSet { borderWidth = kept("borderWidth", borderWidth, oldValue, LayerValue.number) } }
    /// The border's colour; opaque black by default, as Core Animation's.
    open var borderColor: CGColor? = .black { didSet { changed("borderColor", from: .color(oldValue)) } }
    /// The shadow's colour; black by default, as Core Animation's.
    open var shadowColor: CGColor? = .black { didSet { changed("shadowColor", from: .color(oldValue)) } }
    /// How opaque the shadow is, 0…1; 0 (the default) draws none.
    open var shadowOpacity: Float = 0 { didSet { shadowOpacity = kept("shadowOpacity", shadowOpacity, oldValue) { .number(CGFloat($0)) } } }
    /// How far the shadow's edge fades, in points.
    open var shadowRadius: CGFloat = 3 { didSet { shadowRadius = kept("shadowRadius", shadowRadius, oldValue, LayerValue.number) } }
    /// Where the shadow sits relative to the layer; (0, −3) by default, as Core Animation's, which puts it above on screen.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { shadowOffset = kept("shadowOffset", shadowOffset, oldValue, LayerValue.size) }
    }
    /// The shape that casts the shadow, in the layer's coordinates; `nil` (the default) casts it from what the layer draws.
    open var shadowPath: CGPath? { didSet { changed("shadowPath", from: .path(oldValue)) } }

    /// A layer of its own, empty, with Core Animation's defaults — or a view's, made from its ``View/layerClass``:
    /// required here (iOS makes it through the Objective-C runtime), so that a class makes it.
    public required init() {
        let frame = Layer.frameForNextBackingLayer
        (Layer.frameForNextBackingLayer, mayDrawExtras) = (nil, type(of: self) != Layer.self)
        modelValues = ViewValues(frame: frame ?? .zero)
        madeForView = frame != nil
        // A view's values lie in the pool in the order views are made, which is the order a frame mostly walks them.
        if madeForView { madeValues = ValueSlot(model: modelValues) }
        if frame == nil { AnimationEngine.shared.enlist(self) }
    }

    /// A layer from an archive, as Core Animation's required initialiser; there are no archives here: an empty layer.
    public required init?(coder: NSCoder) {
        modelValues = ViewValues()
        AnimationEngine.shared.enlist(self)
    }

    /// A copy of `layer` (what ``Layer/presentation()`` and ``Layer/model()`` are made with); subclasses copy their own properties
    /// in their override, as with Core Animation. The copy belongs to no tree and no view.
    public required init(layer: Any) {
        let other = layer as? Layer
        modelValues = other?.currentPresentation() ?? ViewValues()
        guard let other else { return }
        // Set here, where it tells no one: a copy is not a layer keeping a time of its own for the kernel to count.
        state = other.view.map { LayerState(showing: $0, over: other.state) } ?? other.state
        copyLook(from: other)
    }

    deinit {
        madeValues?.free()
        if isCountedKeepingOwnTime { FrameKernel.layer(keepsOwnTime: false) }
    }

    /// Whether the layer was made for a view (it has no presentation once the view is gone).
    private(set) var madeForView = false
    /// The layer's own coordinate space: origin and size.
    open var bounds: CGRect {
        get { modelValues.bounds }
        set {
            setThroughView("bounds", .rect(bounds), \.bounds, ViewProperty.Bounds.self, to: newValue)
        }
    }
    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint {
        get { modelValues.center }
        set {
            setThroughView("position", .point(position), \.center, ViewProperty.Center.self, to: newValue)
        }
    }
    /// The point of the bounds, in unit coordinates, that sits at ``Layer/position`` and that transforms turn about (a
    /// view's too: changing it moves the view's frame, and its rotations turn about it).
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set { setGeometry("anchorPoint", .point(anchorPoint)) { $0.setAnchorPoint(newValue) } }
    }
    /// Depth: sublayers with a larger one are drawn later, over the others.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { setGeometry("zPosition", .number(zPosition)) { $0.state.zPosition = newValue } }
    }
    /// How opaque the layer and its sublayers are, 0…1.
    open var opacity: Float {
        get { Float(modelValues.alpha) }
        set {
            setThroughView("opacity", .number(CGFloat(opacity)), \.alpha, ViewProperty.Alpha.self, to: CGFloat(newValue))
        }
    }
    /// Whether the layer and its sublayers are left out.
    open var isHidden: Bool {
        get { view?.isHidden ?? state.isHidden }
        set { if let view { view.isHidden = newValue } else { state.isHidden = newValue } }
    }
    /// The fill colour under the content; `nil` for none.
    open var backgroundColor: CGColor? {
        // A view's is none when the view's reads `nil`; a layer of its own has none until one is set.
        get { (view.map { $0.backgroundChoice != .none } ?? (modelValues.backgroundColor.alpha > 0)) ? modelValues.backgroundColor : nil }
        set {
            setGeometry("backgroundColor", .color(backgroundColor)) {
                if let view = $0.view {
                    view.backgroundColor = newValue
                } else {
                    $0.setModel(ViewProperty.BackgroundColor.self, to: newValue ?? .clear)
                }
            }
        }
    }
    /// The radius of the rounded corners of the background and border.
    open var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set {
            setThroughView("cornerRadius", .number(cornerRadius), \.cornerRadius, ViewProperty.CornerRadius.self, to: newValue)
        }
    }
    /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? state.masksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { state.masksToBounds = newValue } }
    }
    /// The 3-D transform, applied about the anchor point; an affine one is the model's (a view's `transform`).
    open var transform: CATransform3D {
        get {
            guard CATransform3DIsAffine(state.transform) else { return state.transform }
            return CATransform3DMakeAffineTransform(modelValues.transform)
        }
        set { setGeometry("transform", .transform(transform)) { $0.writeTransform(newValue) } }
    }
    /// A transform applied to the sublayers (about the anchor point) — where a shared perspective goes.
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { setGeometry("sublayerTransform", .transform(sublayerTransform)) { $0.state.sublayerTransform = newValue } }
    }
    /// The rectangle the layer covers in its superlayer: the bounds, about the anchor point, through the transform.
    open var frame: CGRect {
        get { coveredRect }
        set { cover(newValue) }
    }
    /// Takes the animation under `key` off the layer (and, on a view's layer, the view's block animation of that key).
    open func removeAnimation(forKey key: String) { takeOffAnimation(forKey: key) }
    /// Draws the layer and its sublayers into `ctx` in its own coordinates, as code set them (animations left out).
    open func render(in ctx: CGContext) { renderTree(in: ctx) }
    /// Whether the layer's back is drawn when a 3-D transform turns it away; `true` by default.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { state.isDoubleSided = newValue }
    }
    /// Whether the content is drawn again when the bounds change size; `false` by default, as Core Animation's.
    open var needsDisplayOnBoundsChange: Bool {
        get { state.needsDisplayOnBoundsChange }
        set { state.needsDisplayOnBoundsChange = newValue }
    }
    /// Draws the content into `ctx` (user space: the bounds), from ``Layer/display()``: by default the delegate's drawing.
    open func draw(in ctx: CGContext) { if view == nil { assignedDelegate?.draw(self, in: ctx) } }
    /// Makes the content: the delegate's ``CALayerDelegate/display(_:)``, else ``Layer/draw(in:)`` kept as ``Layer/contents``.
    open func display() { if view == nil, let assignedDelegate { assignedDelegate.display(self) } else { drawContents() } }
    /// Marks the content stale: ``Layer/display()`` runs before the layer is next drawn (a view's layer's view draws again).
    open func setNeedsDisplay() { markContentStale() }
    /// Marks the content stale; here the whole layer is drawn again.
    open func setNeedsDisplay(_ r: CGRect) { markContentStale() }
    /// Marks the layer for ``Layer/layoutSublayers()`` before the next frame (a view's layer marks its view).
    open func setNeedsLayout() { markForLayout() }
    /// Whether the layer waits for layout.
    open func needsLayout() -> Bool { isMarkedForLayout }
    /// Lays out now the marked layers in the outermost marked layer above this one (and in this one).
    open func layoutIfNeeded() { layOutIfMarked() }
    /// Places the sublayers (override it to set their frames): by default the delegate's, which for a view lays it out.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The size the layer would like in its superlayer: its bounds' size through its transform.
    open func preferredFrameSize() -> CGSize { transformedBoundsSize }
    /// The farthest layer in this one (or itself) containing `p`, given in the superlayer's coordinates, or `nil`.
    open func hitTest(_ p: CGPoint) -> Layer? { standardHitTest(p) }
    /// Whether `p`, in the layer's own coordinates, is inside it: within its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// The action for `event`: the delegate's, else ``Layer/actions``' (`NSNull()`: none), the class's, or the implicit one.
    open func action(forKey event: String) -> (any CAAction)? { standardAction(forKey: event) }
    /// A class's default action for a key; `nil`, so the built-in implicit animation applies.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// Whether a change of `key` draws the layer again; `false` for every key of a plain layer.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The animatable property `key` as a value (Core Animation's keys); subclasses add their own.
    package func value(forLayerKey key: String) -> LayerValue? { ownValue(forLayerKey: key) }
    /// Sets the animatable property `key`; `false` when there is none or `value` is not of its kind.
    package func setValue(_ value: LayerValue, forLayerKey key: String) -> Bool { setOwnValue(value, forLayerKey: key) }
    /// A subclass's own properties as they are now, as work that puts them back; nothing for a plain layer.
    package func capturedOwnState() -> @MainActor () -> Void { {} }
}
