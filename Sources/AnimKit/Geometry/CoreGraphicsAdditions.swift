import Foundation

// What `import UIKit` brings on iOS from Core Graphics and Darwin that Linux's Foundation and Glibc have not: the
// comparisons Core Graphics adds to its geometry, and C's names iOS code still uses.

extension CGPoint {
    /// Whether the two points are the same (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size (`CGRectEqualToRect`); two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 || (isNull && rect2.isNull) }
}

/// Objective-C's `NSInteger`: `Int`.
public typealias NSInteger = Int
/// Objective-C's `NSUInteger`: `UInt`.
public typealias NSUInteger = UInt
/// C's `HUGE`, as Darwin's math.h defines it: `MAXFLOAT`, the largest finite `Float` (code sets a repeat count to it,
/// "forever").
public let HUGE = Float.greatestFiniteMagnitude
/// Nanoseconds in a second, as Dispatch code on Darwin spells it.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Milliseconds in a second.
public let MSEC_PER_SEC: UInt64 = 1_000

/// A distance in each direction that moves something (UIKit's `UIOffset`: a shadow's offset, a title's position).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The distance across.
    public var horizontal: CGFloat
    /// The distance down.
    public var vertical: CGFloat

    /// An offset of `horizontal` across and `vertical` down.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// No offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
