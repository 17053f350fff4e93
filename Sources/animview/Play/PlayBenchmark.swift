import AnimKit
import AnimKitSDL
import Foundation

/// `animview bench play`: a scene file opened in `play`'s window, edited by literals and by lines, each save timed to
/// the first frame that shows it — read from what each frame showed (the previewer's frame log), not from `play`'s word.
final class PlayBenchmark {
    private let folder: URL
    private let file: URL
    private var scene = BenchScene()
    private var frames: FrameLogReader
    /// `play`'s own lines, for the breakdown of each reload.
    private let log: URL

    init() throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("animview-bench-play-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard mkdtemp(&bytes) != nil else { throw PlayError("cannot make a folder under \(template)", code: ExitStatus.cannotCreate) }
        folder = URL(fileURLWithPath: String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        file = folder.appendingPathComponent("BenchScene.swift")
        log = folder.appendingPathComponent("play.log")
        frames = FrameLogReader(url: folder.appendingPathComponent("frames.log"))
    }

    deinit {
        // The folder is the benchmark's own.
        try? FileManager.default.removeItem(at: folder)
    }

    /// Opens the scene, makes `edits` literal and `edits` body edits, then body edits up to `reloads` reloads in all;
    /// prints what it measured, and last the one line a script reads.
    func run(edits: Int, reloads: Int) throws {
        try Data(scene.source.utf8).write(to: file)
        let started = Date()
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let play = try ChildProcess(
            "animview play", executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), arguments: ["play", file.path]
        ) { process in
            var environment = process.environment ?? [:]
            environment["ANIMVIEW_PLAY_PROBE"] = frames.url.path
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
        let host = ProcessTree.descendants(of: play.process.processIdentifier).first { Self.name(of: $0) == "PlayHost" }
        let memoryBefore = host.map(Self.residentMegabytes) ?? 0
        var literal: [Double] = [], body: [Double] = []
        for index in 0..<edits {
            literal.append(try measure(scene.literalEdit(index)))
        }
        for _ in 0..<edits { body.append(try measure(scene.bodyEdit())) }
        for _ in (2 * edits)..<Swift.max(reloads, 2 * edits) { _ = try measure(scene.bodyEdit()) }
        let memoryAfter = host.map(Self.residentMegabytes) ?? 0
        try say(Self.summary("literal edits", literal) + " (each compiled: play has no compiler-free path for literals yet)")
        try say(Self.summary("body edits", body))
        try say(try breakdown())
        try say(
            String(
                format: "memory: the previewer's RSS %.1f MB at its first frame, %.1f MB after %d reloads", memoryBefore, memoryAfter,
                Swift.max(reloads, 2 * edits)))
        try say(
            String(
                format:
                    "play literal_median_ms=%.0f literal_p95_ms=%.0f body_median_ms=%.0f body_p95_ms=%.0f first_build_s=%.2f rss_growth_mb=%.1f",
                Self.percentile(literal, 0.5), Self.percentile(literal, 0.95), Self.percentile(body, 0.5),
                Self.percentile(body, 0.95), firstBuild, memoryAfter - memoryBefore))
    }

    /// Saves the scene as `edit` left it; milliseconds from the file's modification to the first frame that shows it.
    private func measure(_ edit: BenchScene.Expectation) throws -> Double {
        try Data(scene.source.utf8).write(to: file)
        let modified =
            ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date)?.timeIntervalSince1970
            ?? Date().timeIntervalSince1970
        guard let shown = try frames.wait(seconds: 30, until: edit) else {
            throw PlayError("no frame showed the edit within 30 s; play said:\n\(playOutput)", code: ExitStatus.software)
        }
        modifications.append(modified)
        shownAt.append(shown.wall)
        return (shown.wall - modified) * 1000
    }

    private var modifications: [Double] = []
    private var shownAt: [Double] = []

    private var playOutput: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// The median of each step, from play's own lines ("seen …, compiled …, linked …, loaded … ms") and the frames.
    private func breakdown() throws -> String {
        let steps = playOutput.split(separator: "\n").filter { $0.contains("reloaded in the window") }.map { line in
            line.split(whereSeparator: { !$0.isNumber }).compactMap { Double($0) }
        }
        // [total, seen, compiled, linked, loaded, …]: the frame came after the load play was told of.
        let firstFrames = zip(steps, zip(modifications, shownAt)).map { step, times in (times.1 - times.0) * 1000 - (step.first ?? 0) }
        func median(_ index: Int) -> Double { Self.percentile(steps.compactMap { $0.count > index ? $0[index] : nil }, 0.5) }
        return String(
            format: "breakdown (medians): seen %.0f · rewrite 0 · compiled %.0f · linked %.0f · loaded %.0f · first frame %.0f ms",
            median(1), median(2), median(3), median(4), Self.percentile(firstFrames, 0.5))
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

    static func residentMegabytes(of pid: pid_t) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
