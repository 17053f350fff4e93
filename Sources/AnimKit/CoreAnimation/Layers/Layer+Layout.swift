import Foundation

/// A layer's layout, as Core Animation's: ``Layer/setNeedsLayout()`` marks a layer (so does a change of its bounds'
/// size, and a sublayer added or taken out), and before the next frame every marked layer runs
/// ``Layer/layoutSublayers()``, outer layers before the layers in them — by default its delegate's
/// ``CALayerDelegate/layoutSublayers(of:)``. A view's layer is the view's: marking it marks the view, and the view's
/// layout pass runs its ``Layer/layoutSublayers()``, which lays the view out.
extension Layer {
    /// The object the layer asks to make and draw its content, place its sublayers and give its actions: a view's
    /// layer's is the view, and stays so (setting another is reported and ignored, as UIKit does not allow it).
    public var delegate: (any CALayerDelegate)? {
        get { view ?? assignedDelegate }
        set {
            guard view == nil else { return report("delegate: a view's layer's delegate is its view") }
            assignedDelegate = newValue
        }
    }

    /// The layers of their own marked for layout since the last pass (weakly).
    private static var marked: [WeakLayer] = []
    /// Whether the marked layers are being laid out (a layout that lays out a view inside does not start another).
    private static var isLayingOutMarked = false

    /// Marks the layer (its view, for a view's layer) for layout before the next frame.
    func markForLayout() {
        if let view { return view.setNeedsLayout() }
        guard !state.needsLayout else { return }
        state.needsLayout = true
        Layer.marked.append(WeakLayer(layer: self))
    }

    /// Whether the layer (its view, for a view's layer) waits for layout.
    var isMarkedForLayout: Bool { view?.layoutRecord.needsLayout ?? state.needsLayout }

    /// A restored layer that was marked is marked again, to be laid out with the others.
    func remarkForLayoutIfMarked() {
        if view == nil, state.needsLayout { Layer.marked.append(WeakLayer(layer: self)) }
    }

    /// Lays out the marked layers under the topmost marked one above this layer (its view, for a view's layer).
    func layOutIfMarked() {
        if let view { return view.layoutIfNeeded() }
        var top = self
        while let parent = top.superlayerLink, parent.view == nil, parent.state.needsLayout { top = parent }
        top.layOutMarkedTree()
    }

    /// Runs ``layoutSublayers()`` of this layer if marked, then of the marked layers of its own beneath it.
    private func layOutMarkedTree() {
        if state.needsLayout {
            state.needsLayout = false
            layoutSublayers()
        }
        for sublayer in sublayerList where sublayer.view == nil { sublayer.layOutMarkedTree() }
    }

    /// Lays out every layer marked since the last pass, outer layers first, again while layouts mark more, as a
    /// frame's transaction does; a layer marked on every pass is left after UIKit's 100.
    static func layOutMarkedLayers() {
        guard !marked.isEmpty, !isLayingOutMarked else { return }
        isLayingOutMarked = true
        defer { isLayingOutMarked = false }
        for _ in 0..<View.layoutPassLimit {
            let layers = marked.compactMap(\.layer)
            marked = []
            for layer in layers.sorted(by: { $0.depth < $1.depth }) where layer.state.needsLayout { layer.layOutIfMarked() }
            if marked.isEmpty { return }
        }
        marked = []
    }

    /// How many superlayers the layer is in.
    private var depth: Int {
        var count = 0, current = superlayerLink
        while let layer = current {
            count += 1
            current = layer.superlayerLink
        }
        return count
    }

    /// The farthest layer in this one (or the layer itself) under `point`, in the superlayer's coordinates: hidden
    /// layers and, in a layer that masks to its bounds, points outside are left out; sublayers are tried front first.
    func standardHitTest(_ point: CGPoint) -> Layer? {
        guard !isHidden else { return nil }
        let local = point.applying(toSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let front = sublayerList.enumerated().sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
        for (_, sublayer) in front { if let hit = sublayer.hitTest(local) { return hit } }
        return inside ? self : nil
    }

    /// The layer's bounds' size in its superlayer: through its transform's affine part.
    var transformedBoundsSize: CGSize {
        let size = bounds.size.applying(CATransform3DGetAffineTransform(transform))
        return CGSize(width: abs(size.width), height: abs(size.height))
    }
}

/// A layer held weakly.
private struct WeakLayer {
    weak var layer: Layer?
}
