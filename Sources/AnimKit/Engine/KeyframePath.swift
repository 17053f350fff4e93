import Foundation

/// How keyframe values are joined (UIKit's calculation modes).
public enum KeyframeCalculationMode: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Straight from each value to the next within its keyframe's time.
    case linear
    /// Jump to each value at its keyframe's start, and hold it.
    case discrete
    /// Straight lines at an even pace over the whole duration; key times are ignored.
    case paced
    /// A Catmull-Rom spline through the values, at the keyframes' times.
    case cubic
    /// A Catmull-Rom spline through the values at an even pace; key times are ignored.
    case cubicPaced

    public var description: String {
        switch self {
        case .linear: "linear"
        case .discrete: "discrete"
        case .paced: "paced"
        case .cubic: "cubic"
        case .cubicPaced: "cubicPaced"
        }
    }
}

/// One property's path through keyframe values, in blend space.
///
/// `values[0]` is where the property was before the animation; `values[k]` is set
/// by keyframe `k`, which runs from `starts[k]` to `ends[k]` (shares of the whole
/// duration). The track contributes `path(t) − values.last` on top of the model,
/// which holds the last value. Everything but the point itself is computed when
/// the path is made, so a frame allocates nothing.
struct KeyframePath: Sendable {
    let values: [PackedOffset]
    let starts: [Double]
    let ends: [Double]
    let count: Int
    let mode: KeyframeCalculationMode
    /// The times the spline and polyline modes pass through each value.
    private let knots: [Double]

    /// Creates a path; `starts` and `ends` have one entry per keyframe (`values.count − 1`).
    init(values: [PackedOffset], starts: [Double], ends: [Double], count: Int, mode: KeyframeCalculationMode) {
        self.values = values
        self.starts = starts
        self.ends = ends
        self.count = count
        self.mode = mode
        switch mode {
        case .paced, .cubicPaced: knots = KeyframePath.pacedKnots(values: values, count: count)
        case .cubic: knots = [0] + ends
        case .linear, .discrete: knots = []
        }
    }

    /// The path's offset from its final value at `t` (0…1 of the keyframe animation).
    func offset(at t: Double) -> PackedOffset {
        var result = PackedOffset(repeating: 0)
        let point = value(at: t)
        let last = values[values.count - 1]
        for index in 0..<count { result[index] = point[index] - last[index] }
        return result
    }

    /// The point on the path at `t`.
    func value(at t: Double) -> PackedOffset {
        let keyframes = values.count - 1
        guard keyframes > 0 else { return values[0] }
        if t >= 1 { return values[keyframes] }
        switch mode {
        case .linear:
            for k in (0..<keyframes).reversed() where t >= starts[k] {
                let span = ends[k] - starts[k]
                let local = span > 0 ? Swift.min((t - starts[k]) / span, 1) : 1
                return blend(values[k], values[k + 1], local)
            }
            return values[0]
        case .discrete:
            for k in (0..<keyframes).reversed() where t >= starts[k] { return values[k + 1] }
            return values[0]
        case .paced:
            return polyline(at: t)
        case .cubic, .cubicPaced:
            return spline(at: t)
        }
    }

    /// How fast the path moves at `t`, per unit of `t`: the derivative of ``value(at:)`` — each segment's slope for the
    /// straight modes, the spline's for the cubic ones, 0 while a value holds (discrete, before the first keyframe,
    /// at the end).
    func slope(at t: Double) -> PackedOffset {
        var result = PackedOffset(repeating: 0)
        let keyframes = values.count - 1
        guard keyframes > 0, t < 1 else { return result }
        switch mode {
        case .linear:
            for k in (0..<keyframes).reversed() where t >= starts[k] {
                let span = ends[k] - starts[k]
                guard span > 0, t < ends[k] else { return result }
                for index in 0..<count { result[index] = (values[k + 1][index] - values[k][index]) / span }
                return result
            }
        case .discrete: break
        case .paced:
            let (k, local) = segment(at: t), span = knots[k + 1] - knots[k]
            guard span > 0, local > 0 || t >= knots[k], local < 1 else { return result }
            for index in 0..<count { result[index] = (values[k + 1][index] - values[k][index]) / span }
        case .cubic, .cubicPaced:
            let (k, s) = segment(at: t), span = knots[k + 1] - knots[k]
            guard span > 0, s < 1 else { return result }
            let p0 = values[Swift.max(k - 1, 0)], p1 = values[k], p2 = values[k + 1], p3 = values[Swift.min(k + 2, values.count - 1)]
            let s2 = s * s
            for index in 0..<count {
                let m1 = (p2[index] - p0[index]) / 2, m2 = (p3[index] - p1[index]) / 2
                let perS =
                    (6 * s2 - 6 * s) * p1[index] + (3 * s2 - 4 * s + 1) * m1 + (-6 * s2 + 6 * s) * p2[index] + (3 * s2 - 2 * s) * m2
                result[index] = perS / span
            }
        }
        return result
    }

    /// Knot times proportional to the distance between successive values.
    private static func pacedKnots(values: [PackedOffset], count: Int) -> [Double] {
        var lengths: [Double] = [0]
        for k in 1..<values.count {
            var squared = 0.0
            for index in 0..<count { squared += pow(values[k][index] - values[k - 1][index], 2) }
            lengths.append(lengths[k - 1] + squared.squareRoot())
        }
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return lengths.map { $0 / total }
    }

    private func segment(at t: Double) -> (index: Int, local: Double) {
        var k = 0
        while k < knots.count - 2 && t >= knots[k + 1] { k += 1 }
        let span = knots[k + 1] - knots[k]
        return (k, span > 0 ? Swift.max(0, Swift.min((t - knots[k]) / span, 1)) : 1)
    }

    private func polyline(at t: Double) -> PackedOffset {
        let (k, local) = segment(at: t)
        return blend(values[k], values[k + 1], local)
    }

    /// Catmull-Rom through the values (end tangents from the neighbouring value, as Core Animation does).
    private func spline(at t: Double) -> PackedOffset {
        let (k, s) = segment(at: t)
        let p0 = values[Swift.max(k - 1, 0)], p1 = values[k], p2 = values[k + 1], p3 = values[Swift.min(k + 2, values.count - 1)]
        var result = PackedOffset(repeating: 0)
        let s2 = s * s, s3 = s2 * s
        for index in 0..<count {
            let m1 = (p2[index] - p0[index]) / 2, m2 = (p3[index] - p1[index]) / 2
            result[index] =
                (2 * s3 - 3 * s2 + 1) * p1[index] + (s3 - 2 * s2 + s) * m1
                + (-2 * s3 + 3 * s2) * p2[index] + (s3 - s2) * m2
        }
        return result
    }

    private func blend(_ a: PackedOffset, _ b: PackedOffset, _ fraction: Double) -> PackedOffset {
        var result = PackedOffset(repeating: 0)
        for index in 0..<count { result[index] = a[index] + (b[index] - a[index]) * fraction }
        return result
    }
}
