import Foundation

/// A layer that keeps its sublayers in 3-D, as Core Animation's: where every other layer flattens its sublayers into
/// its own plane, a transform layer places them in its superlayer's space through its transform, so a cube of six
/// faces turns as a solid — the faces nearest the viewer drawn over the others, whatever their order.
///
/// As Apple documents, only its sublayers are drawn: its own background, contents, border, shadow and mask are not,
/// and its `masksToBounds` clips nothing. Its opacity applies to each sublayer on its own (it is no compositing group).
/// Faces are drawn back to front by the depth of their centres; faces that cut through each other are not split.
@preconcurrency @MainActor
open class CATransformLayer: Layer {
    /// A transform layer with no sublayers.
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A copy of `layer`.
    public required init(layer: Any) { super.init(layer: layer) }
}
