import Foundation

/// A value the engine can blend: add, subtract and scale.
///
/// The shape of SwiftUI's protocol of the same name, so iOS developers recognise it.
/// Every animatable property reaches the engine through this one protocol; the
/// engine has no per-property code.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `factor`.
    mutating func scale(by factor: Double)

    /// The squared length, for "close enough" checks (settling, tests), never for blending.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }
}

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by factor: Double) { self *= factor }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    @inlinable public mutating func scale(by factor: Double) { self *= CGFloat(factor) }
    @inlinable public var magnitudeSquared: Double { Double(self * self) }
}
