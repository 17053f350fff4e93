import Foundation

/// A value of an animatable layer property, of the kind the property has: what `fromValue`, `toValue`,
/// `byValue` and keyframe `values` are read into, and what an animation blends.
package enum LayerValue: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(Color?)
    case transform(CATransform3D)
    case path(CGPath?)
    case numbers([CGFloat])
    case colors([Color])

    /// `value` (as code writes it: a number of any type, a point, a colour, a transform, a path, an array) read as
    /// a value of `kind`'s kind; `nil` when it is not one.
    init?(_ value: Any?, like kind: LayerValue) {
        // Geometry boxed in an NSValue (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`) is the geometry.
        let value = (value as? NSValue)?.boxedGeometry ?? value
        switch kind {
        case .number:
            guard let number = Self.number(value) else { return nil }
            self = .number(number)
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = value as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .color:
            guard let color = value as? Color else { return nil }
            self = .color(color)
        case .transform:
            if let transform = value as? CATransform3D {
                self = .transform(transform)
            } else if let affine = value as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        case .path:
            guard let path = value as? CGPath else { return nil }
            self = .path(path)
        case .numbers:
            guard let array = value as? [Any], case let numbers = array.compactMap(Self.number), numbers.count == array.count else {
                return nil
            }
            self = .numbers(numbers)
        case .colors:
            guard let array = value as? [Any], case let colors = array.compactMap({ $0 as? Color }), colors.count == array.count else {
                return nil
            }
            self = .colors(colors)
        }
    }

    /// A number of any of the types code writes one in.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    /// The value as code reads it back (`value(forKeyPath:)`) or writes it (`fromValue`): numbers as `CGFloat`.
    var anyValue: Any? {
        switch self {
        case .number(let number): number
        case .point(let point): point
        case .size(let size): size
        case .rect(let rect): rect
        case .color(let color): color
        case .transform(let transform): transform
        case .path(let path): path
        case .numbers(let numbers): numbers
        case .colors(let colors): colors
        }
    }

    /// The kind's name, for messages.
    var kindName: String {
        switch self {
        case .number: "a number"
        case .point: "a CGPoint"
        case .size: "a CGSize"
        case .rect: "a CGRect"
        case .color: "a CGColor"
        case .transform: "a CATransform3D"
        case .path: "a CGPath"
        case .numbers: "an array of numbers"
        case .colors: "an array of CGColors"
        }
    }

    /// The value a fraction `t` of the way from `self` to `other` (beyond 0…1 for springs); `other` when the two
    /// cannot be blended (paths of different shapes, arrays of different lengths, no colour), as Core Animation snaps.
    func interpolated(to other: LayerValue, fraction t: Double) -> LayerValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * t)
        case (.point(let a), .point(let b)): return .point(.interpolate(from: a, to: b, fraction: t))
        case (.size(let a), .size(let b)): return .size(.interpolate(from: a, to: b, fraction: t))
        case (.rect(let a), .rect(let b)): return .rect(.interpolate(from: a, to: b, fraction: t))
        case (.color(let a?), .color(let b?)): return .color(.interpolate(from: a, to: b, fraction: t))
        case (.transform(let a), .transform(let b)): return .transform(TransformDecomposition.interpolate(from: a, to: b, fraction: t))
        case (.path(let a?), .path(let b?)):
            guard a.elements.count == b.elements.count, zip(a.elements, b.elements).allSatisfy({ $0.isSameKind(as: $1) }) else { break }
            return .path(
                CGPath(
                    elements: zip(a.elements, b.elements).map { from, to in
                        from.withPoints(zip(from.points, to.points).map { .interpolate(from: $0, to: $1, fraction: t) })
                    }))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * t })
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { .interpolate(from: $0, to: $1, fraction: t) })
        default: break
        }
        return t < 1 ? self : other
    }

    /// `self + other · scale` for the kinds that add (numbers, points, sizes, rects, transforms as concatenation,
    /// arrays of numbers): what `byValue`, `isAdditive` and `isCumulative` do; `nil` for the others.
    func adding(_ other: LayerValue, times scale: CGFloat = 1) -> LayerValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): .number(a + b * scale)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x * scale, y: a.y + b.y * scale))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width * scale, height: a.height + b.height * scale))
        case (.rect(let a), .rect(let b)):
            .rect(
                CGRect(
                    x: a.minX + b.minX * scale, y: a.minY + b.minY * scale, width: a.width + b.width * scale,
                    height: a.height + b.height * scale))
        case (.transform(let a), .transform(let b)) where scale == 1: .transform(b.concatenating(a))
        case (.transform(let a), .transform(let b)) where scale == -1: .transform(CATransform3DInvert(b).concatenating(a))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: .numbers(zip(a, b).map { $0 + $1 * scale })
        default: nil
        }
    }
}
