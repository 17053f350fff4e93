import AnimKit
import AnimKitSDL
import Foundation

/// `animview bench tune`: a pasted screen opened in `play`'s window, whose every handle the window drags by itself
/// (``TuningDriver``: a step a frame, through its own event path, each step timed to its frame); then what `play` wrote
/// is checked — every literal the window tuned written, nothing but literal tokens changed — and the file as written
/// is built from scratch and played headless: its frames at five times must be the tuned window's.
final class TuneBenchmark {
    /// What one screen's run came to.
    struct Outcome {
        /// Milliseconds from each drag step's event to its frame, by kind of handle; the kinds the screen had none of.
        var steps: [String: [Double]] = [:]
        var missing: [String: String] = [:]
        /// Literals written, of those the window tuned; whether the files differ from the originals in numbers alone;
        /// how many of the window's samples the files as written, rebuilt, match, of how many.
        var written = 0, tuned = 0, rebuilt = 0, samples = 0
        var literalOnly = true
        /// Where the rebuilt file's frames differ from the tuned window's: the first view that differs, at each time.
        var differences: [String] = []

        /// Every step's time, of every kind.
        var allSteps: [Double] { steps.values.flatMap(\.self) }

        /// The line a script reads: `tune drag_p95_ms=… writes=W/W literal_only=yes|no rebuilt_equal=K/N`.
        var line: String {
            String(
                format: "tune drag_p95_ms=%.1f writes=%d/%d literal_only=%@ rebuilt_equal=%d/%d", PlayBenchmark.percentile(allSteps, 0.95),
                written, tuned, literalOnly ? "yes" : "no", rebuilt, samples)
        }

        /// `self` and `other` together, as one run over both screens.
        func adding(_ other: Outcome) -> Outcome {
            var sum = self
            sum.steps.merge(other.steps) { $0 + $1 }
            (sum.written, sum.tuned, sum.rebuilt, sum.samples) =
                (written + other.written, tuned + other.tuned, rebuilt + other.rebuilt, samples + other.samples)
            sum.literalOnly = literalOnly && other.literalOnly
            return sum
        }
    }

    private let folder: BenchFolder
    /// The screen's files as given, its main file first, and where they are written.
    private let sources: [(name: String, text: String)]
    private let files: [URL]
    private let log: URL
    private let reportFile: URL

    /// The benchmark on `sources` (the first the main file), written in a folder of its own (a user's file is never
    /// written).
    init(sources: [(name: String, text: String)] = [("TuneScreen.swift", TuneScene.source)]) throws {
        self.sources = sources
        let folder = try BenchFolder("tune")
        self.folder = folder
        files = sources.map { folder.file($0.name) }
        log = folder.file("play.log")
        reportFile = folder.file("report.json")
    }

    /// Builds play's previewer for this checkout (before anything is timed) and says how many of the examples' and the
    /// gallery's timing numbers the window can drag.
    static func prepare() throws {
        let environment = ProcessInfo.processInfo.environment
        let cache = PlayProject.cache(environment: environment), root = try PlayProject.animviewRoot(environment: environment)
        _ = try PlayHostPackage(cache: cache, animviewRoot: root).prepare(progress: PlayProgress.show)
        PlayProgress.clear()
        if let reader = try PlayReader.prepare(cache: cache, animviewRoot: root) {
            let counts = try ["Examples", "Sources/animview/Demos"].map {
                try TimingLiterals.count(in: root.appendingPathComponent($0), reader: reader)
            }
            try say(
                "timing literals draggable: examples \(counts[0].draggable)/\(counts[0].numbers), gallery \(counts[1].draggable)/\(counts[1].numbers)"
            )
        }
    }

