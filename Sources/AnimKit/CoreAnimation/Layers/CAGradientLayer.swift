import Foundation

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point, reaching the last colour at the end point's distance along each axis (an ellipse).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Round the start point, from the direction of the end point, clockwise.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient, as Core Animation's: ``colors`` at ``locations`` (evenly spaced when
/// `nil`), from ``startPoint`` to ``endPoint`` in unit coordinates of the bounds; drawn by cairo, inside the corner
/// radius. `colors`, `locations`, `startPoint` and `endPoint` animate (a shimmer moves `locations`).
@preconcurrency @MainActor
open class CAGradientLayer: Layer {
    /// The colours, as `CGColor`s (`[UIColor.red.cgColor, UIColor.blue.cgColor]`); anything else in the array is left out.
    open var colors: [Any]? { didSet { changed("colors", from: .colors(Self.colors(oldValue))) } }
    /// Where each colour sits, 0…1 along the gradient; `nil` spreads them evenly.
    open var locations: [NSNumber]? {
        didSet { changed("locations", from: .numbers(oldValue?.map { CGFloat($0.doubleValue) } ?? [])) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0), the top middle, by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed("startPoint", from: .point(oldValue)) } }
    /// Where it ends; (0.5, 1), the bottom middle, by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed("endPoint", from: .point(oldValue)) } }
    /// Axial, radial or conic.
    open var type: CAGradientLayerType = .axial

    /// A gradient layer with no colours.
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer`, with its gradient.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    /// The colours that are colours.
    static func colors(_ values: [Any]?) -> [Color] { (values ?? []).compactMap { $0 as? Color } }

    override package func value(forLayerKey key: String) -> LayerValue? {
        switch key {
        case "colors": .colors(Self.colors(colors))
        case "locations": .numbers(locations?.map { CGFloat($0.doubleValue) } ?? [])
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: super.value(forLayerKey: key)
        }
    }

    override package func setValue(_ value: LayerValue, forLayerKey key: String) -> Bool {
        switch (key, value) {
        case ("colors", .colors(let v)): colors = v
        case ("locations", .numbers(let v)): locations = v.isEmpty ? nil : v.map { NSNumber(value: Double($0)) }
        case ("startPoint", .point(let v)): startPoint = v
        case ("endPoint", .point(let v)): endPoint = v
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }

    override package func capturedOwnState() -> @MainActor () -> Void {
        let copy = CAGradientLayer(layer: self)
        return { [weak self] in
            guard let self else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            (colors, locations, startPoint, endPoint, type) = (copy.colors, copy.locations, copy.startPoint, copy.endPoint, copy.type)
        }
    }
}
