import Foundation

/// The contexts UIKit draws into, innermost last: `draw(_:)` runs with its view's on top.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The context `draw(_:)` is drawing into now; `nil` outside of one.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current one, until `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Makes the context before the last pushed one current again.
@MainActor
public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// Fills `rect` with the current context's fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Frames `rect` one point wide, inside it, in the current context's fill colour (as UIKit's does).
@MainActor
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
    @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }
    /// Makes the colour the current context's stroke colour.
    @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
    /// Makes the colour both the fill and the stroke colour.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIBezierPath {
    /// Fills the path in the current context's fill colour (by its own fill rule).
    public func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path with the fill colour at `alpha` (only the normal blend mode is drawn).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        Self.check(blendMode, in: "fill(with:alpha:)")
        let color = context.state.fillColor
        context.paint(transformed(by: context), fill: color.withAlphaComponent(color.alpha * alpha), evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path in the current context's stroke colour, with the path's own line style.
    public func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path at `alpha` (only the normal blend mode is drawn).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        Self.check(blendMode, in: "stroke(with:alpha:)")
        context.saveGState()
        defer { context.restoreGState() }
        context.state.strokeColor = context.state.strokeColor.withAlphaComponent(context.state.strokeColor.alpha * alpha)
        (context.state.lineWidth, context.state.lineCap, context.state.lineJoin) = (lineWidth, lineCapStyle, lineJoinStyle)
        (context.state.miterLimit, context.state.dash) = (miterLimit, dash)
        context.paint(transformed(by: context), fill: nil, stroke: true)
    }

    private func transformed(by context: CGContext) -> [PathElement] { cgPath.elements.map { $0.applying(context.ctm) } }

    /// Says so when a blend mode other than `.normal` is asked for: it is drawn as `.normal`.
    static func check(_ blendMode: CGBlendMode, in call: String) {
        guard blendMode != .normal else { return }
        let why = "the \(blendMode) blend mode is drawn as .normal here (only source-over compositing is drawn)"
        AnimationEngine.shared.report(
            AnimatorError(.layer(why), call: call.contains(".") ? call : "UIBezierPath.\(call)", tag: 0, state: nil))
    }
}

/// How a drawing combines with what is under it; only `.normal` (source over) is drawn here.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
