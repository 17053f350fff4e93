import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two scenes' motion view by view: what moves differently, in words and numbers.",
            discussion: """
                A and B are scene files (.json), demos' names, or recordings (.jsonl: the lines `animview sample` \
                prints and --trace writes). One line per difference — a view only in one of them, or a property that \
                moves otherwise: when it starts moving, when it settles, its overshoot, where it starts and ends, and \
                the largest difference with its time; for two scenes, first each animator added, removed or retimed \
                (start, delay, duration, curve, keyframes) and the order they complete in. Exits 0 when they move the same, 1 when they differ, 2 when one \
                cannot be read or played.
                  animview diff before.json after.json
                  animview sample toast.json --fps 120 > toast.jsonl && animview diff toast.json toast.jsonl
                """)

        @Argument(help: "The reference: a scene file (.json), a demo's name, or a recording (.jsonl).")
        var reference: String

        @Argument(help: "The scene or recording compared with it.")
        var compared: String

        @Option(
            parsing: .unconditional,
            help: "How many seconds of scenes to play (default: the longer one's length, until every animator has ended; at most 60 s).")
        var duration: Double?

        @OptionGroup var timing: TimingOptions

        func validate() throws {
            if let duration, !(duration >= 0 && duration.isFinite && duration <= 600) {
                throw ValidationError("--duration must be between 0 and 600 seconds.")
            }
        }

        func run() throws {
            let (a, b): ([FrameSample], [FrameSample])
            var timelines: (SceneTimeline, SceneTimeline)?
            // Ctrl-C between two frames ends it as every long command ends (130), not as trouble.
            StopSignals.install()
            do {
                (a, b) = try MainActor.assumeIsolated {
                    let sources = [reference, compared].map(MotionRecording.init)
                    let measured = try sources.map { try $0.timeline(fps: timing.fps) }
                    if let first = measured[0], let second = measured[1] { timelines = (first, second) }
                    // Both scenes are played for as long as the longer one moves, so that neither is cut short.
                    let length = duration ?? measured.compactMap { $0?.lengthToFollow }.max() ?? 0
                    return (
                        try sources[0].samples(fps: timing.fps, duration: length), try sources[1].samples(fps: timing.fps, duration: length)
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
            let lines = (timelines.map { TimelineDiff($0, $1).lines } ?? []) + MotionDiff(a, b).lines
            guard !lines.isEmpty else { return try StandardOutput.line("the same motion") }
            for line in lines { try StandardOutput.line(line) }
            throw ExitCode(1)
        }
    }
}

/// One side of `animview diff`: a scene played now on a virtual clock, or a recording of one read back.
struct MotionRecording {
    let argument: String

    var isRecording: Bool { argument.hasSuffix(".jsonl") }

    /// The scene file or demo named.
    private var scene: SceneSource { SceneSource(naming: argument) }

    /// The scene's timeline, measured until every animator has ended (nil for a recording, which has only its frames).
    @MainActor
    func timeline(fps: Double) throws -> SceneTimeline? {
        guard !isRecording else { return nil }
        let playback = try ScenePlayback(framesPerSecond: fps) { try scene.build() }
        defer { playback.end() }
        return try playback.measure(cap: SceneTimeline.followCap)
    }

    /// The frames: a recording's lines, or the scene sampled at `fps` for `duration` seconds.
    @MainActor
    func samples(fps: Double, duration: Double) throws -> [FrameSample] {
        if isRecording { return try read() }
        let playback = try ScenePlayback(framesPerSecond: fps) { try scene.build() }
        defer { playback.end() }
        // Up to the first frame at or after the end, so that the last motion is sampled.
        return try (0...Int((duration * fps - 1e-9).rounded(.up))).map { frame in
            if frame > 0 { playback.step() }
            try LongJob.checkForStop("stopped while playing \(argument)")
            return FrameSample(frame: frame, time: playback.time, engine: playback.engine, root: playback.built.canvas)
        }
    }

    /// The recording's frames, one JSON object a line; a line that is not one is named with the file.
    private func read() throws -> [FrameSample] {
        try SceneSource.requireReadableFile(argument)
        let text: String
        do {
            text = try String(contentsOfFile: argument, encoding: .utf8)
        } catch {
            throw failure("cannot read the recording \(argument): it is not UTF-8 text", code: 2)
        }
        do {
            return try FrameSample.decode(lines: text)
        } catch .notAFrame(let line) {
            throw failure(
                "\(argument), line \(line): not a frame as `animview sample` writes one (a truncated or edited recording?)", code: 2)
        } catch {
            throw failure("\(argument) holds no frames", code: 2)
        }
    }
}
