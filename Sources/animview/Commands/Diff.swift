import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two scenes' motion view by view: what moves differently, in words and numbers.",
            discussion: """
                A and B are scene files (.json), demos' names, Swift files (played as `animview play --headless` \
                plays them), or recordings (.jsonl: `animview sample --format motion` or `render --format motion`, or \
                the frames alone that `animview sample` prints). One line per difference: first each animator added, \
                removed or retimed (start, delay, duration, curve, a spring's damping ratio and response, keyframes) and \
                the order they complete in; then a view only in one of them, or a property that moves otherwise, led \
                by the timing that moved it: when it starts moving, when it settles, its overshoot, where it starts and \
                ends, and the largest difference with its time. Exits 0 when they move the same, 1 when they differ, 2 \
                when one cannot be read or played, or when they are two different scenes.
                  animview diff before.json after.json
                  animview sample toast.json --fps 120 > toast.jsonl && animview diff toast.json toast.jsonl
                  animview diff Card.swift CardSofter.swift
                """)

        @Argument(help: "The reference: a scene file (.json), a demo's name, a Swift file, or a recording (.jsonl).")
        var reference: String

        @Argument(help: "The scene or recording compared with it.")
        var compared: String

        @Option(
            parsing: .unconditional,
            help: "How many seconds of scenes to play (default: the longer one's length, until every animator has ended; at most 60 s).")
        var duration: Double?

        @Option(
            parsing: .unconditional,
            help: "Values this close are the same, in each property's unit: points, alpha, radians (default: 0).")
        var tolerance: Double = 0

        @Option(
            name: .customLong("time-tolerance"), parsing: .unconditional,
            help: "Times this close, in milliseconds, are the same: a start, a settling, a delay, a duration (default: 0).")
        var timeTolerance: Double = 0

        @OptionGroup var timing: TimingOptions

        func validate() throws {
            if let duration, !(duration >= 0 && duration.isFinite && duration <= 600) {
                throw ValidationError("--duration must be between 0 and 600 seconds.")
            }
            guard tolerance >= 0, tolerance.isFinite, timeTolerance >= 0, timeTolerance.isFinite else {
                throw ValidationError("--tolerance and --time-tolerance must be 0 or more.")
            }
        }

        func run() throws {
            let (a, b): (MotionColumns, MotionColumns)
            // Ctrl-C between two frames ends it as every long command ends (130), not as trouble.
            StopSignals.install()
            do {
                (a, b) = try MainActor.assumeIsolated {
                    let sides = [reference, compared].map(DiffSide.init)
                    let measured = try sides.map { try $0.timeline(fps: timing.fps) }
                    // Both scenes are played for as long as the longer one moves, so that neither is cut short (a Swift
                    // file's program until its own animators have ended, unless told).
                    let length = duration ?? measured.compactMap { $0?.lengthToFollow }.max()
                    return (
                        try sides[0].recording(fps: timing.fps, duration: length), try sides[1].recording(fps: timing.fps, duration: length)
                    )
                }
            } catch let stopped as Interrupted {
                throw failure("\(stopped)", code: StopSignals.exitStatus(for: stopped.signal))
            } catch let error as ExitCode where error != .success {
                // What could not be read or played was said; trouble is 2, as diff's.
                throw ExitCode(2)
            } catch {
                throw failure("\(error)", code: 2)
            }
            // The animators first (what the code asked for), then the views (what moved).
            let diff = MotionDiff(a, b, tolerance: MotionDiff.Tolerance(value: tolerance, time: timeTolerance / 1000))
            // Two different scenes are trouble, as two unrelated files are to diff.
            if let reason = diff.differentScenes { throw failure(reason, code: 2) }
            let lines = diff.lines
            guard !lines.isEmpty else { return try StandardOutput.line("the same motion") }
            for line in lines { try StandardOutput.line(line) }
            throw ExitCode(1)
        }
    }
}

/// One side of `animview diff`: a scene played now on a virtual clock, a Swift file played by `animview play
/// --headless`, or a recording of one read back.
struct DiffSide {
    let argument: String

    var isRecording: Bool { argument.hasSuffix(".jsonl") }
    var isSwiftFile: Bool { argument.hasSuffix(".swift") }

    /// The scene file or demo named.
    private var scene: SceneSource { SceneSource(naming: argument) }

    /// The scene's timeline, measured until every animator has ended (nil for a recording, which holds its own).
    @MainActor
    func timeline(fps: Double) throws -> SceneTimeline? {
        guard !isRecording, !isSwiftFile else { return nil }
        let playback = try ScenePlayback(framesPerSecond: fps) { try scene.build() }
        defer { playback.end() }
        return try playback.measure(cap: SceneTimeline.followCap)
    }

    /// The motion: a recording read back, or the scene sampled at `fps` for `duration` seconds (by default until every
    /// animator has ended).
    @MainActor
    func recording(fps: Double, duration: Double?) throws -> MotionColumns {
        if isRecording { return try read() }
        if isSwiftFile { return try played(fps: fps, duration: duration) }
        let playback = try ScenePlayback(framesPerSecond: fps) { try scene.build() }
        defer { playback.end() }
        return try MotionRecording.record(playback, duration: duration) {
            try LongJob.checkForStop("stopped while playing \(argument)")
        }
        .columns
    }

    /// The Swift file's program played by `animview play --headless --format motion` into a folder of diff's own, removed
    /// afterwards; what play says of a failed build or a crash it says on standard error, and diff ends as trouble.
    private func played(fps: Double, duration: Double?) throws -> MotionColumns {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animview-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("\((argument as NSString).lastPathComponent).jsonl")
        var arguments = [argument, "--headless", "--format", "motion", "--fps", String(fps), "--out", out.path]
        if let duration { arguments += ["--to", String(duration)] }
        let play = try ChildProcess(
            "animview play \(argument)", executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            arguments: ["play"] + arguments
        ) { process in
            // Its progress ("compiled in …") is not diff's to print; its errors are.
            process.standardOutput = FileHandle.nullDevice
        }
        _ = try play.wait()
        guard play.process.terminationStatus == 0 else {
            throw failure(
                "\(argument) did not play (animview play ended with \(play.process.terminationStatus); what it said is above)", code: 2)
        }
        return try read(out.path)
    }

    /// The recording at `path` (the argument's by default), read a line at a time; what is not one is named with the file.
    private func read(_ path: String? = nil) throws -> MotionColumns {
        let argument = path ?? argument
        try SceneSource.requireReadableFile(argument)
        do {
            return try MotionRecording.columns(path: argument) { StopSignals.pending != nil }
        } catch {
            if error.wasStopped, let signal = StopSignals.pending {
                throw Interrupted(signal: signal, progress: "\(error.description) of \(argument)")
            }
            throw failure("\(argument): \(error.description) (a truncated or edited recording?)", code: 2)
        }
    }
}
