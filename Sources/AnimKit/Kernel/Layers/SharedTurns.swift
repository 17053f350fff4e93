import Foundation

/// The turns fused rows make, each kept once: rows whose transforms turn between the same two rotations share one, and
/// a tick works out its rotation once for all of them at one moment (a thousand cards flipped alike, one rotation).
struct SharedTurns {
    /// A turn, and its rotation at the fraction last asked.
    struct Entry {
        let turn: TransformTurn
        var fraction = Double.nan
        var quaternion = SIMD4<Double>()
    }

    /// A turn's ends, bit for bit.
    private struct Key: Hashable {
        let from: SIMD4<UInt64>, to: SIMD4<UInt64>

        init(_ turn: TransformTurn) {
            (from, to) = (SIMD4((0..<4).map { turn.from[$0].bitPattern }), SIMD4((0..<4).map { turn.to[$0].bitPattern }))
        }
    }

    private var entries = KernelColumn<Entry>()
    private var known: [Key: Int32] = [:]

    /// The index of `turn`, kept from now on if it is new.
    mutating func index(of turn: TransformTurn) -> Int32 {
        let key = Key(turn)
        if let index = known[key] { return index }
        entries.append(Entry(turn: turn))
        known[key] = Int32(entries.count - 1)
        return Int32(entries.count - 1)
    }

    /// The turns, side by side (valid until a turn is added).
    var elements: UnsafeMutablePointer<Entry> { entries.elements }

    /// The rotation the turn at `entry` reaches a fraction `t` along, worked out once a fraction (with `sines`' help).
    static func quaternion(_ entry: UnsafeMutablePointer<Entry>, fraction t: Double, sines: inout TurnSines) -> SIMD4<Double> {
        if entry.pointee.fraction != t {
            let turn = entry.pointee.turn
            entry.pointee.quaternion = turn.quaternion(fraction: t, sines: sines.of(turn, fraction: t))
            entry.pointee.fraction = t
        }
        return entry.pointee.quaternion
    }
}