    /// Opens the screen, lets the window drag each handle `steps` steps, checks what was written and rebuilds it.
    func run(steps: Int) throws -> Outcome {
        for (file, source) in zip(files, sources) { try Data(source.text.utf8).write(to: file) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let play = try ChildProcess(
            "animview play", executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            arguments: ["play"] + files.map(\.path)
        ) { process in
            var environment = process.environment ?? [:]
            environment[PlayVariable.benchTune] = "\(steps):\(reportFile.path)"
            process.environment = environment
            process.standardOutput = output
            process.standardError = output
        }
        defer { play.stop(passing: SIGINT) }
        let report = try waitForReport(seconds: 600)
        var outcome = Outcome(steps: report.steps, missing: report.missing, tuned: report.tuned, samples: report.times.count)
        // Every literal the window tuned, and what play said of each: written, or why not.
        _ = wait(seconds: 30) { self.said.filter(Self.isWriteOutcome).count >= outcome.tuned }
        outcome.written = said.filter { $0.hasPrefix("animview: wrote ") }.count
        play.stop(passing: SIGINT)
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        // Nothing but numbers changed (what was written is counted apart: `writes`).
        outcome.literalOnly = zip(texts, sources).allSatisfy { Self.tokens($0) == Self.tokens($1.text) }
        outcome.rebuilt = try rebuiltEqual(report, differences: &outcome.differences)
        return outcome
    }

    /// Each kind's figures, a line each (or why it was not dragged).
    static func sayEachKind(of outcome: Outcome) throws {
        for kind in TuningDriver.Kind.allCases.map(\.rawValue) {
            guard let times = outcome.steps[kind], !times.isEmpty else {
                try say("\(kind): \(outcome.missing[kind] ?? "not dragged")")
                continue
            }
            try say(PlayBenchmark.summary("\(kind) drag steps", times))
        }
    }

    /// The window's report, once written; an error with play's output when none comes within `seconds`.
    private func waitForReport(seconds: TimeInterval) throws -> TuningDriver.Report {
        var report: TuningDriver.Report?
        _ = wait(seconds: seconds) {
            report = (try? Data(contentsOf: self.reportFile)).flatMap { try? JSONDecoder().decode(TuningDriver.Report.self, from: $0) }
            return report != nil || self.said.contains { $0.contains("the window closed") }
        }
        guard let report else {
            throw PlayError(
                "the window dragged nothing within \(Int(seconds)) s; play said:\n\(said.joined(separator: "\n"))",
                code: ExitStatus.software)
        }
        return report
    }

    /// The file as written, built from scratch and played headless: how many of the window's samples its frames match
    /// (every view's place, size, alpha, scale, rotation and colour).
    private func rebuiltEqual(_ report: TuningDriver.Report, differences: inout [String]) throws -> Int {
        guard let last = report.times.max() else { return 0 }
        let recording = folder.file("rebuilt.jsonl")
        let rate = report.framesPerSecond
        let headless = try ChildProcess(
            "animview play --headless", executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            arguments: [
                "play"
            ] + files.map(\.path) + [
                "--headless", "--format", "motion", "--fps", String(rate), "--to", String(last + 1 / rate), "--out",
                recording.path,
            ]
        ) { process in process.standardOutput = FileHandle.nullDevice }
        _ = try headless.wait()
        guard headless.process.terminationStatus == 0 else { return 0 }
        let decoder = JSONDecoder()
        let frames = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").dropFirst().compactMap {
            try? decoder.decode(FrameSample.self, from: Data($0.utf8))
        }
        var equal = 0
        for (time, sample) in zip(report.times, report.samples) {
            let index = Int((time * rate).rounded())
            guard index < frames.count else {
                differences.append(String(format: "at %.2f s the rebuilt file showed no frame", time))
                continue
            }
            if frames[index].views == sample.views {
                equal += 1
            } else {
                differences.append(Self.difference(frames[index], sample, at: time))
            }
        }
        return equal
    }

    /// The first view the rebuilt frame shows otherwise than the tuned window did, said.
    private static func difference(_ rebuilt: FrameSample, _ tuned: FrameSample, at time: TimeInterval) -> String {
        let when = String(format: "at %.2f s", time)
        guard rebuilt.views.count == tuned.views.count else {
            return "\(when) the rebuilt file shows \(rebuilt.views.count) views, the tuned window \(tuned.views.count)"
        }
        guard let (one, other) = zip(rebuilt.views, tuned.views).first(where: { $0 != $1 }) else { return "\(when): the same views" }
        return "\(when) \(one.name) is \(one) rebuilt, \(other) tuned"
    }

    /// What play has said so far, a line each.
    private var said: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Whether `line` is play's word on a literal the window tuned: written, or why not.
    private static func isWriteOutcome(_ line: String) -> Bool {
        line.hasPrefix("animview: wrote ") || line.contains(" was not written") || line.contains(" already says ")
            || line.contains("stays in the window")
    }

    /// `text` with every number replaced by `#`: two texts that differ in numbers alone have the same tokens.
    static func tokens(_ text: String) -> String {
        text.replacing(/-?[0-9][0-9_]*(\.[0-9]+)?([eE][-+]?[0-9]+)?/, with: "#")
    }

    /// Polls `done` every 10 ms for at most `seconds`; whether it came true. A stop signal ends the wait.
    private func wait(seconds: TimeInterval, until done: () -> Bool) -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        while ProcessInfo.processInfo.systemUptime < deadline, StopSignals.pending == nil {
            if done() { return true }
            usleep(10_000)
        }
        return done()
    }
}
