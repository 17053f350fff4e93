import Foundation

/// Where views go over a stretch of a scene, frame by frame: each one's anchor (its layer's position — the point it sits
/// and turns about — in the canvas's coordinates) and its outline (its bounds' four corners as drawn: moved, turned and
/// scaled through every superview). What motion trails and onion skins draw, read from the very seeks every frame is
/// drawn from, so a trail's dot is where `render --at` draws the view.
package struct MotionPaths: Sendable, Equatable {
    /// One view's path.
    package struct Path: Sendable, Equatable {
        /// The view's name in samples: its accessibility identifier, else `view N` in tree order.
        package let name: String
        /// The anchor at each sample of the stretch (not a number where the view is not in the scene).
        package var anchors: [CGPoint] = []
        /// The outline at each sample, four corners a sample, from the bounds' minimum corner round.
        package var outlineCorners: [CGPoint] = []
        /// The corner radius at each sample (its layer's, 0 where the view is square or absent), for ghosts' shapes.
        package var cornerRadii: [CGFloat] = []
        /// The samples (indices into ``anchors``) at which one of the keyframes that move the view starts.
        package var keyframes: [Int] = []
        /// The samples at which an animator that moves the view starts moving it or ends.
        package var animatorEnds: [Int] = []

        init(name: String) {
            self.name = name
        }

        /// The anchor at `sample`; `nil` where the view was not in the scene.
        package func anchor(at sample: Int) -> CGPoint? {
            let point = anchors[sample]
            return point.x.isNaN ? nil : point
        }

        /// The outline at `sample`; `nil` where the view was not in the scene.
        package func outline(at sample: Int) -> [CGPoint]? {
            anchors[sample].x.isNaN ? nil : Array(outlineCorners[4 * sample..<4 * sample + 4])
        }

        @MainActor mutating func append(_ view: View?, in root: View) {
            guard let view else {
                anchors.append(CGPoint(x: CGFloat.nan, y: .nan))
                outlineCorners += repeatElement(CGPoint(x: CGFloat.nan, y: .nan), count: 4)
                cornerRadii.append(0)
                return
            }
            anchors.append(MotionPaths.anchor(of: view, in: root))
            outlineCorners += MotionPaths.outline(of: view, in: root)
            cornerRadii.append(view.presentation.cornerRadius)
        }
    }

    /// The frame grid's rate.
    package let framesPerSecond: Double
    /// The grid frame of the first sample.
    package let firstFrame: Int
    /// How many grid frames apart samples are (1 unless a long stretch was thinned).
    package let stride: Int
    /// The views' paths, in tree order.
    package var paths: [Path]
    /// A sentence when not every view asked for could be followed (too many; a name no view has).
    package var notes: [String] = []

    /// How many samples each path has.
    package var count: Int { paths.first?.anchors.count ?? 0 }

    /// The time of sample `index`.
    package func time(ofSample index: Int) -> TimeInterval { Double(firstFrame + index * stride) / framesPerSecond }

    /// The sample nearest `time`, within the stretch.
    package func sample(at time: TimeInterval) -> Int {
        let index = Int(((time * framesPerSecond - Double(firstFrame)) / Double(stride)).rounded())
        return Swift.min(Swift.max(index, 0), Swift.max(count - 1, 0))
    }

    /// The most views followed at once; the most samples a path keeps, and all the paths together (a longer stretch,
    /// or one of many views, is thinned evenly).
    package static let viewLimit = 2_000
    package static let sampleLimit = 20_000
    package static let totalSampleLimit = 1_000_000
}

