import AnimKit
import Foundation

/// How far a recording may move from its reference and still be the same motion: `value` in each property's own unit
/// (points for a centre or a size, the alpha itself, radians for a rotation), `time` in seconds (when it starts moving,
/// when it settles, an animator's start, delay and duration). ``exact`` — none beyond a millionth of the value and a
/// frame of the coarser of two frame rates — is the default.
public struct MotionTolerance: Sendable, Equatable {
    /// Points, alpha or radians.
    public var value: Double
    /// Seconds.
    public var time: TimeInterval

    /// A tolerance of `value` in each property's unit and `time` seconds (negative values count as 0).
    public init(value: Double = 0, time: TimeInterval = 0) {
        self.value = Swift.max(value, 0)
        self.time = Swift.max(time, 0)
    }

    /// The same motion only.
    public static let exact = MotionTolerance()

    var diff: MotionDiff.Tolerance { MotionDiff.Tolerance(value: value, time: time) }
}
