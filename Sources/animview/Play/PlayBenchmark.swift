import AnimKit
import AnimKitSDL
import Foundation

/// `animview bench play`: a scene file opened in `play`'s window, edited by literals and by lines, each save timed to
/// the first frame that shows it — read from what each frame showed (the previewer's frame log), not from `play`'s word.
final class PlayBenchmark {
    private let folder: BenchFolder
    private let file: URL
    private var scene = BenchScene()
    private var frames: FrameLogReader
    /// `play`'s own lines, for the breakdown of each reload.
    private let log: URL

    init() throws {
        folder = try BenchFolder("play")
        file = folder.file("BenchScene.swift")
        log = folder.file("play.log")
        frames = FrameLogReader(url: folder.file("frames.log"))
    }

    /// Opens the scene, makes `edits` literal and `edits` body edits, then body edits up to `reloads` reloads in all;
    /// prints what it measured, and last the one line a script reads.
    func run(edits: Int, reloads: Int) throws {
        // The previewer and AnimKit's libraries are built once per checkout, before anything is timed.
        let environment = ProcessInfo.processInfo.environment
        _ = try PlayHostPackage(
            cache: PlayProject.cache(environment: environment), animviewRoot: try PlayProject.animviewRoot(environment: environment)
        )
        .prepare(progress: PlayProgress.show)
        PlayProgress.clear()
        try Data(scene.source.utf8).write(to: file)
        let started = Date()
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let play = try ChildProcess(
            "animview play", executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), arguments: ["play", file.path]
        ) { process in
            var environment = process.environment ?? [:]
            environment[PlayVariable.probe] = frames.url.path
            process.environment = environment
            process.standardOutput = output
            process.standardError = output
        }
        defer { play.stop(passing: SIGINT) }
        guard let first = try frames.wait(seconds: 600, until: { $0.view("probe") != nil }) else {
            throw PlayError("play showed no frame within 10 minutes; its output:\n\(playOutput)", code: ExitStatus.software)
        }
        let firstBuild = first.wall - started.timeIntervalSince1970
        try say(String(format: "play: the first build of a new file, from start to its first frame: %.2f s", firstBuild))
        // The window's process (the checking one, without a window, runs with `--check`).
        let hosts = ProcessTree.descendants(of: play.process.processIdentifier).filter { Self.name(of: $0) == "PlayHost" }
        let host = hosts.first { !Self.commandLine(of: $0).contains("--check") }
        let memoryBefore = host.map(Self.residentMegabytes) ?? 0
        var literal: [Measured] = [], body: [Measured] = []
        for index in 0..<edits { literal.append(try measure(scene.literalEdit(index))) }
        for _ in 0..<edits { body.append(try measure(scene.bodyEdit())) }
        for _ in (2 * edits)..<Swift.max(reloads, 2 * edits) { _ = try measure(scene.bodyEdit()) }
        let memoryAfter = host.map(Self.residentMegabytes) ?? 0
        try say(Self.summary("literal edits", literal.map(\.milliseconds)))
        try say(breakdown(of: literal, said: "literal edit shown", steps: ["seen", "read", "checked", "ran"]))
        try say(Self.summary("body edits", body.map(\.milliseconds)))
        try say(breakdown(of: body, said: "reloaded in the window", steps: ["seen", "read", "compiled", "linked", "checked", "loaded"]))
        try say(
            String(
                format: "memory: the previewer's RSS %.1f MB at its first frame, %.1f MB after %d reloads", memoryBefore, memoryAfter,
                Swift.max(reloads, 2 * edits)))
        try say(
            String(
                format:
                    "play literal_median_ms=%.0f literal_p95_ms=%.0f body_median_ms=%.0f body_p95_ms=%.0f first_build_s=%.2f rss_growth_mb=%.1f",
                Self.percentile(literal.map(\.milliseconds), 0.5), Self.percentile(literal.map(\.milliseconds), 0.95),
                Self.percentile(body.map(\.milliseconds), 0.5), Self.percentile(body.map(\.milliseconds), 0.95), firstBuild,
                memoryAfter - memoryBefore))
    }

    /// One edit timed: when the file was modified and when the first frame showing it was shown (wall clock).
    struct Measured {
        let modified: Double
        let shown: Double
        var milliseconds: Double { (shown - modified) * 1000 }
    }

    /// How long after a frame showed an edit the next save comes: a person's saves are further apart; back to back, a
    /// save would wait for what the window does once the last one's frame is shown (its checkpoints).
    static let pause: TimeInterval = 0.1

    /// Saves the scene as `edit` left it, ``pause`` after the last edit was shown, and waits for the first frame that shows it.
    private func measure(_ edit: BenchScene.Expectation) throws -> Measured {
        usleep(useconds_t(Self.pause * 1_000_000))
        try Data(scene.source.utf8).write(to: file)
        let modified =
            ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date)?.timeIntervalSince1970
            ?? Date().timeIntervalSince1970
        guard let shown = try frames.wait(seconds: 30, until: edit) else {
            throw PlayError("no frame showed the edit within 30 s; play said:\n\(playOutput)", code: ExitStatus.software)
        }
        return Measured(modified: modified, shown: shown.wall)
    }

    private var playOutput: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// The median of each step of `measured`, from play's own lines that contain `said` ("… ms after the save (seen …,
    /// read …, compiled … ms)", in `steps`' order), and of the first frame after them.
    private func breakdown(of measured: [Measured], said: String, steps: [String]) -> String {
        let lines = playOutput.split(separator: "\n").filter { $0.contains(said) }.prefix(measured.count).map { line in
            line.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
        }
        // [total, each step…]: the frame came after what play was told.
        let firstFrames = zip(lines, measured).map { numbers, edit in edit.milliseconds - (numbers.first ?? 0) }
        let medians = steps.indices.map { index in
            "\(steps[index]) \(Int(Self.percentile(lines.compactMap { $0.count > index + 1 ? $0[index + 1] : nil }, 0.5)))"
        }
        return "  medians: " + medians.joined(separator: " · ") + " · first frame \(Int(Self.percentile(firstFrames, 0.5))) ms"
    }

    static func summary(_ name: String, _ values: [Double]) -> String {
        String(
            format: "%@ (%d): median %.0f ms, p95 %.0f ms, max %.0f ms", name, values.count, percentile(values, 0.5),
            percentile(values, 0.95), values.max() ?? 0)
    }

    /// The `fraction` percentile by the nearest rank.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[Swift.min(Swift.max(Int((fraction * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)]
    }

    static func name(of pid: pid_t) -> String {
        ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func commandLine(of pid: pid_t) -> [String] {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    static func residentMegabytes(of pid: pid_t) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
