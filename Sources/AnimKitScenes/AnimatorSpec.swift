import AnimKit
import Foundation

/// Property changes to one view: what an animator's block, a keyframe or a `set` action does.
struct ChangeSpec: Sendable {
    let viewID: String
    let center: CGPoint?
    let frame: CGRect?
    let size: CGSize?
    let alpha: Double?
    let color: Color?
    let cornerRadius: Double?
    let transform: TransformSpec

    init(_ cursor: JSONCursor, views: Set<String>) throws(SceneError) {
        try cursor.allowOnly(["view", "center", "frame", "size", "alpha", "color", "cornerRadius", "scale", "rotation", "translate"])
        let viewCursor = try cursor.required("view")
        viewID = try viewCursor.string()
        guard views.contains(viewID) else { throw viewCursor.error("no view has id \"\(viewID)\"") }
        center = try cursor.member("center").map { cursor throws(SceneError) in
            let pair = try cursor.numbers(2)
            return CGPoint(x: pair[0], y: pair[1])
        }
        frame = try cursor.member("frame").map { cursor throws(SceneError) in
            let rect = try cursor.numbers(4)
            return CGRect(x: rect[0], y: rect[1], width: Swift.max(rect[2], 0), height: Swift.max(rect[3], 0))
        }
        size = try cursor.member("size").map { cursor throws(SceneError) in
            let pair = try cursor.numbers(2, in: 0...1e6)
            return CGSize(width: pair[0], height: pair[1])
        }
        alpha = try cursor.member("alpha")?.number(in: 0...1)
        color = try cursor.member("color")?.color()
        cornerRadius = try cursor.member("cornerRadius")?.number(in: 0...1e6)
        transform = try TransformSpec(cursor)
    }

    /// Makes the changes to the views (inside an animation block, they animate).
    @MainActor
    func apply(to views: [String: View]) {
        guard let view = views[viewID] else { return }
        if let frame { view.frame = frame }
        if let center { view.center = center }
        if let size { view.bounds.size = size }
        if let alpha { view.alpha = CGFloat(alpha) }
        if let color { view.backgroundColor = color }
        if let cornerRadius { view.layer.cornerRadius = CGFloat(cornerRadius) }
        if !transform.isEmpty { view.transform = transform.applied(to: view.transform) }
    }
}

/// How an animator's progress follows time.
enum CurveSpec: Sendable {
    case named(AnimationCurve)
    case bezier(CGPoint, CGPoint)
    case dampingRatio(Double, velocity: Double)
    case physical(mass: Double, stiffness: Double, damping: Double, velocity: Double)

    init(_ cursor: JSONCursor) throws(SceneError) {
        if let name = cursor.value as? String {
            let curves: [String: AnimationCurve] = ["easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear]
            guard let curve = curves[name] else {
                throw cursor.error(
                    "expected \"easeInOut\", \"easeIn\", \"easeOut\", \"linear\", {\"bezier\": …} or {\"spring\": …}, found \"\(name)\"")
            }
            self = .named(curve)
            return
        }
        try cursor.allowOnly(["bezier", "spring"])
        if let bezier = try cursor.member("bezier") {
            let points = try bezier.numbers(4, in: -10...10)
            guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
                throw bezier.error("the control points' x must be from 0 to 1")
            }
            self = .bezier(CGPoint(x: points[0], y: points[1]), CGPoint(x: points[2], y: points[3]))
            return
        }
        let spring = try cursor.required("spring")
        try spring.allowOnly(["dampingRatio", "mass", "stiffness", "damping", "initialVelocity"])
        let velocity = try spring.member("initialVelocity")?.number(in: -1000...1000) ?? 0
        if let ratio = try spring.member("dampingRatio") {
            self = .dampingRatio(try ratio.number(in: 0.001...1), velocity: velocity)
        } else {
            self = .physical(
                mass: try spring.required("mass").number(in: 0.001...1e6),
                stiffness: try spring.required("stiffness").number(in: 0.001...1e9),
                damping: try spring.required("damping").number(in: 0...1e9), velocity: velocity)
        }
    }

    var parameters: any TimingCurveProvider {
        switch self {
        case .named(let curve): CubicTimingParameters(animationCurve: curve)
        case .bezier(let first, let second): CubicTimingParameters(controlPoint1: first, controlPoint2: second)
        case .dampingRatio(let ratio, let velocity):
            SpringTimingParameters(dampingRatio: CGFloat(ratio), initialVelocity: CGVector(dx: velocity, dy: velocity))
        case .physical(let mass, let stiffness, let damping, let velocity):
            SpringTimingParameters(
                mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
                initialVelocity: CGVector(dx: velocity, dy: velocity))
        }
    }
}

/// What happens when an animator completes.
enum ActionSpec: Sendable {
    case start(Int)
    case reverse(Int)
    case set(ChangeSpec)

    init(_ cursor: JSONCursor, views: Set<String>) throws(SceneError) {
        try cursor.allowOnly(["start", "reverse", "set"])
        if let start = try cursor.member("start") {
            self = .start(try start.integer())
        } else if let reverse = try cursor.member("reverse") {
            self = .reverse(try reverse.integer())
        } else if let set = try cursor.member("set") {
            self = .set(try ChangeSpec(set, views: views))
        } else {
            throw cursor.error("expected {\"start\": tag}, {\"reverse\": tag} or {\"set\": {…}}")
        }
    }

