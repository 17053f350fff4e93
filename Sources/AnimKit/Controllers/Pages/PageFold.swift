import Foundation

/// A page folded flat, as a page-curl page view controller draws one turning: the point of the page that was grabbed
/// (`grab`, on its outer edge) is carried to `finger`, and the page folds along the line halfway between the two,
/// square to the move. What lies on the grab's side of that line is folded over (its back shows, mirrored across the
/// line); the rest lies flat; the page under it shows where the folded part was.
///
/// All points are in the page's own coordinates, the spine along its leading edge (x = 0). The page stays bound to its
/// spine: the finger is kept within the grab's distance of the spine (measured from the spine's point at the grab's
/// height) and never beyond the grab, as a sheet held at the spine cannot be pulled further.
struct PageFold: Equatable, Sendable {
    /// The page's size.
    let size: CGSize
    /// Where the page was taken hold of.
    let grab: CGPoint
    /// Where that point is now, kept to what a bound page allows.
    let finger: CGPoint

    /// `grab` carried towards `finger` on a page of `size`.
    init(size: CGSize, grab: CGPoint, finger: CGPoint) {
        (self.size, self.grab) = (size, grab)
        var finger = CGPoint(x: Swift.min(finger.x, grab.x), y: finger.y)
        let spine = CGPoint(x: 0, y: grab.y), reach = grab.x
        let dx = finger.x - spine.x, dy = finger.y - spine.y, distance = (dx * dx + dy * dy).squareRoot()
        if distance > reach, distance > 0 {
            finger = CGPoint(x: spine.x + dx * reach / distance, y: spine.y + dy * reach / distance)
        }
        self.finger = finger
    }

    /// Whether the page lies flat (the finger is where the grab was, within half a point).
    var isFlat: Bool { distance < 0.5 }

    /// How far the grab has been carried.
    var distance: CGFloat { ((grab.x - finger.x) * (grab.x - finger.x) + (grab.y - finger.y) * (grab.y - finger.y)).squareRoot() }

    /// How far the page has turned over, 0 (flat) to 1 (lying on the spine's far side): the finger's way across twice
    /// the grab's distance from the spine.
    var turned: CGFloat { grab.x > 0 ? Swift.min(Swift.max((grab.x - finger.x) / (2 * grab.x), 0), 1) : 0 }

    /// The fold's unit normal, pointing from the finger towards the grab (the side that folds over).
    var normal: CGVector {
        guard !isFlat else { return CGVector(dx: 1, dy: 0) }
        return CGVector(dx: (grab.x - finger.x) / distance, dy: (grab.y - finger.y) / distance)
    }

    /// A point of the fold: halfway from the finger to the grab.
    var midpoint: CGPoint { CGPoint(x: (grab.x + finger.x) / 2, y: (grab.y + finger.y) / 2) }

    /// The part of the page that still lies flat: the page's rectangle on the finger's side of the fold.
    var lying: [CGPoint] { isFlat ? corners : clip(keepingGrabSide: false) }

    /// The part folded over, before it is mirrored: the page's rectangle on the grab's side of the fold.
    var folded: [CGPoint] { isFlat ? [] : clip(keepingGrabSide: true) }

    /// The mirror across the fold, on the page's coordinates: p ↦ p − 2((p − m)·n)n.
    var reflection: CGAffineTransform {
        let n = normal, m = midpoint, along = 2 * (m.x * n.dx + m.y * n.dy)
        return CGAffineTransform(
            a: 1 - 2 * n.dx * n.dx, b: -2 * n.dx * n.dy, c: -2 * n.dx * n.dy, d: 1 - 2 * n.dy * n.dy, tx: along * n.dx, ty: along * n.dy)
    }

    /// The same mirror as a view's `transform`, which turns about the view's centre: a view whose frame is the page's
    /// rectangle, given this transform, shows its content mirrored across the fold.
    var reflectionAboutCentre: CGAffineTransform {
        let mirror = reflection, centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let moved = centre.applying(mirror)
        return CGAffineTransform(a: mirror.a, b: mirror.b, c: mirror.c, d: mirror.d, tx: moved.x - centre.x, ty: moved.y - centre.y)
    }

    /// The page's corners, clockwise from the top left.
    private var corners: [CGPoint] {
        [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height), CGPoint(x: 0, y: size.height)]
    }

    /// The page's rectangle cut by the fold (Sutherland–Hodgman against one line), keeping one side.
    private func clip(keepingGrabSide: Bool) -> [CGPoint] {
        let n = normal, m = midpoint, sign: CGFloat = keepingGrabSide ? 1 : -1
        func side(_ p: CGPoint) -> CGFloat { sign * ((p.x - m.x) * n.dx + (p.y - m.y) * n.dy) }
        var kept: [CGPoint] = []
        let points = corners
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count], here = side(point), there = side(next)
            if here >= 0 { kept.append(point) }
            if (here > 0 && there < 0) || (here < 0 && there > 0) {
                let t = here / (here - there)
                kept.append(CGPoint(x: point.x + (next.x - point.x) * t, y: point.y + (next.y - point.y) * t))
            }
        }
        return kept
    }
}
