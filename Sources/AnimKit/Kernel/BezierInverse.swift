/// Where a cubic Bézier curve's x reaches each of 65 evenly spaced values, and how fast: the first guess of ``CubicBezier/progress(atFraction:)``'s solve.
///
/// Between two knots the guess is the cubic (Hermite) through both knots with the
/// curve's own slope dt/dx at each, so it is within about 1e-10 of the answer and
/// one Newton step reaches 1e-14 (from a straight line between knots it took two,
/// from t = x three); the solve is half of a run's work in a frame. The guess
/// depends on x alone, so the answer still does not depend on the frames before.
/// A kernel makes one table per set of control points and frees it with itself
/// (``CurveTables``); a run or track holds a plain pointer into it.
struct BezierInverse: @unchecked Sendable {
    static let intervals = 64
    /// Four coefficients per interval, t = c0 + u·(c1 + u·(c2 + u·c3)) for u = 0…1 across it, then each interval's
    /// ``Guess/oneStepSuffices`` as 1 or 0, then the curve's own x(t) and y(t) coefficients (ax, bx, cx, ay, by, cy):
    /// a run's frame needs this one pointer and nothing else of its curve. Freed by ``deallocate()``.
    private let coefficients: UnsafePointer<Double>
    private static let flagsOffset = 4 * intervals
    /// One address per set of control points, since tables are shared: equal identities, equal curves.
    var identity: UnsafeRawPointer { UnsafeRawPointer(coefficients) }
    private static let curveOffset = 5 * intervals

    /// A first guess of t, and whether one Newton step from it is known to reach the precision.
    struct Guess {
        let t: Double
        /// dt/dx there, the slope of the interval's cubic: a Newton step multiplies by it instead of dividing by x′(t).
        let inverseSlope: Double
        /// Whether one step met the precision at every x tried in this interval when the table was made (32 per
        /// interval, its knot among them): all 64 intervals of ease-in-out, about two thirds of ease-in and ease-out
        /// (not near the end where x′(t) is flat). The solve then takes that step without checking it; elsewhere it
        /// checks and steps again as needed.
        let oneStepSuffices: Bool
    }

    /// The t of the curve near `x` (0 < x < 1), from the cubic of the interval that holds it.
    @inline(__always)
    func guess(_ x: Double) -> Guess {
        let scaled = x * Double(BezierInverse.intervals)
        let index = Swift.min(Swift.max(Int(scaled), 0), BezierInverse.intervals - 1)
        let u = scaled - Double(index), c = coefficients + 4 * index
        // (c0 + u·c1) + u²·(c2 + u·c3): the two halves and u² side by side, a shorter chain than Horner's.
        return Guess(
            t: (c[0] + u * c[1]) + (u * u) * (c[2] + u * c[3]),
            inverseSlope: (c[1] + u * (2 * c[2] + u * 3 * c[3])) * Double(BezierInverse.intervals),
            oneStepSuffices: coefficients[BezierInverse.flagsOffset + index] != 0)
    }

    /// Progress at `x` (0 < x < 1) after one Newton step from the guess, when the table vouches for one step there; `nil` elsewhere.
    ///
    /// y at the step comes without waiting for the step: y(t − δ) = y(t) − y′(t)·δ to within
    /// y″·δ²/2, and δ is about 1e-10 where one step suffices, so the difference is below 1e-19.
    /// x(t), y(t) and y′(t)·dt/dx are computed side by side instead of one after the other:
    /// this solve is the longest chain of dependent arithmetic in a frame.
    @inline(__always)
    func progressAfterOneStep(at x: Double) -> Double? {
        let guess = guess(x)
        guard guess.oneStepSuffices else { return nil }
        return progress(steppedFrom: guess, towards: x)
    }

