import Foundation

/// Onion skin's ghosts: many faint convex outlines in two tints — the frames before the playhead and those after it —
/// laid over what is drawn below in one pass, so that thousands of them cost about one canvas of pixels.
///
/// Order does not matter: each pixel is covered by 1 − Π(1 − αᵢ) of the outlines over it — what they would cover laid
/// one over another in any order — and takes the two tints in proportion to how much of that each brings. Outlines are
/// filled without anti-aliasing: a pixel is in one when its centre is.
package struct GhostDrawing: Equatable, Sendable {
    /// The two tints, the first set's and the second's (their own alphas are not used: each set has its alpha).
    package var tints: [Color]
    /// The sets of outlines (a ghost frame each), in order.
    package private(set) var sets: [GhostSet] = []

    /// Outlines drawn at one alpha in one tint: a ghost frame.
    package struct GhostSet: Equatable, Sendable {
        /// 0 or 1: which of ``GhostDrawing/tints``.
        package let tint: Int
        /// How opaque each outline of the set is.
        package let alpha: CGFloat
        /// The outlines, shared with every frame that shows the same ghost frame.
        package let outlines: GhostOutlines
    }

    /// No outlines yet, to be drawn in `past` (the first tint) and `future` (the second).
    package init(past: Color, future: Color) { tints = [past, future] }

    /// Whether no outline is held.
    package var isEmpty: Bool { sets.allSatisfy { $0.outlines.ends.isEmpty } }

    /// Adds a set of outlines at `alpha` in tint 0 or 1.
    package mutating func add(_ outlines: GhostOutlines, tint: Int, alpha: CGFloat) {
        guard !outlines.ends.isEmpty else { return }
        sets.append(GhostSet(tint: tint == 0 ? 0 : 1, alpha: Swift.min(Swift.max(alpha.isFinite ? alpha : 0, 0), 1), outlines: outlines))
    }

    /// The rectangle holding every outline's finite corners (null when there are none).
    package var coverage: CGRect { sets.reduce(CGRect.null) { $0.union($1.outlines.bounds) } }
}

/// Convex outlines, made once and shared between the frames that draw them: x, y pairs and where each outline ends.
package final class GhostOutlines: Equatable, Sendable {
    /// Every outline's corners, x, y pairs, outline after outline.
    package let points: [Float]
    /// Where each outline's corners end in ``points`` (counted in corners, not floats).
    package let ends: [Int32]
    /// The rectangle holding every finite corner (null when there are none).
    package let bounds: CGRect

    /// The most corners an outline may have; one with more is left out.
    package static let cornerLimit = 64

    /// Outlines added one by one, then made into ``GhostOutlines``.
    package struct Builder {
        private var points: [Float] = [], ends: [Int32] = []

        /// Room for `outlines` outlines of `corners` corners each.
        package init(outlines: Int = 0, corners: Int = 4) {
            points.reserveCapacity(2 * outlines * corners)
            ends.reserveCapacity(outlines)
        }

        /// Adds a convex outline of 3 to ``GhostOutlines/cornerLimit`` corners (any other is left out).
        package mutating func add(_ corners: some Collection<CGPoint>) {
            guard (3...GhostOutlines.cornerLimit).contains(corners.count) else { return }
            for corner in corners { append(corner) }
            ends.append(Int32(points.count / 2))
        }

        /// Adds the four corners of a quadrilateral, in order round it.
        package mutating func addQuad(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) {
            append(a)
            append(b)
            append(c)
            append(d)
            ends.append(Int32(points.count / 2))
        }

        private mutating func append(_ corner: CGPoint) {
            points.append(Float(corner.x))
            points.append(Float(corner.y))
        }

        /// The outlines added.
        package func build() -> GhostOutlines { GhostOutlines(points: points, ends: ends) }
    }

    private init(points: [Float], ends: [Int32]) {
        (self.points, self.ends) = (points, ends)
        var (minX, minY, maxX, maxY) = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        for index in Swift.stride(from: 0, to: points.count - 1, by: 2) where points[index].isFinite && points[index + 1].isFinite {
            (minX, minY) = (Swift.min(minX, points[index]), Swift.min(minY, points[index + 1]))
            (maxX, maxY) = (Swift.max(maxX, points[index]), Swift.max(maxY, points[index + 1]))
        }
        bounds =
            minX <= maxX ? CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY)) : .null
    }

    package static func == (lhs: GhostOutlines, rhs: GhostOutlines) -> Bool {
        lhs === rhs || (lhs.points == rhs.points && lhs.ends == rhs.ends)
    }
}
