import Foundation

/// Two animatable values moving together, e.g. a point as (x, y) or a rect as (origin, size).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public static var zero: Self { Self(.zero, .zero) }

    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    @inlinable
    public mutating func scale(by factor: Double) {
        first.scale(by: factor)
        second.scale(by: factor)
    }

    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
