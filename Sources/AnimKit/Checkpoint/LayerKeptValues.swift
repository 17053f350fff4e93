import Foundation

/// The stored properties of a layer that a checkpoint keeps together (``CheckpointField/init(together:)``), after its
/// model and slots: the engine animating it, its state, its place in the tree, its animations' entries and its look
/// past the animatable values — one read and one pass of comparisons a layer.
struct LayerKeptValues: CheckpointValues {
    weak var animatingEngine: AnimationEngine?
    let state: LayerState
    let sublayerList: [Layer]
    weak var superlayerLink: Layer?
    weak var assignedDelegate: (any CALayerDelegate)?
    let animationEntries: [LayerAnimationEntry]
    let isCommitted: Bool
    let name: String?
    let mask: Layer?
    let actions: [String: any CAAction]?
    let maskedCorners: CornerMask
    let cornerCurve: CALayerCornerCurve
    let borderWidth: CGFloat
    let borderColor: CGColor?
    let shadowColor: CGColor?
    let shadowOpacity: Float
    let shadowRadius: CGFloat
    let shadowOffset: CGSize
    let shadowPath: CGPath?
    let contentsGravity: CALayerContentsGravity
    let contentsRect: CGRect
    let contentsCenter: CGRect
    let contents: Any?

    init(of layer: Layer) {
        (animatingEngine, state, sublayerList, superlayerLink) = (
            layer.animatingEngine, layer.state, layer.sublayerList, layer.superlayerLink
        )
        (animationEntries, isCommitted, name, mask) = (layer.animationEntries, layer.isCommitted, layer.name, layer.mask)
        (actions, maskedCorners, cornerCurve) = (layer.actions, layer.maskedCorners, layer.cornerCurve)
        (borderWidth, borderColor, shadowColor) = (layer.borderWidth, layer.borderColor, layer.shadowColor)
        (shadowOpacity, shadowRadius, shadowOffset, shadowPath) = (
            layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset, layer.shadowPath
        )
        (contentsGravity, contentsRect, contentsCenter) = (layer.contentsGravity, layer.contentsRect, layer.contentsCenter)
        contents = layer.contents
        assignedDelegate = layer.assignedDelegate
    }

    func restore(into layer: Layer) {
        if layer.animatingEngine !== animatingEngine { layer.animatingEngine = animatingEngine }
        if layer.state != state {
            layer.state = state
            layer.remarkForLayoutIfMarked()
        }
        if layer.assignedDelegate !== assignedDelegate { layer.assignedDelegate = assignedDelegate }
        // Most layers hold the same sublayers at every restore: only another order rebuilds a view's subviews from it.
        if !layer.sublayerList.elementsEqual(sublayerList, by: ===) {
            layer.sublayerList = sublayerList
            layer.view?.subviews = sublayerList.compactMap(\.view)
        }
        // A link to the host's own views' layers is the host's, not the scene's (as a view's superview).
        let link = layer.superlayerLink
        if link !== superlayerLink && link?.view?.isHostChrome != true && superlayerLink?.view?.isHostChrome != true {
            layer.superlayerLink = superlayerLink
        }
        layer.animationEntries = animationEntries
        if layer.isCommitted != isCommitted { layer.isCommitted = isCommitted }
        if layer.name != name { layer.name = name }
        if layer.mask !== mask { layer.mask = mask }
        layer.actions = actions
        if layer.maskedCorners != maskedCorners { layer.maskedCorners = maskedCorners }
        if layer.cornerCurve != cornerCurve { layer.cornerCurve = cornerCurve }
        if layer.borderWidth != borderWidth { layer.borderWidth = borderWidth }
        if layer.borderColor != borderColor { layer.borderColor = borderColor }
        if layer.shadowColor != shadowColor { layer.shadowColor = shadowColor }
        if layer.shadowOpacity != shadowOpacity { layer.shadowOpacity = shadowOpacity }
        if layer.shadowRadius != shadowRadius { layer.shadowRadius = shadowRadius }
        if layer.shadowOffset != shadowOffset { layer.shadowOffset = shadowOffset }
        if layer.shadowPath != shadowPath { layer.shadowPath = shadowPath }
        if layer.contentsGravity != contentsGravity { layer.contentsGravity = contentsGravity }
        if layer.contentsRect != contentsRect { layer.contentsRect = contentsRect }
        if layer.contentsCenter != contentsCenter { layer.contentsCenter = contentsCenter }
        layer.contents = contents
    }
}
