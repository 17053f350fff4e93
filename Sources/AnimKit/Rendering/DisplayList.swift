import Foundation

/// What to draw for a layer tree, back to front, from its presentation values.
///
/// One walk over layers, as Core Animation composites them: a view is drawn as its layer, its own content (a label's
/// text, an image view's image, what `draw(_:)` drew) being what its layer shows between background and sublayers. The
/// root's bounds are the canvas. Hidden layers, fully transparent ones and their sublayers are left out, and so is any
/// item wholly outside the canvas or its clip (its children are still visited unless their parent clips them).
package struct DisplayList: Sendable {
    /// The canvas: the root view's bounds size, from (0, 0).
    package internal(set) var canvas = CGRect.zero
    /// The items, back to front.
    package internal(set) var items: [DisplayItem] = []
    /// The layer (or its view) whose new content a `CATransition` is bringing in, while it is visited for that.
    var contentInTransition: ObjectIdentifier?
    /// Whether the layers visited now are shown in the dark appearance: their dynamic colours are drawn dark.
    var inDarkAppearance = false
    /// Whether layers are drawn as their code set them, their animations and transitions left out
    /// (``Layer/render(in:)``'s rule) rather than as they show now.
    var readsModel = false

    /// Opacity below which a view counts as invisible: it would not change one 8-bit channel.
    package static let invisibleAlpha: CGFloat = 1.0 / 512

    /// Builds the list for `root` and everything beneath it.
    @MainActor
    package init(root: View) {
        rebuild(root: root)
    }

    /// What `view` and its subviews draw, in the view's bounds (origin at the canvas origin), leaving out the view's own
    /// alpha: a look frozen for a transition (``TransitionCover``).
    @MainActor
    init(contentOf view: View) {
        rebuild(root: view.backingLayer, pass: LayerPass(atCanvasOrigin: true, leavesOutOpacity: true))
    }

    /// What `layer` and its sublayers draw as their code set them, in the layer's bounds (origin at the canvas origin),
    /// leaving out its own opacity and mask: what ``Layer/render(in:)`` draws.
    @MainActor
    init(modelOf layer: Layer) {
        readsModel = true
        rebuild(root: layer, pass: LayerPass(atCanvasOrigin: true, leavesOutOpacity: true))
    }

    /// An empty list, to be filled by ``rebuild(root:)`` frame after frame.
    package init() {}

    /// Makes this the list for `root` now, in the storage of the frame before: a host draws every frame, and a
    /// thousand items would otherwise be a new array (mapped and unmapped, at that size) each time.
    @MainActor
    package mutating func rebuild(root: View) {
        rebuild(root: root.backingLayer, pass: LayerPass(atCanvasOrigin: true))
    }

    /// The list for `root` drawn in its own coordinates, its bounds the canvas. A look frozen for a transition
    /// (`pass` leaving out the opacity) leaves out the mask too: the mask is laid over the transition as a whole.
    @MainActor
    mutating func rebuild(root: Layer, pass: LayerPass) {
        items.removeAll(keepingCapacity: true)
        canvas = CGRect(origin: .zero, size: Self.shown(root, view: root.view, model: readsModel).0.values.bounds.size)
        inDarkAppearance = (root.view?.effectiveUserInterfaceStyle ?? Screen.userInterfaceStyle) == .dark
        let identity = PlaneProjection(translationX: 0, y: 0)
        if pass.leavesOutOpacity {
            visitLayerContent(root, space: nil, superTransform: identity, alpha: 1, clip: nil, replication: .none, pass: pass)
        } else {
            visitLayer(root, space: nil, superTransform: identity, alpha: 1, clip: nil, pass: pass)
        }
    }

    /// How a layer is placed: in its superlayer, moved by `offset` in its own coordinates (a transition's new content),
    /// or with its bounds' origin at the canvas's (the root, or a look being frozen).
    struct LayerPass {
        var offset = CGPoint.zero
        /// Whether the layer's bounds origin is put at the canvas origin, in place of its place in its superlayer.
        var atCanvasOrigin = false
        /// Whether the layer's own opacity is left out (a look frozen for a transition, which the transition fades).
        var leavesOutOpacity = false

        /// The map from the layer's bounds coordinates to the canvas.
        func place(_ shown: ShownLayer, space: CATransform3D?, superTransform: PlaneProjection) -> PlaneProjection {
            let bounds = shown.values.bounds
            let base =
                atCanvasOrigin
                ? PlaneProjection(translationX: -bounds.minX, y: -bounds.minY)
                : shown.toSuperlayer(through: space).concatenating(superTransform)
            return offset == .zero ? base : PlaneProjection(translationX: offset.x, y: offset.y).concatenating(base)
        }
    }

    /// Draws a layer (a view's among them) and its sublayers — through its mask when it has one.
    @MainActor
    mutating func visitLayer(
        _ layer: Layer, space: CATransform3D?, superTransform: PlaneProjection, alpha: CGFloat, clip: CGRect?,
        replication: Replication = .none, pass: LayerPass = LayerPass()
    ) {
        let start = items.count
        let transform = visitLayerContent(
            layer, space: space, superTransform: superTransform, alpha: alpha, clip: clip, replication: replication, pass: pass)
        guard layer.view == nil || layer.mayDrawExtras, let mask = layer.mask, let transform else { return }
        self.mask(from: start, with: mask, inLayerSpace: transform, id: layer.drawnID)
    }
}

extension Layer {
    /// What the items a layer draws are known by: its view, for a view's layer (what selection and outlines find).
    var drawnID: ObjectIdentifier { view.map { ObjectIdentifier($0) } ?? ObjectIdentifier(self) }
}
