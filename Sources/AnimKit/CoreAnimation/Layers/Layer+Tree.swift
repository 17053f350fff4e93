import Foundation

/// The layer tree: one order of sublayers, back to front, in which a view's layer holds its subviews' layers among
/// the layers code added, in the order they were added (a layer added after a subview is drawn over it; a subview
/// added later, over the layer). A view's ``View/subviews`` are read from it.
extension Layer {
    /// The layer this one is in: for a view's layer, its superview's.
    public var superlayer: Layer? { superlayerLink }

    /// The layers in this one, back to front; `nil` when there are none, as Core Animation answers.
    public var sublayers: [Layer]? { sublayerList.isEmpty ? nil : sublayerList }

    /// Adds `layer` in front of the other sublayers, taking it from its old superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerList.count))
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
        place(layer, at: Int(idx))
        // On screen from the end of this frame: changes after that animate implicitly.
        if !layer.isCommitted { AnimationEngine.shared.performOnNextTick { layer.isCommitted = true } }
    }

    /// The layer and every layer in it are on screen now, so that changes to them animate implicitly: what a
    /// window's first frame does for its root view controller's view before `viewDidAppear` (UIKit tells it after
    /// that frame is committed), rather than a frame later.
    func commitTree() {
        isCommitted = true
        for layer in sublayerList { layer.commitTree() }
    }

    /// Puts `layer` (in no superlayer) at `index` among the sublayers, clamped to the valid range.
    func place(_ layer: Layer, at index: Int) {
        sublayerList.insert(layer, at: Swift.min(Swift.max(index, 0), sublayerList.count))
        layer.superlayerLink = self
        markForLayout()
        (layer as? CAEmitterLayer)?.startEmitting()
    }

    /// Takes `layer` out of the sublayers.
    func unplace(_ layer: Layer) {
        sublayerList.removeAll { $0 === layer }
        layer.superlayerLink = nil
        markForLayout()
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sibling.flatMap { sibling in sublayerList.filter { $0 !== layer }.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Inserts `layer` just above `sibling` (in front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let order = sublayerList.filter { $0 !== layer }
        let index = sibling.flatMap { sibling in order.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? order.count
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Puts `newLayer` where `oldLayer` is.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// Takes the layer out of its superlayer (a view's layer: the view out of its superview).
    public func removeFromSuperlayer() {
        if let view { return view.removeFromSuperview() }
        superlayerLink?.unplace(self)
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
