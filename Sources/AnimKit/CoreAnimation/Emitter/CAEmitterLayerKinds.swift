import Foundation

/// Where an emitter's particles are born.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name.
    public let rawValue: String
    /// A shape from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the emitter's position (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Along a line through the position, the emitter size's width long.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// In a rectangle of the emitter size, centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of the emitter size and depth: on the flat screen, its rectangle.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// In a circle round the position, of the emitter size's width as its diameter.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere: on the flat screen, its circle.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape particles are born on.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's corners (a line's ends; a point's or circle's centre).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's edge.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// On the shape's surface: for a flat shape, anywhere in it.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in, and how they mix.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cell by cell, oldest first within a cell (the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles first, under the newer ones.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The newest particles first, under the older ones.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth: on the flat screen, as ``oldestFirst``.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Each particle's colour added to what is under it (light: fire, sparks, glow).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
