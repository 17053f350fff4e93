import AnimKit
import Foundation
import Testing

/// A model-based soak of the animator API: random sequences of every call, checked after each against the animator's state machine (the AnimatorStates article) and the README's promises.
///
/// Runs for `SOAK_SECONDS` (20 by default; `SOAK_SECONDS=3600 swift test --filter SoakTests`
/// for the long run). A failure prints the sequence, shrunk to the fewest steps that
/// still break the same promise, as Swift to paste into ``replay()``.
@MainActor
@Suite("Soak of the animator API", .serialized)
struct SoakTests {
    /// Seconds to soak for.
    static var seconds: Double {
        ProcessInfo.processInfo.environment["SOAK_SECONDS"].flatMap(Double.init) ?? 20
    }

    @Test("random sequences of every call keep every promise")
    func soak() {
        let started = Date()
        let rssAtStart = Self.residentMegabytes()
        var lastReport = started
        var sequences = 0, steps = 0, animators = 0
        var seed: UInt64 = ProcessInfo.processInfo.environment["SOAK_SEED"].flatMap(UInt64.init) ?? 1
        let engineBefore = AnimationEngine.shared
        defer { AnimationEngine.shared = engineBefore }
        while Date().timeIntervalSince(started) < Self.seconds {
            var generator = SoakGenerator(seed: seed)
            let actions = generator.sequence(length: 60)
            let world = SoakWorld()
            let violation = world.run(actions)
            sequences += 1
            steps += actions.count
            animators += world.animators.count
            if let violation {
                let shrunk = Self.shrink(actions, breaking: violation.promise)
                Issue.record(
                    """
                    seed \(seed): \(violation)
                    shrunk to \(shrunk.actions.count) steps (\(shrunk.violation)):
                    \(Self.source(shrunk.actions))
                    """)
                return
            }
            seed &+= 1
            if Date().timeIntervalSince(lastReport) >= 600 {
                lastReport = Date()
                // Standard error, unbuffered, so a long run that is cut short still shows how far it got.
                FileHandle.standardError.write(
                    Data(
                        "soak: \(sequences) sequences, \(steps) calls after \(Int(Date().timeIntervalSince(started))) s; RSS \(Self.residentMegabytes()) MB\n"
                            .utf8))
            }
        }
        let rss = Self.residentMegabytes()
        print(
            "soak: \(sequences) sequences, \(steps) calls, \(animators) animators in \(Int(Date().timeIntervalSince(started))) s; 0 violations; RSS \(rssAtStart) MB at start, \(rss) MB at the end"
        )
        #expect(sequences > 0)
    }

    /// Replays `actions` in a fresh world and expects every promise kept, naming the first broken one.
    static func expectKept(_ actions: [SoakAction], sourceLocation: SourceLocation = #_sourceLocation) {
        let violation = SoakWorld().run(actions)
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
    }

    /// Paste a shrunk sequence here to replay it while fixing.
    @Test("a replayed sequence keeps every promise")
    func replay() {
        let actions: [SoakAction] = [
            .make(duration: 2.0, timing: .bezier(0.75, 0.5, 1.0, 0.5), change: .init(view: 0, property: .rotation, value: 0.8)),
            .make(duration: 0.3, timing: .bezier(0.85, 1000000000.0, 0.0, 0.5), change: .init(view: 0, property: .scale, value: 0.1)),
            .startAfter(0, delay: 0.1),
            .scrub(1, to: 0.1),
            .reverse(1),
            .scrub(1, to: -1.0),
            .start(1),
            .pause(1),
            .scrub(1, to: 0.6),
            .stop(1, withoutFinishing: true),
        ]
        Self.expectKept(actions)
    }

    @Test("a replayed sequence: a 3-D turn scrubbed to 0.9 on an animator whose timing was refused shows 0.9 of it, linearly")
    func replayScrubbedTurn() {
        let actions: [SoakAction] = [
            .make(duration: 0.5, timing: .curve(.easeInOut), change: .init(view: 2, property: .centerX, value: 0.9)),
            .make(duration: -1.0, timing: .damping(-1.0), change: .init(view: 2, property: .turn, value: 0.05)),
            .scrub(1, to: 0.9),
        ]
        Self.expectKept(actions)
    }

