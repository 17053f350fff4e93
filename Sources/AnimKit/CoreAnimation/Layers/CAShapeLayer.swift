import Foundation

/// How a shape layer's open ends are drawn.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square, at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How a shape layer's stroke turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp point, cut off by the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut flat.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var join: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// Which points a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds round a point (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path: filled, then stroked, between ``strokeStart`` and ``strokeEnd`` of its length —
/// the progress ring's layer. Drawn through cairo, with Core Animation's defaults (black fill, no stroke).
@preconcurrency @MainActor
open class CAShapeLayer: Layer {
    /// The path, in the layer's coordinates (animatable between paths of the same shape).
    open var path: CGPath? {
        didSet {
            if !LayerValue.path(path).isFinite { report("path: the path has a NaN or infinite point; the layer draws nothing") }
            changed("path", from: .path(oldValue))
        }
    }
    /// The fill colour; opaque black by default, `nil` for none.
    open var fillColor: CGColor? = .black { didSet { changed("fillColor", from: .color(oldValue)) } }
    /// Which points are filled.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour; `nil` (the default) for none.
    open var strokeColor: CGColor? { didSet { changed("strokeColor", from: .color(oldValue)) } }
    /// Where along the path's length the stroke starts, 0…1.
    open var strokeStart: CGFloat = 0 { didSet { changed("strokeStart", from: .number(oldValue)) } }
    /// Where along the path's length the stroke ends, 0…1.
    open var strokeEnd: CGFloat = 1 { didSet { changed("strokeEnd", from: .number(oldValue)) } }
    /// The stroke's width; 1 by default.
    open var lineWidth: CGFloat = 1 { didSet { changed("lineWidth", from: .number(oldValue)) } }
    /// How far a miter may reach, in line widths; 10 by default.
    open var miterLimit: CGFloat = 10 { didSet { changed("miterLimit", from: .number(oldValue)) } }
    /// How open ends are drawn.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How corners are drawn.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Dash lengths, on and off in turn; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { changed("lineDashPhase", from: .number(oldValue)) } }

    /// A shape layer with no path.
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer`, with its shape.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor) = (other.path, other.fillColor, other.fillRule, other.strokeColor)
        (strokeStart, strokeEnd, lineWidth, miterLimit) = (other.strokeStart, other.strokeEnd, other.lineWidth, other.miterLimit)
        (lineCap, lineJoin, lineDashPattern, lineDashPhase) = (other.lineCap, other.lineJoin, other.lineDashPattern, other.lineDashPhase)
    }

    override package func value(forLayerKey key: String) -> LayerValue? {
        switch key {
        case "path": .path(path)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        case "strokeStart": .number(strokeStart)
        case "strokeEnd": .number(strokeEnd)
        case "lineWidth": .number(lineWidth)
        case "miterLimit": .number(miterLimit)
        case "lineDashPhase": .number(lineDashPhase)
        default: super.value(forLayerKey: key)
        }
    }

    override package func setValue(_ value: LayerValue, forLayerKey key: String) -> Bool {
        switch (key, value) {
        case ("path", .path(let v)): path = v
        case ("fillColor", .color(let v)): fillColor = v
        case ("strokeColor", .color(let v)): strokeColor = v
        case ("strokeStart", .number(let v)): strokeStart = v
        case ("strokeEnd", .number(let v)): strokeEnd = v
        case ("lineWidth", .number(let v)): lineWidth = v
        case ("miterLimit", .number(let v)): miterLimit = v
        case ("lineDashPhase", .number(let v)): lineDashPhase = v
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }

    override package func capturedOwnState() -> @MainActor () -> Void {
        let copy = CAShapeLayer(layer: self)
        return { [weak self] in
            guard let self else { return }
            // Putting a moment back is not a change to animate.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            (path, fillColor, fillRule, strokeColor) = (copy.path, copy.fillColor, copy.fillRule, copy.strokeColor)
            (strokeStart, strokeEnd, lineWidth, miterLimit) = (copy.strokeStart, copy.strokeEnd, copy.lineWidth, copy.miterLimit)
            (lineCap, lineJoin, lineDashPattern, lineDashPhase) = (copy.lineCap, copy.lineJoin, copy.lineDashPattern, copy.lineDashPhase)
        }
    }
}