extension MotionPaths {
    /// Follows the views `names` picks (by default every view an animator moves, up to ``viewLimit``) through
    /// `playback`'s scene from `from` to `to` (by default its end), a sample a frame, and puts the scene back where it
    /// was. `checkingStop` runs between samples.
    @MainActor
    package static func record(
        _ playback: ScenePlayback, names: [String]? = nil, from: TimeInterval = 0, to: TimeInterval? = nil,
        checkingStop: () throws -> Void = {}
    ) throws -> MotionPaths {
        let timeline = try playback.measure(cap: to ?? SceneTimeline.followCap)
        let end = Swift.max(to ?? timeline.lengthToFollow, from)
        var wanted = names ?? movedViews(in: timeline.spans)
        var notes: [String] = []
        if wanted.count > viewLimit {
            notes.append("following the first \(viewLimit) of \(wanted.count) views (at most \(viewLimit) at once)")
            wanted = Array(wanted.prefix(viewLimit))
        }
        let first = playback.gridFrame(at: from), last = Swift.max(playback.gridFrame(at: end), first)
        let samples = Swift.min(sampleLimit, totalSampleLimit / Swift.max(wanted.count, 1))
        let stride = Swift.max(1, (last - first) / samples + 1)
        var paths = wanted.map { Path(name: $0) }
        var seen = Set<String>()
        try playback.lookingThrough { playback in
            for frame in Swift.stride(from: first, through: last, by: stride) {
                try playback.seek(to: playback.time(ofFrame: frame))
                try checkingStop()
                let views = Self.views(under: playback.built.canvas)
                for index in paths.indices {
                    let view = views[paths[index].name]
                    if view != nil { seen.insert(paths[index].name) }
                    paths[index].append(view, in: playback.built.canvas)
                }
            }
        }
        let missing = wanted.filter { !seen.contains($0) }
        if !missing.isEmpty { notes.append("no view is named \(missing.joined(separator: ", ")) in this stretch of the scene") }
        var result = MotionPaths(framesPerSecond: playback.framesPerSecond, firstFrame: first, stride: stride, paths: paths, notes: notes)
        for index in result.paths.indices {
            let name = result.paths[index].name
            let spans = timeline.spans.filter { span in span.moves.contains { $0.hasPrefix(name + ".") } }
            let samples = { (times: [TimeInterval]) in
                Array(Set(times.filter { $0 >= from - 1e-9 && $0 <= end + 1e-9 }.map { result.sample(at: $0) })).sorted()
            }
            result.paths[index].keyframes = samples(spans.flatMap(\.keyframes))
            result.paths[index].animatorEnds = samples(spans.flatMap { [$0.start + $0.delay] + ($0.end.map { [$0] } ?? []) })
        }
        return result
    }

    /// The names of the views the animators of `spans` move, in the order first moved.
    private static func movedViews(in spans: [AnimatorSpan]) -> [String] {
        var names: [String] = []
        for span in spans {
            for moved in span.moves {
                let name = String(moved[..<(moved.lastIndex(of: ".") ?? moved.endIndex)])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// Every view under `root` by its name in samples.
    @MainActor
    private static func views(under root: View) -> [String: View] {
        var views: [String: View] = [:]
        for (view, name) in zip(root.subtree, FrameSample.orderedNames(under: root)) where views[name] == nil { views[name] = view }
        return views
    }

    /// The view's anchor as the frame draws it, in `root`'s canvas: the point of its bounds its layer's anchor point
    /// names (its position in its superview), carried up through every placement, 3-D and Core Animation included.
    @MainActor
    package static func anchor(of view: View, in root: View) -> CGPoint {
        let values = DisplayList.presented(view).values, bounds = values.bounds
        let anchor = CGPoint(x: bounds.minX + values.anchorPoint.x * bounds.width, y: bounds.minY + values.anchorPoint.y * bounds.height)
        return DisplayList.projection(of: view, toCanvasOf: root).apply(anchor)
    }

    /// The view's bounds' corners as the frame draws them, in `root`'s canvas.
    @MainActor
    package static func outline(of view: View, in root: View) -> [CGPoint] {
        let bounds = DisplayList.presented(view).values.bounds, projection = DisplayList.projection(of: view, toCanvasOf: root)
        return [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.maxY),
            CGPoint(x: bounds.minX, y: bounds.maxY),
        ].map(projection.apply)
    }
}