    var animatorTag: Int? {
        switch self {
        case .start(let tag), .reverse(let tag): tag
        case .set: nil
        }
    }
}

/// Keyframes inside an animator: a calculation mode and frames of changes.
struct KeyframesSpec: Sendable {
    let mode: KeyframeAnimationOptions
    let frames: [(start: Double, duration: Double, changes: [ChangeSpec])]

    init(_ cursor: JSONCursor, views: Set<String>) throws(SceneError) {
        try cursor.allowOnly(["mode", "frames"])
        let modes: [String: KeyframeAnimationOptions] = [
            "linear": .calculationModeLinear, "discrete": .calculationModeDiscrete, "paced": .calculationModePaced,
            "cubic": .calculationModeCubic, "cubicPaced": .calculationModeCubicPaced,
        ]
        let modeCursor = try cursor.member("mode")
        let name = try modeCursor?.string() ?? "linear"
        guard let mode = modes[name] else {
            throw (modeCursor ?? cursor).error("expected one of \(modes.keys.sorted().joined(separator: ", ")), found \"\(name)\"")
        }
        self.mode = mode
        var parsed: [(Double, Double, [ChangeSpec])] = []
        for frame in try cursor.required("frames").array() {
            try frame.allowOnly(["start", "duration", "changes"])
            let start = try frame.required("start").number(in: 0...1)
            let duration = try frame.required("duration").number(in: 0...1)
            var changes: [ChangeSpec] = []
            for change in try frame.required("changes").array() { changes.append(try ChangeSpec(change, views: views)) }
            parsed.append((start, duration, changes))
        }
        frames = parsed
    }
}

/// One animator of a scene file.
struct AnimatorSpec: Sendable {
    let tag: Int
    let name: String?
    let duration: Double
    let delay: Double
    let curve: CurveSpec
    let changes: [ChangeSpec]
    let keyframes: KeyframesSpec?
    let repeatCount: Double
    let autoreverses: Bool
    let pausesOnCompletion: Bool
    let autostart: Bool
    let actions: [ActionSpec]

    /// The longest animation a scene may ask for, in seconds (a day).
    static let longest = 86_400.0

    init(_ cursor: JSONCursor, views: Set<String>) throws(SceneError) {
        try cursor.allowOnly([
            "tag", "name", "duration", "delay", "curve", "changes", "keyframes", "repeat", "autoreverse",
            "pausesOnCompletion", "autostart", "onComplete",
        ])
        tag = try cursor.required("tag").integer()
        name = try cursor.member("name")?.string()
        duration = try cursor.required("duration").number(in: 0...AnimatorSpec.longest)
        delay = try cursor.member("delay")?.number(in: 0...AnimatorSpec.longest) ?? 0
        curve = try cursor.member("curve").map { cursor throws(SceneError) in try CurveSpec(cursor) } ?? .named(.easeInOut)
        var parsedChanges: [ChangeSpec] = []
        for change in try cursor.member("changes")?.array() ?? [] { parsedChanges.append(try ChangeSpec(change, views: views)) }
        changes = parsedChanges
        keyframes = try cursor.member("keyframes").map { cursor throws(SceneError) in try KeyframesSpec(cursor, views: views) }
        if let repeatCursor = try cursor.member("repeat") {
            if let word = repeatCursor.value as? String {
                guard word == "forever" else { throw repeatCursor.error("expected a number of times or \"forever\", found \"\(word)\"") }
                repeatCount = View.indefiniteRepeatCount
            } else {
                repeatCount = try repeatCursor.number(in: 0.01...10_000)
            }
        } else {
            repeatCount = 1
        }
        autoreverses = try cursor.member("autoreverse")?.bool() ?? false
        pausesOnCompletion = try cursor.member("pausesOnCompletion")?.bool() ?? false
        autostart = try cursor.member("autostart")?.bool() ?? true
        var parsedActions: [ActionSpec] = []
        for action in try cursor.member("onComplete")?.array() ?? [] { parsedActions.append(try ActionSpec(action, views: views)) }
        actions = parsedActions
    }

    var takesNoTime: Bool { duration == 0 && delay == 0 }

    var startedTags: [Int] {
        actions.compactMap { action in if case .start(let tag) = action { tag } else { nil } }
    }
}

/// The order in which animators start: in sequence, in parallel, nested.
indirect enum TimelineSpec: Sendable {
    case animator(Int)
    case sequence([TimelineSpec])
    case parallel([TimelineSpec])

    init(_ cursor: JSONCursor) throws(SceneError) {
        if cursor.value is NSNumber {
            self = .animator(try cursor.integer())
            return
        }
        try cursor.allowOnly(["sequence", "parallel"])
        if let sequence = try cursor.member("sequence") {
            var items: [TimelineSpec] = []
            for item in try sequence.array() { items.append(try TimelineSpec(item)) }
            self = .sequence(items)
        } else {
            var items: [TimelineSpec] = []
            for item in try cursor.required("parallel").array() { items.append(try TimelineSpec(item)) }
            self = .parallel(items)
        }
    }

    var tags: [Int] {
        switch self {
        case .animator(let tag): [tag]
        case .sequence(let items), .parallel(let items): items.flatMap(\.tags)
        }
    }
}
