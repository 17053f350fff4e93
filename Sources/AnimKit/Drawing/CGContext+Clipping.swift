import Foundation

/// Clipping: the clip is the intersection of the paths given since the graphics state was saved (restoring it restores
/// the clip), each kept in base space as it was when given; later paint shows only inside all of them.
extension CGContext {
    /// Clips to the current path (intersected with the clip in force), then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        addClip(path.elements, evenOdd: rule == .evenOdd)
        beginPath()
    }

    /// Clips to `rect`, in user space.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Clips to the union of `rects`, in user space.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        addClip(path.elements, evenOdd: false)
    }

    /// Clips to `rect`, in user space, and within it to where `mask` is opaque: the image is mapped into the rectangle
    /// as ``draw(_:in:)`` maps one (upside down, as Core Graphics draws an image in a UIKit context), and its alpha lets
    /// later paint through.
    public func clip(to rect: CGRect, mask: CGImage) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        addClip(path.elements, evenOdd: false)
        guard !clipsEverything, let last = state.clips.indices.last else { return }
        state.clips[last].mask = (mask, rect, flip.concatenating(state.ctm))
    }

    /// Takes the clip away (what is painted next shows over the whole drawing).
    public func resetClip() { state.clips.removeAll() }

    /// The smallest rectangle, in user space, holding what the clip lets through (the drawing's bounds without a clip).
    public var boundingBoxOfClipPath: CGRect {
        let box = state.clips.reduce(bounds) { box, clip in
            box.intersection(clip.path.isEmpty ? .null : CGPath.bounds(of: clip.path.flatMap(\.points)))
        }
        guard !box.isNull, state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c != 0 else { return .null }
        return box.applying(state.ctm.inverted())
    }

    /// Adds `elements` (in base space) to the clip; one with a point that is not finite clips everything away, as a path
    /// that encloses nothing does.
    func addClip(_ elements: [PathElement], evenOdd: Bool) {
        let finite = elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        state.clips.append(DrawnClip(path: finite ? elements : [], evenOdd: evenOdd))
    }

    /// Whether the clip in force lets nothing through (a clip to an empty path).
    var clipsEverything: Bool { state.clips.contains { $0.path.isEmpty } }
}

extension UIBezierPath {
    /// Clips the current context's later drawing to the inside of this path (by its fill rule).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addClip(cgPath.elements.map { $0.applying(context.ctm) }, evenOdd: usesEvenOddFillRule)
    }
}

/// Clips the current context's later drawing to `rect`.
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
