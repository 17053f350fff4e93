import Foundation

/// What to draw for a view tree, back to front, from its presentation values.
///
/// The root's bounds are the canvas. Hidden views, fully transparent ones and
/// their subtrees are left out, and so is any item wholly outside the canvas or
/// its clip (its children are still visited unless their parent clips them).
package struct DisplayList: Sendable {
    /// The canvas: the root view's bounds size, from (0, 0).
    package internal(set) var canvas = CGRect.zero
    /// The items, back to front.
    package internal(set) var items: [DisplayItem] = []
    /// The view whose new content a `CATransition` is bringing in, while it is visited for that.
    var viewInTransition: ObjectIdentifier?

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
        rebuild(root: view, includingRootAlpha: false)
    }

    /// An empty list, to be filled by ``rebuild(root:)`` frame after frame.
    package init() {}

    /// Makes this the list for `root` now, in the storage of the frame before: a host draws every frame, and a
    /// thousand items would otherwise be a new array (mapped and unmapped, at that size) each time.
    @MainActor
    package mutating func rebuild(root: View) {
        rebuild(root: root, includingRootAlpha: true)
    }

    @MainActor
    private mutating func rebuild(root: View, includingRootAlpha: Bool) {
        items.removeAll(keepingCapacity: true)
        var shown = Self.presented(root)
        if !includingRootAlpha { shown.values.alpha = 1 }
        canvas = CGRect(origin: .zero, size: shown.values.bounds.size)
        let toCanvas = PlaneProjection(translationX: -shown.values.bounds.minX, y: -shown.values.bounds.minY)
        visit(root, shown: shown, transform: toCanvas, alpha: 1, clip: nil)
    }

    /// Draws `view` and its subviews — through its layer's mask when it has one.
    @MainActor
    mutating func visit(_ view: View, shown: ShownView, transform: PlaneProjection, alpha parentAlpha: CGFloat, clip: CGRect?) {
        guard view.backingLayer.mayDrawExtras, let mask = view.backingLayer.mask else {
            return visitView(view, shown: shown, transform: transform, alpha: parentAlpha, clip: clip)
        }
        let start = items.count
        visitView(view, shown: shown, transform: transform, alpha: parentAlpha, clip: clip)
        self.mask(from: start, with: mask, inLayerSpace: transform, id: ObjectIdentifier(view))
    }

    @MainActor
    private mutating func visitView(_ view: View, shown: ShownView, transform: PlaneProjection, alpha parentAlpha: CGFloat, clip: CGRect?) {
        let values = shown.values
        let alpha = parentAlpha * values.alpha
        guard !view.isHidden || view.isCollapsingInStack, alpha >= DisplayList.invisibleAlpha,
            shown.isDoubleSided || transform.facesViewer
        else { return }
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        if let cover = view.transitionCover, cover.isShowing {
            items += cover.items(toCanvas: transform, alpha: alpha, clip: clip).filter { $0.canvasBounds.intersects(visible) }
            return
        }
        let id = ObjectIdentifier(view), layer = view.backingLayer, extras = layer.mayDrawExtras
        if viewInTransition != id, let (transition, progress) = layer.shownTransition() {
            return visit(view, in: transition, at: progress, shown: shown, transform: transform, alpha: parentAlpha, clip: clip)
        }
        // A view whose geometry is not finite (a NaN transform set by code) has no place on the canvas.
        let bounds = values.bounds
        let finite = transform.isFinite && (bounds.minX + bounds.minY + bounds.width + bounds.height).isFinite
        func add(_ content: DisplayItem.Content, rect: CGRect? = nil, radius: CGFloat) {
            guard finite, transform.isInFront(values.bounds) else { return }
            var item = DisplayItem(
                content: content, rect: rect ?? values.bounds, transform: transform, alpha: alpha,
                cornerRadius: radius, clip: clip, viewID: id)
            if extras { item.roundedCorners = layer.maskedCorners }
            if item.canvasBounds.intersects(visible) { items.append(item) }
        }
        // The layer as it shows now: its own animations move its shadow, border and content (`shadowOpacity` …).
        let shownLayer = extras && !layer.animationEntries.isEmpty ? (layer.presentation() ?? layer) : layer
        if extras, shownLayer.shadowOpacity > 0, let color = shownLayer.shadowColor, color.alpha > 0 {
            let shadow = color.withAlphaComponent(color.alpha * CGFloat(Swift.min(shownLayer.shadowOpacity, 1)))
            let caster: ShadowDrawing.Caster = shownLayer.shadowPath.map { .path($0.elements) } ?? .bounds
            add(
                .shadow(
                    ShadowDrawing(
                        color: shadow, radius: Swift.max(shownLayer.shadowRadius, 0), offset: shownLayer.shadowOffset, caster: caster)),
                radius: values.cornerRadius)
        }
        if let effectView = view as? VisualEffectView, let (radius, tint) = effectView.backdrop {
            add(.backdrop(tint, radius: radius), radius: values.cornerRadius)
        }
        if values.backgroundColor.alpha > 0 {
            add(.fill(values.backgroundColor), radius: values.cornerRadius)
        }
        // What the view's layer draws of its own: a view whose layer class is a shape or gradient layer, or an image
        // given to its layer's `contents`.
        if extras, type(of: layer) != Layer.self || layer.contents != nil, finite {
            layer.displayBeforeDrawing(shownLayer)
            addOwnContent(
                of: shownLayer,
                at: ContentPlace(bounds: bounds, transform: transform, alpha: alpha, clip: clip, visible: visible, id: id, tint: nil))
        }
        if extras, shownLayer.borderWidth > 0, let color = shownLayer.borderColor, color.alpha > 0 {
            add(.border(color, width: shownLayer.borderWidth), radius: values.cornerRadius)
        }
        if extras, let emitter = layer as? CAEmitterLayer, finite {
            addParticles(
                of: emitter,
                at: ContentPlace(bounds: bounds, transform: transform, alpha: alpha, clip: clip, visible: visible, id: id, tint: nil))
        }
        if let imageView = view as? ImageView, let image = imageView.shownImage, finite, transform.isInFront(values.bounds) {
            let placed = imageView.contentMode.rect(for: image.size, in: values.bounds)
            let tint = view.tintColor ?? .systemBlue
            if image.isPlaceholder {
                // A stand-in (an SF Symbol) is a faint rounded square in the tint, the symbol's size.
                let item = DisplayItem(
                    content: .fill(tint.withAlphaComponent(tint.alpha * 0.35)), rect: placed, transform: transform, alpha: alpha,
                    cornerRadius: Swift.min(placed.width, placed.height) / 4, clip: clipInside(view, values, transform, clip), viewID: id)
                if item.canvasBounds.intersects(visible) { items.append(item) }
            } else {
                // A template image is its shape in the image view's tint colour (or its own).
                addImage(
                    image, in: placed, template: image.templateColor(shownIn: tint, automaticIsTemplate: false), transform: transform,
                    alpha: alpha, clip: clipInside(view, values, transform, clip), visible: visible, id: id)
            }
        }
        if let label = view as? Label, let layout = label.runLayout(atWidth: label.bounds.width) {
            // Runs of their own faces, the block centred down the label as its one-style text is.
            let top = values.bounds.minY + (values.bounds.height - layout.size.height) / 2
            for piece in layout.pieces where piece.attributes.color.alpha > 0 {
                add(
                    .text(piece.text, font: piece.attributes.font, color: piece.attributes.color, alignment: .left),
                    rect: piece.rect.offsetBy(dx: values.bounds.minX, dy: top), radius: 0)
            }
        } else if let label = view as? Label, let text = label.text, !text.isEmpty {
            // Wrapped at the label's own width, as UIKit lays text out for the model, not the animated, size.
            let shown = label.shownText(atWidth: label.bounds.width)
            let font = label.shownFont(atWidth: label.bounds.width)
            add(.text(shown, font: font, color: label.textColor, alignment: label.textAlignment), radius: 0)
        } else if let button = view as? Button, finite, transform.isInFront(values.bounds) {
            if let configuration = button.configuration {
                addConfiguredButtonContent(
                    button, configuration, in: values.bounds, transform: transform, alpha: alpha, clip: clip, visible: visible)
            } else {
                addButtonContent(button, in: values.bounds, transform: transform, alpha: alpha, clip: clip, visible: visible)
            }
        }
        if finite, let drawn = view.currentDrawing() {
            addDrawing(drawn, of: view, values: values, transform: transform, alpha: alpha, clip: clip, visible: visible)
        }
        let childClip = clipInside(view, values, transform, clip)
        if !layer.sublayerList.isEmpty {
            visitSublayers(of: layer, space: shown.sublayerSpace, transform: transform, alpha: alpha, clip: childClip)
        }
        // A phone-sized window's status bar is drawn over its views, though it is not one of them.
        if let bar = (view as? Window)?.statusBar {
            let shownBar = Self.presented(bar)
            visit(
                bar, shown: shownBar, transform: shownBar.toSuperview(through: nil).concatenating(transform), alpha: alpha, clip: childClip)
        }
    }

    /// The clip for what a view draws inside itself and for its subviews: its own bounds too when it clips to them.
    @MainActor
    private func clipInside(_ view: View, _ values: ViewValues, _ transform: PlaneProjection, _ clip: CGRect?) -> CGRect? {
        guard view.clipsToBounds else { return clip }
        let own = transform.boundingBox(of: values.bounds)
        return clip.map { $0.intersection(own) } ?? own
    }
}
