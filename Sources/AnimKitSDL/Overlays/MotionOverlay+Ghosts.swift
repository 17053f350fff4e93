import AnimKit
import Foundation

/// The onion skin: a ghost frame a distance each side of the playhead, every followed view's outline then, in the past's
/// tint before it and the future's after it, fainter the further away — laid over the canvas in one pass however many
/// there are (``GhostDrawing``); a few views' ghosts are edged too.
extension MotionOverlay {
    /// Ghosts of more views than this at once are only filled: their edges would cost more than the fill.
    static let edgedGhostLimit = 64

    func drawGhosts(of paths: MotionPaths, now: Int, in context: CGContext) {
        let farthest = Swift.min(ghosts, Self.ghostLimit)
        guard farthest > 0 else { return }
        var drawing = GhostDrawing(past: Self.past, future: Self.future)
        var edges: [(outlines: GhostOutlines, tint: Color, alpha: CGFloat)] = []
        for distance in Swift.stride(from: farthest, through: 1, by: -1) {
            let alpha = 0.5 * CGFloat(ghosts - distance + 1) / CGFloat(ghosts)
            for (offset, tint) in [(-distance, 0), (distance, 1)] {
                let outlines = ghostOutlines(of: paths, now: now, offset: offset)
                drawing.add(outlines, tint: tint, alpha: alpha * 0.25)
                if paths.paths.count <= Self.edgedGhostLimit { edges.append((outlines, tint == 0 ? Self.past : Self.future, alpha)) }
            }
        }
        context.drawGhosts(drawing)
        // The edges over the fills, the furthest first, so the nearer ones lie over them.
        context.setLineWidth(1)
        for edge in edges {
            context.beginPath()
            var start = 0
            for end in edge.outlines.ends.map(Int.init) {
                let corners = (start..<end).map {
                    CGPoint(x: CGFloat(edge.outlines.points[2 * $0]), y: CGFloat(edge.outlines.points[2 * $0 + 1]))
                }
                context.addLines(between: corners)
                context.closePath()
                start = end
            }
            context.setStrokeColor(edge.tint.withAlphaComponent(Swift.min(edge.alpha * 1.4, 1)).cgColor)
            context.strokePath()
        }
    }

    /// The outlines of the ghost frame `offset` places from `now`: by frame, one sample's outlines, kept for the frames
    /// after that show it too (a ghost frame is drawn at every distance as the playhead passes); at keyframes or
    /// animators' ends, each view's own mark.
    private func ghostOutlines(of paths: MotionPaths, now: Int, offset: Int) -> GhostOutlines {
        let shared = ghostPlacement == .frames ? now + offset * ghostSpacing : nil
        if let shared, let kept = ghostFrames[shared] { return kept }
        let views = paths.paths.count
        var outlines = GhostOutlines.Builder(outlines: views)
        // By index, not by copying each path: this runs for every view of every ghost frame drawn.
        for index in 0..<views {
            guard let sample = shared ?? markSample(of: paths.paths[index], now: now, offset: offset),
                (0..<paths.count).contains(sample), !paths.paths[index].anchors[sample].x.isNaN
            else { continue }
            let corners = 4 * sample, radius = paths.paths[index].cornerRadii[sample]
            if radius > 0 {
                outlines.add(Self.outline(paths.paths[index].outlineCorners[corners..<corners + 4], cornerRadius: radius))
            } else {
                let outline = paths.paths[index].outlineCorners
                outlines.addQuad(outline[corners], outline[corners + 1], outline[corners + 2], outline[corners + 3])
            }
        }
        let made = outlines.build()
        if let shared {
            // A long scrub keeps no more than a few hundred ghost frames.
            if ghostFrames.count >= Self.keptGhostFrames { ghostFrames.removeAll(keepingCapacity: true) }
            ghostFrames[shared] = made
        }
        return made
    }

    /// The most ghost frames kept between frames drawn.
    static let keptGhostFrames = 4 * ghostLimit + 8

    /// The mark of `path` — a keyframe's start, or where an animator starts or ends — `offset` marks from `now` (negative:
    /// before it).
    private func markSample(of path: MotionPaths.Path, now: Int, offset: Int) -> Int? {
        // The marks are sorted: the one `offset` places before or after `now`, found without copying them (per frame).
        let marks = ghostPlacement == .keyframes ? path.keyframes : path.animatorEnds
        let after = marks.firstIndex { $0 > now } ?? marks.count, before = marks.lastIndex { $0 < now }
        let index = offset < 0 ? before.map { $0 + offset + 1 } : after + offset - 1
        return index.flatMap { marks.indices.contains($0) ? marks[$0] : nil }
    }

    /// A ghost's outline: the view's four corners as drawn (top left, top right, bottom right, bottom left), its corners
    /// rounded as the view's are — a rounded rectangle of the bounds' size carried onto them.
    static func outline(_ corners: ArraySlice<CGPoint>, cornerRadius: CGFloat) -> [CGPoint] {
        let start = corners.startIndex
        let origin = corners[start]
        let across = CGPoint(x: corners[start + 1].x - origin.x, y: corners[start + 1].y - origin.y)
        let down = CGPoint(x: corners[start + 3].x - origin.x, y: corners[start + 3].y - origin.y)
        let width = (across.x * across.x + across.y * across.y).squareRoot()
        let height = (down.x * down.x + down.y * down.y).squareRoot()
        guard cornerRadius > 0, width > 0, height > 0 else { return Array(corners) }
        let radius = Swift.min(cornerRadius, width / 2, height / 2)
        let segments = Swift.min(Swift.max(Int((radius / 2).rounded(.up)), 2), 8)
        // Round the bounds clockwise from the top right corner's arc, each arc a quarter turn from its start.
        let arcs: [(center: CGPoint, start: CGFloat)] = [
            (CGPoint(x: width - radius, y: radius), -.pi / 2), (CGPoint(x: width - radius, y: height - radius), 0),
            (CGPoint(x: radius, y: height - radius), .pi / 2), (CGPoint(x: radius, y: radius), .pi),
        ]
        var outline: [CGPoint] = []
        outline.reserveCapacity(4 * (segments + 1))
        for arc in arcs {
            for step in 0...segments {
                let angle = arc.start + CGFloat(step) / CGFloat(segments) * .pi / 2
                let (u, v) = ((arc.center.x + radius * cos(angle)) / width, (arc.center.y + radius * sin(angle)) / height)
                outline.append(CGPoint(x: origin.x + across.x * u + down.x * v, y: origin.y + across.y * u + down.y * v))
            }
        }
        return outline
    }
}
