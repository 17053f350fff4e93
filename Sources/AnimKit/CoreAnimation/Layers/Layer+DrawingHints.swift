import Foundation

extension Layer {
    /// Whether drawing is done on a background thread (a speed hint; what is drawn is the same). `false` by default.
    public var drawsAsynchronously: Bool {
        get { state.drawingHints.drawsAsynchronously }
        set { state.drawingHints.drawsAsynchronously = newValue }
    }

    /// Whether the layer is drawn once into a bitmap and reused (a speed hint here: AnimKit draws it as vectors).
    public var shouldRasterize: Bool {
        get { state.drawingHints.shouldRasterize }
        set { state.drawingHints.shouldRasterize = newValue }
    }

    /// The scale of the bitmap ``shouldRasterize`` would draw; 1 by default.
    public var rasterizationScale: CGFloat {
        get { state.drawingHints.rasterizationScale }
        set { state.drawingHints.rasterizationScale = newValue }
    }

    /// Pixels per point of the layer's contents; 1 by default, as ``Screen/scale`` is here.
    public var contentsScale: CGFloat {
        get { state.drawingHints.contentsScale }
        set { state.drawingHints.contentsScale = newValue }
    }

    /// Whether the layer promises to fill its bounds with opaque colour (a speed hint; nothing behind is hidden by it).
    public var isOpaque: Bool {
        get { state.drawingHints.isOpaque }
        set { state.drawingHints.isOpaque = newValue }
    }
}
