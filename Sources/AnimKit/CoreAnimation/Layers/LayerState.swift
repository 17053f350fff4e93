import Foundation

/// What a layer keeps besides the values in its slot (``Layer/model``): depth, visibility, clipping, a 3-D transform,
/// its own timing and drawing hints, with Core Animation's defaults.
struct LayerState: Equatable {
    var zPosition: CGFloat = 0
    var isHidden = false
    var masksToBounds = false
    /// The 3-D transform when it is not affine (the model holds an affine one).
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var isDoubleSided = true
    /// Whether the content drawn by code is stale (``Layer/setNeedsDisplay()``), and the size it was last drawn at.
    var needsDisplay = false
    var displayedSize: CGSize?
    var needsDisplayOnBoundsChange = false
    /// Whether ``Layer/layoutSublayers()`` runs before the next frame (a layer of its own; a view's marks its view).
    var needsLayout = false
    /// The layer's own timing (``CAMediaTiming``): its local time is `(parent − beginTime) × speed + timeOffset`.
    var beginTime: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
    /// Hints to Core Animation about how to draw, which change nothing that is seen: kept as set.
    var drawingHints = LayerDrawingHints()
}

/// How a layer asks to be drawn — asynchronously, rasterised, at a scale — which changes speed on iOS, never what is
/// seen; AnimKit draws every layer the same way and keeps what was set.
struct LayerDrawingHints: Equatable {
    var drawsAsynchronously = false
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var contentsScale: CGFloat = 1
    var isOpaque = false
}

extension LayerState {
    /// A view's layer's state as a copy keeps it: the view's visibility and clipping, over the layer's own `state`.
    @MainActor
    init(showing view: View, over state: LayerState) {
        self = state
        isHidden = view.isHidden
        masksToBounds = view.clipsToBounds
    }
}