    /// y after one step from `guess` towards x(t) = `x`, as ``progressAfterOneStep(at:)`` takes it (the table's proof uses it too).
    ///
    /// The polynomials go as (a·t + b)·t² + c·t, t² alongside, and t is not clamped to 0…1: the curve's
    /// polynomials hold just outside it, and where one step suffices the guess is within 1e-10 of the answer.
    @inline(__always)
    func progress(steppedFrom guess: Guess, towards x: Double) -> Double {
        let t = guess.t, squared = guess.t * guess.t, c = coefficients + BezierInverse.curveOffset
        let sampleX = (c[0] * t + c[1]) * squared + c[2] * t
        let sampleY = (c[3] * t + c[4]) * squared + c[5] * t
        let slopeYPerX = (3 * c[3] * squared + (2 * c[4] * t + c[5])) * guess.inverseSlope
        return sampleY - (sampleX - x) * slopeYPerX
    }

    /// The interval cubics of `curve`: Hermite through each pair of knots, with dt/dx = 1 / x′(t) scaled to the interval,
    /// or the chord's slope where x′(t) is too flat to invert (an end of ease-in or ease-out, where Newton is slow anyway).
    private static func coefficients(of curve: CubicBezier) -> UnsafeMutablePointer<Double> {
        let width = 1 / Double(intervals)
        let knots = (0...intervals).map { curve.solveT(forX: Double($0) * width, from: Double($0) * width) }
        let slopes = knots.map { t in curve.slopeX(t) }
        let coefficients = UnsafeMutablePointer<Double>.allocate(capacity: curveOffset + 6)
        for index in 0..<intervals {
            let t0 = knots[index], chord = knots[index + 1] - t0
            let m0 = slopes[index] > 1e-3 ? width / slopes[index] : chord
            let m1 = slopes[index + 1] > 1e-3 ? width / slopes[index + 1] : chord
            let c = coefficients + 4 * index
            c[0] = t0
            c[1] = m0
            c[2] = 3 * chord - 2 * m0 - m1
            c[3] = m0 + m1 - 2 * chord
        }
        (coefficients + flagsOffset).initialize(repeating: 0, count: intervals)
        (coefficients + curveOffset).initialize(from: curve.polynomial, count: 6)
        return coefficients
    }

    /// The table of `curve` (finite, not the identity), with each interval's one-step flag proved.
    init(_ curve: CubicBezier) {
        let coefficients = BezierInverse.coefficients(of: curve)
        self.coefficients = UnsafePointer(coefficients)
        for index in 0..<BezierInverse.intervals where oneStepReachesPrecision(inInterval: index, on: curve) {
            coefficients[BezierInverse.flagsOffset + index] = 1
        }
    }

    /// Frees the table; nothing may use it afterwards (its kernel's ``CurveTables`` calls this as it goes).
    func deallocate() { UnsafeMutablePointer(mutating: coefficients).deallocate() }

    /// Whether the step from the guess lands within the precision at 32 fractions across interval `index`, its knot first.
    private func oneStepReachesPrecision(inInterval index: Int, on curve: CubicBezier) -> Bool {
        let samples = 32
        return (0..<samples).allSatisfy { sample in
            let x = (Double(index) + Double(sample) / Double(samples)) / Double(BezierInverse.intervals)
            guard x > 0 else { return true }
            let guess = guess(x)
            let stepped = curve.newtonStep(from: guess, towards: x)
            // y against the full solve's y, not only x: where dy/dx is steep, x within the precision is not enough.
            let exact = curve.sampleY(curve.solveT(forX: x, from: guess.t))
            return abs(curve.sampleX(stepped) - x) < CubicBezier.precision
                && abs(progress(steppedFrom: guess, towards: x) - exact) < CubicBezier.precision
        }
    }
}

extension CubicBezier {
    /// One step of Newton's method from the table's guess (clamped to 0…1) towards x(t) = `x`, with the table's dt/dx
    /// for 1 / x′(t) (close enough where the step is taken unchecked, and no division), clamped to 0…1.
    @inline(__always)
    func newtonStep(from guess: BezierInverse.Guess, towards x: Double) -> Double {
        let t = Swift.min(Swift.max(guess.t, 0), 1)
        return Swift.min(Swift.max(t - (sampleX(t) - x) * guess.inverseSlope, 0), 1)
    }
}