    @Test("a replayed sequence: a 3-D turn of 3° blended along its arc, not straight (a straight blend was 4e-9 rad off)")
    func replaySmallTurn() {
        let actions: [SoakAction] = [
            .danceAnimate(view: 0, duration: 0.3, change: .init(view: 0, property: .turn, value: 0.4), startAfter: nil),
            .advance(frames: 10),
            .advance(frames: 1),
            .danceAnimate(view: 0, duration: 2.0, change: .init(view: 0, property: .turn, value: 0.45), startAfter: nil),
            .advance(frames: 1),
            .advance(frames: 1),
        ]
        Self.expectKept(actions)
    }

    @Test("a replayed sequence: a turn stopped past −1.5 rad and turned to 1.5 rad goes the shorter way round, as the arc does")
    func replayTurnTheShortWay() {
        let actions: [SoakAction] = [
            .make(duration: 0.5, timing: .damping(0.2), change: .init(view: 2, property: .alpha, value: 0.45)),
            .make(duration: 2.0, timing: .bezier(0.5, 1.0, -1.0, 0.5), change: .init(view: 0, property: .turn, value: 0.4)),
            .builder(duration: 0.1, delay: .nan, change: .init(view: 0, property: .turn, value: 0.0)),
            .start(1),
            .running(duration: 2.0, delay: 0.2, change: .init(view: 0, property: .turn, value: 0.15)),
            .stop(1, withoutFinishing: true),
            .builder(duration: 0.3, delay: 0.0, change: .init(view: 0, property: .turn, value: 1000000000.0)),
            .advance(frames: 1),
        ]
        Self.expectKept(actions)
    }

    @Test("a replayed sequence: a view's layer animated from a view sent a hundred billion points away, kept to rounding")
    func replayLayerAnimationFarAway() {
        let actions: [SoakAction] = [
            .make(
                duration: 2.0, timing: .physical(mass: -1.0, stiffness: 50.0, damping: 5.0),
                change: .init(view: 2, property: .scale, value: 0.95)),
            .make(duration: 0.5, timing: .bezier(0.65, 2.2, 0.7, -1.0), change: .init(view: 1, property: .centerX, value: 0.3)),
            .make(duration: 0.5, timing: .bezier(0.45, .nan, 0.15, 0.0), change: .init(view: 0, property: .centerX, value: 1000000000.0)),
            .startAfter(2, delay: 0.1),
            .layerAnimation(
                .init(
                    layer: 3, keyPath: "position.x", from: nil, to: 1.0, by: nil, duration: 0.1, begin: 0.2, speed: 1.0, offset: 0.0,
                    repeats: 0.0, repeatFor: 0.0, reverses: false, fill: "both", removed: true, additive: false, curve: 2, key: "c")),
            .advance(frames: 10),
            .advance(frames: 10),
        ]
        Self.expectKept(actions)
    }

    /// The shortest sequence found (removing chunks, then single steps) that still breaks `promise`.
    static func shrink(_ actions: [SoakAction], breaking promise: String) -> (actions: [SoakAction], violation: SoakViolation) {
        func breaks(_ candidate: [SoakAction]) -> SoakViolation? {
            guard let violation = SoakWorld().run(candidate), violation.promise == promise else { return nil }
            return violation
        }
        guard var best = breaks(actions) else { return (actions, SoakViolation(step: 0, promise: promise, detail: "not reproducible")) }
        var current = Array(actions.prefix(best.step + 1))
        if let shorter = breaks(current) { best = shorter } else { current = actions }
        var chunk = max(current.count / 2, 1)
        while chunk >= 1 {
            var index = 0
            var removedAny = false
            while index < current.count {
                var candidate = current
                candidate.removeSubrange(index..<min(index + chunk, candidate.count))
                // Steps name animators by index: drop candidates whose references no longer resolve.
                if SoakWorld.isWellFormed(candidate), let violation = breaks(candidate) {
                    current = candidate
                    best = violation
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return (current, best)
    }

    static func source(_ actions: [SoakAction]) -> String {
        "let actions: [SoakAction] = [\n" + actions.map { "    \($0)," }.joined(separator: "\n") + "\n]"
    }

    static func residentMegabytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}

extension SoakWorld {
    /// Whether every step names an animator made before it.
    static func isWellFormed(_ actions: [SoakAction]) -> Bool {
        var made = 0
        for action in actions {
            switch action {
            case .make: made += 1
            case .start(let i), .startAfter(let i, _), .pause(let i), .stop(let i, _), .finish(let i, _), .reverse(let i), .scrub(let i, _),
                .continueWith(let i, _, _), .addAnimations(let i, _, _), .addCompletion(let i), .pausesOnCompletion(let i, _),
                .interruptible(let i, _):
                if i >= made { return false }
            default: break
            }
        }
        return true
    }
}
