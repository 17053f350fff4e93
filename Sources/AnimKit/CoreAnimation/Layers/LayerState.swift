import Foundation

/// What a layer that no view backs keeps of its own: its geometry, look and 3-D transform, with Core Animation's
/// defaults. A view's layer keeps only what its view has no place for (anchor point, depth, 3-D transform).
struct LayerState: Equatable {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var opacity: Float = 1
    var isHidden = false
    var backgroundColor: Color?
    var cornerRadius: CGFloat = 0
    var masksToBounds = false
    /// A view's layer: the 3-D transform when it is not affine (the view's own `transform` holds an affine one).
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var isDoubleSided = true
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
    /// A view's layer as `values` (the view's presentation, or its model) under the layer's names, over the layer's own `state`.
    @MainActor
    init(showing values: ViewValues, of view: View, over state: LayerState) {
        self = state
        bounds = values.bounds
        position = values.center
        opacity = Float(values.alpha)
        backgroundColor = values.backgroundColor.alpha > 0 ? values.backgroundColor : nil
        cornerRadius = values.cornerRadius
        isHidden = view.isHidden
        masksToBounds = view.clipsToBounds
        if CATransform3DIsAffine(state.transform) { transform = CATransform3DMakeAffineTransform(values.transform) }
    }
}
