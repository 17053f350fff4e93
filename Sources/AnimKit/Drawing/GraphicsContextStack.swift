import Foundation

/// The contexts UIKit draws into, innermost last: `draw(_:)` runs with its view's on top.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The context `draw(_:)` is drawing into now; `nil` outside of one.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current one, until `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Makes the context before the last pushed one current again.
@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// Fills `rect` with the current context's fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Frames `rect` one point wide, inside it, in the current context's fill colour (as UIKit's does).
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let inner = rect.insetBy(dx: 1, dy: 1)
    let frame = CGMutablePath()
    frame.addRect(rect, transform: context.ctm)
    frame.addRect(inner, transform: context.ctm)
    context.paint(frame.elements, fill: context.state.fillColor, evenOdd: true)
}

extension Color {
    /// Makes the colour the current context's fill colour.
    @preconcurrency @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }
    /// Makes the colour the current context's stroke colour.
    @preconcurrency @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
    /// Makes the colour both the fill and the stroke colour.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIBezierPath {
    /// Fills the path in the current context's fill colour (by its own fill rule), in its current blend mode.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        fill(with: context.state.blendMode, alpha: 1)
    }

    /// Fills the path with the fill colour at `alpha`, combined with what is drawn by `blendMode`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        let color = context.state.fillColor
        context.paint(transformed(by: context), fill: color.withAlphaComponent(color.alpha * alpha), evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path in the current context's stroke colour, with the path's own line style, in its current blend
    /// mode.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        stroke(with: context.state.blendMode, alpha: 1)
    }

    /// Strokes the path at `alpha`, combined with what is drawn by `blendMode`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.state.strokeColor = context.state.strokeColor.withAlphaComponent(context.state.strokeColor.alpha * alpha)
        (context.state.lineWidth, context.state.lineCap, context.state.lineJoin) = (lineWidth, lineCapStyle, lineJoinStyle)
        (context.state.miterLimit, context.state.dash) = (miterLimit, dash)
        context.paint(transformed(by: context), fill: nil, stroke: true)
    }

    private func transformed(by context: CGContext) -> [PathElement] { cgPath.elements.map { $0.applying(context.ctm) } }
}

/// Fills `rect` with the current context's fill colour, combined with what is drawn by `blendMode` (`.clear` punches a
/// hole, `.copy` replaces).
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setBlendMode(blendMode)
    context.fill(rect)
}

extension CGContext {
    /// Says so when text or an image is drawn in a blend mode other than `.normal`: it is drawn `.normal`.
    func reportUnblended(_ what: String) {
        guard state.blendMode != .normal else { return }
        let why =
            state.blendMode == .plusDarker
            ? "\(what) is drawn with the .normal blend mode here (the drawing library has no plus-darker operator)"
            : "\(what) is drawn with the .normal blend mode here (\(state.blendMode) applies to fills, strokes and gradients)"
        AnimationEngine.shared.report(AnimatorError(.layer(why), call: "CGContext.setBlendMode", tag: 0, state: nil))
    }
}

/// How a drawing combines with what the drawing painted before it (Core Graphics' blend modes: the separable and
/// non-separable ones of the PDF specification, and Porter and Duff's operators), within the shape painted.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
