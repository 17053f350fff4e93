import Foundation

extension DisplayList {
    /// What a view's `draw(_:)` drew, placed in its bounds now by its content mode and kept inside them (a view's
    /// drawing has the bounds' size, as its backing store has), over its background and under its subviews; what was
    /// painted through a clip is seen through it, as through a mask of the clip paths. A drawing with a blend mode
    /// other than `.normal` is composited on its own first, as in its backing store, then laid over the canvas.
    @MainActor
    mutating func addDrawing(
        _ drawn: DrawnContent, of view: View, values: ViewValues, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?,
        visible: CGRect
    ) {
        guard transform.isInFront(values.bounds) else { return }
        let placed = view.contentMode.rect(for: drawn.bounds.size, in: values.bounds)
        let own = transform.boundingBox(of: values.bounds)
        addDrawn(
            drawn, placedIn: placed, transform: transform, alpha: alpha, clip: clip.map { $0.intersection(own) } ?? own, visible: visible,
            id: ObjectIdentifier(view), template: nil)
    }

    /// What `drawn` holds, its bounds stretched over `placed` (in the space `transform` maps to the canvas), kept inside
    /// `inside`; every colour `template`'s when one is given (a template image's drawing).
    @MainActor
    mutating func addDrawn(
        _ drawn: DrawnContent, placedIn placed: CGRect, transform: PlaneProjection, alpha: CGFloat, clip inside: CGRect,
        visible: CGRect, id: ObjectIdentifier, template: Color?
    ) {
        guard drawn.bounds.width > 0, drawn.bounds.height > 0 else { return }
        let (sx, sy) = (placed.width / drawn.bounds.width, placed.height / drawn.bounds.height)
        let place = PlaneProjection(
            affine: CGAffineTransform(
                a: sx, b: 0, c: 0, d: sy, tx: placed.minX - drawn.bounds.minX * sx, ty: placed.minY - drawn.bounds.minY * sy)
        ).concatenating(transform)
        let first = items.count
        let isolated = drawn.items.contains { $0.blendMode != .normal }
        let (groupAlpha, alpha) = isolated ? (alpha, 1) : (1, alpha)
        var start = items.count, clips: [DrawnClip] = []
        for drawnItem in drawn.items {
            if drawnItem.clips != clips {
                clipItems(from: start, to: clips, placedBy: place, alpha: alpha, clip: inside, id: id)
                (start, clips) = (items.count, drawnItem.clips)
            }
            let item: DisplayItem
            switch drawnItem.paint {
            case .shape(let shape):
                item = DisplayItem(
                    content: .shape(shape), rect: shape.coverage, transform: place, alpha: alpha, cornerRadius: 0, clip: inside, viewID: id)
            case .gradient(let gradient, let ctm):
                guard ctm.a * ctm.d - ctm.b * ctm.c != 0 else { continue }
                // The gradient fills the whole drawing, in the user space it was drawn in; its region is one of its clips.
                item = DisplayItem(
                    content: .gradient(gradient), rect: drawn.bounds.applying(ctm.inverted()),
                    transform: PlaneProjection(affine: ctm).concatenating(place), alpha: alpha, cornerRadius: 0, clip: inside, viewID: id)
            case .text(let text, let font, let color, let alignment, let rect, let ctm):
                item = DisplayItem(
                    content: .text(text, font: font, color: color, alignment: alignment), rect: rect,
                    transform: PlaneProjection(affine: ctm).concatenating(place), alpha: alpha, cornerRadius: 0, clip: inside, viewID: id)
            case .blurredText(let text, let font, let color, let rect, let ctm, let radius):
                let toCanvas = PlaneProjection(affine: ctm).concatenating(place)
                guard toCanvas.isInFront(rect) else { continue }
                let scale = toCanvas.scale(near: CGPoint(x: rect.midX, y: rect.midY))
                let glyphs = DisplayItem(
                    content: .text(text, font: font, color: color, alignment: .left), rect: rect, transform: toCanvas, alpha: 1,
                    cornerRadius: 0, clip: inside, viewID: id)
                let reach = 1.5 * radius * scale
                item = DisplayItem(
                    content: .blurred([glyphs], radius: radius * scale), rect: glyphs.canvasBounds.insetBy(dx: -reach, dy: -reach),
                    transform: PlaneProjection(translationX: 0, y: 0), alpha: alpha, cornerRadius: 0, clip: inside, viewID: id)
            case .shadow(let shadow):
                item = DisplayItem(
                    content: .shadow(shadow), rect: drawn.bounds, transform: place, alpha: alpha, cornerRadius: 0, clip: inside, viewID: id)
            case .ghosts(let ghosts, let ghostAlpha, let ctm):
                item = DisplayItem(
                    content: .ghosts(ghosts), rect: ghosts.coverage, transform: PlaneProjection(affine: ctm).concatenating(place),
                    alpha: alpha * ghostAlpha, cornerRadius: 0, clip: inside, viewID: id)
            case .look(let look, let lookAlpha, let ctm):
                let toCanvas = PlaneProjection(affine: ctm).concatenating(place)
                for frozen in look {
                    var placed = frozen.placed(by: toCanvas)
                    placed.alpha = frozen.alpha * alpha * lookAlpha
                    placed.clip = placed.clip.map { $0.intersection(inside) } ?? inside
                    if placed.canvasBounds.intersects(visible) { items.append(placed) }
                }
                continue
            case .image(let image, let rect, let imageAlpha, let ctm):
                // An image drawn into the drawing: its pixels, its silhouette, or what it holds drawn in turn.
                let imageTemplate = template ?? (image.renderingMode == .alwaysOriginal ? nil : image.tint)
                addImage(
                    image, in: rect, template: imageTemplate, transform: PlaneProjection(affine: ctm).concatenating(place),
                    alpha: alpha * imageAlpha, clip: inside, visible: visible, id: id, blendMode: drawnItem.blendMode)
                continue
            }
            var blended = item
            blended.blendMode = drawnItem.blendMode
            if let template { blended = blended.with(content: blended.content.templated(in: template)) }
            if item.canvasBounds.intersects(visible) { items.append(blended) }
        }
        clipItems(from: start, to: clips, placedBy: place, alpha: alpha, clip: inside, id: id)
        guard isolated, items.count > first else { return }
        let group = Array(items[first...])
        items.removeSubrange(first...)
        items.append(
            DisplayItem(
                content: .isolated(group), rect: inside, transform: PlaneProjection(translationX: 0, y: 0), alpha: groupAlpha,
                cornerRadius: 0, clip: inside, viewID: id))
    }

