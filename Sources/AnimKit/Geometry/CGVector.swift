import Foundation

/// A two-dimensional vector, as Core Graphics defines it.
///
/// UIKit uses it for a spring's initial velocity (relative to the distance to travel),
/// so UIKit code that builds one compiles unchanged.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector `(0, 0)`.
    public static let zero = CGVector(dx: 0, dy: 0)
}
