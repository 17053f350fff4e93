import AnimKit
import AnimKitSDL
import Foundation

/// `animview bench tune`: a pasted screen opened in `play`'s window, whose every handle the window drags by itself
/// (``TuningDriver``: a step a frame, through its own event path, each step timed to its frame); then what `play` wrote
/// is checked — every literal the window tuned written, nothing but literal tokens changed — and the file as written
/// is built from scratch and played headless: its frames at five times must be the tuned window's.
final class TuneBenchmark {
    private let folder: BenchFolder
    private let file: URL
    private let log: URL
    private let reportFile: URL
    /// The screen's text as given.
    private let source: String

    /// The benchmark on `source`, written as a file named `name` in a folder of its own (a user's file is never written).
    init(source: String = TuneScene.source, name: String = "TuneScreen.swift") throws {
        self.source = source
        folder = try BenchFolder("tune")
        file = folder.file(name)
        log = folder.file("play.log")
        reportFile = folder.file("report.json")
    }

    /// Opens the screen, lets the window drag each handle `steps` steps, checks what was written and rebuilds it;
    /// prints each kind's figures and last the one line a script reads.
    func run(steps: Int) throws {
        let environment = ProcessInfo.processInfo.environment
        let cache = PlayProject.cache(environment: environment), root = try PlayProject.animviewRoot(environment: environment)
        // The previewer and AnimKit's libraries are built once per checkout, before anything is timed.
        _ = try PlayHostPackage(cache: cache, animviewRoot: root).prepare(progress: PlayProgress.show)
        PlayProgress.clear()
        // The timing numbers of the examples and the gallery the window can drag, of all they write.
        if let reader = try PlayReader.prepare(cache: cache, animviewRoot: root) {
            let counts = try ["Examples", "Sources/animview/Demos"].map {
                try TimingLiterals.count(in: root.appendingPathComponent($0), reader: reader)
            }
            try say(
                "timing literals draggable: examples \(counts[0].draggable)/\(counts[0].numbers), gallery \(counts[1].draggable)/\(counts[1].numbers)"
            )
        }
        try Data(source.utf8).write(to: file)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let play = try ChildProcess(
            "animview play", executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), arguments: ["play", file.path]
        ) { process in
            var environment = process.environment ?? [:]
            environment[PlayVariable.benchTune] = "\(steps):\(reportFile.path)"
            process.environment = environment
            process.standardOutput = output
            process.standardError = output
        }
        defer { play.stop(passing: SIGINT) }
        let report = try waitForReport(seconds: 600)
        // Every literal the window tuned, and what play said of each: written, or why not.
        let tuned = report.tuned
        _ = wait(seconds: 30) { self.said.filter(Self.isWriteOutcome).count >= tuned }
        let written = said.filter { $0.hasPrefix("animview: wrote ") }.count
        play.stop(passing: SIGINT)
        let text = try String(contentsOf: file, encoding: .utf8)
        let literalOnly = Self.tokens(text) == Self.tokens(source) && text != source
        let rebuilt = try rebuiltEqual(report)
        var all: [Double] = []
        for kind in TuningDriver.Kind.allCases.map(\.rawValue) {
            guard let times = report.steps[kind], !times.isEmpty else {
                try say("\(kind): \(report.missing[kind] ?? "not dragged")")
                continue
            }
            all += times
            try say(PlayBenchmark.summary("\(kind) drag steps", times))
        }
        try say(
            String(
                format: "tune drag_p95_ms=%.1f writes=%d/%d literal_only=%@ rebuilt_equal=%d/%d", PlayBenchmark.percentile(all, 0.95),
                written, tuned, literalOnly ? "yes" : "no", rebuilt, report.times.count))
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
    private func rebuiltEqual(_ report: TuningDriver.Report) throws -> Int {
        guard let last = report.times.max() else { return 0 }
        let recording = folder.file("rebuilt.jsonl")
        let rate = report.framesPerSecond
        let headless = try ChildProcess(
            "animview play --headless", executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            arguments: [
                "play", file.path, "--headless", "--format", "motion", "--fps", String(rate), "--to", String(last + 1 / rate), "--out",
                recording.path,
            ]
        ) { process in process.standardOutput = FileHandle.nullDevice }
        _ = try headless.wait()
        guard headless.process.terminationStatus == 0 else { return 0 }
        let decoder = JSONDecoder()
        let frames = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").dropFirst().compactMap {
            try? decoder.decode(FrameSample.self, from: Data($0.utf8))
        }
        return zip(report.times, report.samples).filter { time, sample in
            let index = Int((time * rate).rounded())
            return index < frames.count && frames[index].views == sample.views
        }.count
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
