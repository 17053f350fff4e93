import Foundation

/// Images drawn into the current context: `UIImage`'s own calls the right way up, `CGContext.draw(_:in:)` upside down
/// in a UIKit context, as Core Graphics draws an image into a flipped space (the usual fix, a flip of the context before
/// drawing, turns it the right way up here too).
extension Image {
    /// Draws the image at its size, its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at its size at `point`, at `alpha` (only `.normal` blending is drawn; others are reported).
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched over `rect`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image stretched over `rect`, at `alpha` (an image is drawn `.normal`; another mode is reported).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.recordImage(self, in: rect, alpha: alpha, flipped: false)
    }
}

extension CGContext {
    /// Draws `image` stretched over `rect` as Core Graphics does: with its first row at the rectangle's bottom (in a
    /// UIKit context, upside down).
    public func draw(_ image: CGImage, in rect: CGRect) { recordImage(image, in: rect, alpha: 1, flipped: true) }

    func recordImage(_ image: Image, in rect: CGRect, alpha: CGFloat, flipped: Bool) {
        let alpha = Swift.min(Swift.max(alpha.isFinite ? alpha : 0, 0), 1) * state.alpha
        guard !clipsEverything, alpha > 0, rect.width != 0, rect.height != 0,
            (rect.minX + rect.minY + rect.width + rect.height).isFinite
        else { return }
        // Upside down: the rectangle's own vertical flip, before the transform.
        let flip = flipped ? CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY) : .identity
        reportUnblended("an image")
        items.append(DrawnItem(paint: .image(image, rect: rect, alpha: alpha, ctm: flip.concatenating(state.ctm)), clips: state.clips))
    }
}
