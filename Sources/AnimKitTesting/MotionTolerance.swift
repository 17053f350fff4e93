import AnimKit
import Foundation

/// How far a recording may move from its reference and still be the same motion: `value` in each property's own unit
/// (points for a centre or a size, the alpha itself, radians for a rotation), `time` in seconds (when it starts moving,
/// when it settles, an animator's start, delay and duration). ``exact`` — none beyond a millionth of the value and a
/// frame of the coarser of two frame rates — is the default.
public struct MotionTolerance: Sendable, Equatable {
    /// The two numbers as the motion diff takes them (negative ones made 0 there, once).
    package private(set) var diff: MotionDiff.Tolerance

    /// Points, alpha or radians.
    public var value: Double {
        get { diff.value }
        set { diff = MotionDiff.Tolerance(value: newValue, time: diff.time) }
    }
    /// Seconds.
    public var time: TimeInterval {
        get { diff.time }
        set { diff = MotionDiff.Tolerance(value: diff.value, time: newValue) }
    }

    /// A tolerance of `value` in each property's unit and `time` seconds (negative values count as 0).
    public init(value: Double = 0, time: TimeInterval = 0) {
        diff = MotionDiff.Tolerance(value: value, time: time)
    }

    /// The same motion only.
    public static let exact = MotionTolerance()
}
