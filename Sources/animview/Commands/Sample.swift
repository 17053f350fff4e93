import AnimKit
import ArgumentParser
import Foundation

extension AnimView {
    struct Sample: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every view's presentation values and every animator's state, frame by frame, on a virtual clock.",
            discussion: """
                Deterministic: the same scene prints the same numbers every time.
                  animview sample assets/scenes/dance.json --duration 3 --format csv
                  animview sample springs --fps 30 --duration 1.5
                  animview sample assets/scenes/dance.json --format motion > dance.jsonl
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case jsonl, csv, motion
        }

        @Argument(help: "A scene file (.json) or a demo's name.")
        var scene: SceneSource

        @Option(
            parsing: .unconditional,
            help: "How many seconds to sample (default: the scene's length, until every animator has ended; at most 60 s).")
        var duration: Double?

        @Option(
            help: """
                jsonl (one JSON object per frame), csv (one row per view and animator per frame), or motion (jsonl after a \
                first line of the animators that ran, their timing and what they moved: a reference for animview diff and \
                SceneMotion).
                """)
        var format: Format = .jsonl

        @OptionGroup var timing: TimingOptions

        func validate() throws {
            if let duration, !(duration >= 0 && duration.isFinite && duration <= 3600) {
                throw ValidationError("--duration must be between 0 and 3600 seconds.")
            }
            // A line (or a few rows) a frame: a million frames is already a gigabyte of text, printed for minutes.
            if let duration, (duration * timing.fps).rounded() > Double(Self.frameLimit) {
                let frames = Int((duration * timing.fps).rounded())
                throw ValidationError(
                    "--duration \(String(format: "%g", duration)) s at --fps \(String(format: "%g", timing.fps)) is \(frames) frames; sample prints at most \(Self.frameLimit) (lower --duration or --fps)."
                )
            }
        }

        /// The most frames one run prints.
        static let frameLimit = 1_000_000

        func run() throws {
            try LongJob.run {
                try MainActor.assumeIsolated {
                    // Straight play through ScenePlayback, as render --frames draws it.
                    let playback = try ScenePlayback(framesPerSecond: timing.fps) { try scene.build() }
                    defer { playback.end() }
                    if format == .csv { try StandardOutput.line(FrameSample.csvHeader) }
                    let timeline = format == .motion ? try playback.measure(cap: self.duration ?? SceneTimeline.followCap) : nil
                    if let timeline { try StandardOutput.line(MotionRecording.headerLine(animators: timeline.spans)) }
                    let duration = try self.duration ?? timeline?.lengthToFollow ?? playback.lengthToFollow()
                    let frames = Int((duration * timing.fps).rounded())
                    for frame in 0...frames {
                        if frame > 0 { playback.step() }
                        let sample = FrameSample(frame: frame, time: playback.time, engine: playback.engine, root: playback.built.canvas)
                        switch format {
                        case .jsonl, .motion: try StandardOutput.line(sample.jsonLine)
                        case .csv: for row in sample.csvRows { try StandardOutput.line(row) }
                        }
                        try LongJob.checkForStop("stopped at frame \(frame) of \(frames)")
                    }
                }
            }
        }
    }
}