    /// Shows the items drawn since `start` only inside every one of `clips` (paths in the drawing's base space, placed
    /// on the canvas by `place`): each clip a mask of its path filled.
    @MainActor
    private mutating func clipItems(
        from start: Int, to clips: [DrawnClip], placedBy place: PlaneProjection, alpha: CGFloat, clip: CGRect, id: ObjectIdentifier
    ) {
        for drawnClip in clips where items.count > start {
            let content = Array(items[start...])
            items.removeSubrange(start...)
            let shape = ShapeDrawing(
                fillPath: drawnClip.path, strokePath: [], fillColor: .white, evenOdd: drawnClip.evenOdd, strokeColor: nil, lineWidth: 0,
                lineCap: .butt, lineJoin: .miter, miterLimit: 10, dashes: [], dashPhase: 0)
            var masks = [
                DisplayItem(
                    content: .shape(shape), rect: shape.coverage, transform: place, alpha: 1, cornerRadius: 0, clip: clip, viewID: id)
            ]
            if let image = drawnClip.mask {
                // An image's alpha masks inside the path: what the image holds, drawn where the clip mapped it.
                let before = items.count
                addImage(
                    image.image, in: image.rect, template: nil, transform: PlaneProjection(affine: image.ctm).concatenating(place),
                    alpha: 1,
                    clip: clip, visible: .infinite, id: id)
                masks = Array(items[before...])
                items.removeSubrange(before...)
            }
            // The whole drawing is composited: outside the clip's path it is hidden.
            let drawn = content.reduce(CGRect.null) { $0.union($1.canvasBounds) }
            guard !drawn.isNull, !drawn.isEmpty else { return }
            items.append(
                DisplayItem(
                    content: .masked(content: content, mask: masks.map { $0.with(content: $0.content.asMask) }), rect: drawn,
                    transform: PlaneProjection(translationX: 0, y: 0), alpha: 1, cornerRadius: 0, clip: nil, viewID: id))
        }
    }
}
