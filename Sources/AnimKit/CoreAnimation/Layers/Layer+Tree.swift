import Foundation

/// The layer tree: a view's layer holds its subviews' layers and the layers code added, back to front, in the
/// order they were added (a layer added after a subview is drawn over it; a subview added later, over the layer).
extension Layer {
    /// The layer this one is in: for a view's layer, its superview's.
    public var superlayer: Layer? { view.map { $0.superview?.layer } ?? ownSuperlayer }

    /// The layers in this one, back to front; `nil` when there are none, as Core Animation answers.
    public var sublayers: [Layer]? {
        let all = orderedSublayers
        return all.isEmpty ? nil : all
    }

    /// The sublayers back to front (a view's layer: its subviews' layers among the layers code added).
    var orderedSublayers: [Layer] {
        guard let view, !view.subviews.isEmpty else { return ownSublayers }
        var result = ownSublayers.filter { $0.aboveSubview == nil }
        for subview in view.subviews {
            result.append(subview.layer)
            result += ownSublayers.filter { $0.aboveSubview === subview }
        }
        return result
    }

    /// `subview` left the view, whose subview `below` was just under it: a layer that sat above it stays where it was,
    /// above `below` (Core Animation keeps the others' order when one goes).
    func subviewLeft(_ subview: View, below: View?) {
        for sublayer in ownSublayers where sublayer.aboveSubview === subview { sublayer.aboveSubview = below }
    }

    /// Adds `layer` in front of the other sublayers, taking it from its old superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(clamping: orderedSublayers.count))
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to the valid range).
    public func insertSublayer(_ layer: Layer, at idx: UInt32) {
        guard layer.view == nil else {
            return report("insertSublayer: a view's layer moves with its view; add the view with addSubview(_:)")
        }
        guard layer !== self, !layer.isAncestor(of: self) else {
            return report("insertSublayer: a layer cannot be its own sublayer or its ancestor's")
        }
        layer.removeFromSuperlayer()
        var order = orderedSublayers
        order.insert(layer, at: Swift.min(Int(idx), order.count))
        layer.ownSuperlayer = self
        // On screen from the end of this frame: changes after that animate implicitly.
        if !layer.isCommitted { AnimationEngine.shared.performOnNextTick { layer.isCommitted = true } }
        // The layers code added keep their place among the subviews' layers: each sits above the subview before it.
        var below: View?
        ownSublayers = []
        for sublayer in order {
            if let subview = sublayer.view {
                below = subview
            } else {
                sublayer.aboveSubview = below
                ownSublayers.append(sublayer)
            }
        }
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sibling.flatMap { sibling in orderedSublayers.filter { $0 !== layer }.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Inserts `layer` just above `sibling` (in front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let order = orderedSublayers.filter { $0 !== layer }
        let index = sibling.flatMap { sibling in order.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? order.count
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Puts `newLayer` where `oldLayer` is.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard let index = orderedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// Takes the layer out of its superlayer (a view's layer: the view out of its superview).
    public func removeFromSuperlayer() {
        if let view { return view.removeFromSuperview() }
        ownSuperlayer?.ownSublayers.removeAll { $0 === self }
        ownSuperlayer = nil
        aboveSubview = nil
    }

    /// Whether this layer contains `layer`, at any depth.
    func isAncestor(of layer: Layer) -> Bool {
        var current = layer.superlayer
        while let ancestor = current {
            if ancestor === self { return true }
            current = ancestor.superlayer
        }
        return false
    }

    /// Reports a refused call on the layer tree (Core Animation raises; here it is reported and ignored).
    func report(_ message: String) {
        let parts = message.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let why = parts.count == 2 ? parts[1] : message
        AnimationEngine.shared.report(AnimatorError(.layer(why), call: parts.count == 2 ? parts[0] : "CALayer", tag: 0, state: nil))
    }
}
