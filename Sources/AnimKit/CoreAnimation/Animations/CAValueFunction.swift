import Foundation

/// The transforms a ``CAValueFunction`` makes.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A turn about x by the angle given.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A turn about y by the angle given.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A turn about z by the angle given.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by the three-element array given.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by the three-element array given.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Core Animation's value function: an animation of `"transform"` with one set blends numbers — an angle, a scale, a
/// translation, or three of them — and shows the transform the function makes of the blend, so a turn from 0 to 2π
/// is a whole turn (a blend of the two matrices, the same, would stand still).
public final class CAValueFunction: Sendable {
    /// The function's name.
    public let name: CAValueFunctionName
    private let axis: Int?

    /// The function named `name`; `nil` for a name Core Animation does not have.
    public init?(name: CAValueFunctionName) {
        let axes = ["X": 0, "Y": 1, "Z": 2]
        let raw = name.rawValue
        guard let base = ["rotate", "scale", "translate"].first(where: { raw.hasPrefix($0) }) else { return nil }
        let rest = String(raw.dropFirst(base.count))
        guard rest.isEmpty ? base != "rotate" : axes[rest] != nil else { return nil }
        (self.name, axis) = (name, rest.isEmpty ? nil : axes[rest])
    }

    private var isRotation: Bool { name.rawValue.hasPrefix("rotate") }
    private var isScale: Bool { name.rawValue.hasPrefix("scale") }

    /// The kind of value the function takes: a number, or three for the whole scale and translation.
    var inputKind: LayerValue { axis == nil ? .numbers([0, 0, 0]) : .number(0) }

    /// What the function's input is in `current` (a transform): the turn, scales or translations it holds.
    func input(from current: LayerValue) -> LayerValue {
        guard case .transform(let t) = current else { return inputKind }
        let parts = TransformDecomposition(t) ?? TransformDecomposition()
        if isRotation, let axis {
            return TransformKeyPath("rotation.\(["x", "y", "z"][axis])")?.value(inParts: parts) ?? .number(0)
        }
        let values = isScale ? parts.scale : parts.translation
        return axis.map { .number(CGFloat(values[$0])) } ?? .numbers([0, 1, 2].map { CGFloat(values[$0]) })
    }

    /// The transform the function makes of `value` (of ``inputKind``); `nil` for a value of another kind.
    func transform(of value: LayerValue) -> CATransform3D? {
        var components: [CGFloat]
        switch (value, axis) {
        case (.number(let n), let axis?):
            components = isScale ? [1, 1, 1] : [0, 0, 0]
            components[axis] = n
        case (.numbers(let numbers), nil) where numbers.count == 3: components = numbers
        default: return nil
        }
        if isRotation, let axis {
            let unit = [0, 1, 2].map { CGFloat($0 == axis ? 1 : 0) }
            return CATransform3DMakeRotation(components[axis], unit[0], unit[1], unit[2])
        }
        return isScale
            ? CATransform3DMakeScale(components[0], components[1], components[2])
            : CATransform3DMakeTranslation(components[0], components[1], components[2])
    }
}
