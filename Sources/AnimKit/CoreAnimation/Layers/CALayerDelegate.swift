import Foundation

/// What a layer asks of its delegate (Core Animation's `CALayerDelegate`): to make its content, to draw it, to place
/// its sublayers and to give the action for a change. Every method may be left out, as there: the defaults do what a
/// layer with no delegate does. A view is its layer's delegate (`view.layer.delegate === view`); a layer made by code
/// has none until one is set, and keeps it weakly.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Makes `layer`'s content in place of its own ``Layer/display()`` work (set ``Layer/contents``).
    func display(_ layer: Layer)
    /// Draws `layer`'s content into `ctx`, whose user space is the layer's bounds, when the layer draws by itself.
    func draw(_ layer: Layer, in ctx: CGContext)
    /// Called before `layer` draws its content.
    func layerWillDraw(_ layer: Layer)
    /// Places `layer`'s sublayers, from the layer's ``Layer/layoutSublayers()`` (a view lays out its subviews here).
    func layoutSublayers(of layer: Layer)
    /// The action for a change of `event` on `layer`: an action to run, `NSNull()` for none, or `nil` to let the layer
    /// look further (its ``Layer/actions``, then its class's default).
    func action(for layer: Layer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// The layer makes its own content: its ``Layer/draw(in:)`` into a context, kept as the contents.
    public func display(_ layer: Layer) { layer.drawContents() }
    /// Draws nothing.
    public func draw(_ layer: Layer, in ctx: CGContext) {}
    /// Nothing to prepare.
    public func layerWillDraw(_ layer: Layer) {}
    /// Leaves the sublayers where they are.
    public func layoutSublayers(of layer: Layer) {}
    /// No answer: the layer looks further.
    public func action(for layer: Layer, forKey event: String) -> (any CAAction)? { nil }
}
