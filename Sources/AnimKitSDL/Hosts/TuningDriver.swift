import AnimKit
import Foundation

/// `animview bench tune`'s hand in play's window: every handle the scene has — a bar's end and its start, a keyframe's
/// start and its end, a curve's knob, a spring's knob — dragged `steps` steps, through the window's own event path
/// (``Previewer/handle(_:)``, the events a pointer makes), one step a frame; each step timed from its event to the frame
/// drawn with the new value. Then the scene is sampled at five times, for the benchmark to compare with a build of the
/// file as written.
@MainActor
package final class TuningDriver {
    /// What the benchmark measured, written as JSON for `animview bench tune`.
    package struct Report: Codable, Sendable {
        /// Milliseconds from each drag step's event to its frame drawn, by kind of handle.
        package var steps: [String: [Double]] = [:]
        /// The kinds of handle the scene had none of (or whose drag was refused), with why.
        package var missing: [String: String] = [:]
        /// The scene's samples at ``times``, after the drags, for a build of the written file to match.
        package var samples: [FrameSample] = []
        package var times: [Double] = []
        /// The window's frame rate: the times are on its grid.
        package var framesPerSecond: Double = 60
        /// How many literals the drags sent to `play` to write.
        package var tuned = 0
    }

    /// A kind of handle.
    package enum Kind: String, CaseIterable, Sendable {
        case duration, delay, keyframe
        case keyframeDuration = "keyframe-duration"
        case curve, spring
    }

    private let previewer: Previewer
    private let stepsPerDrag: Int
    private let output: URL
    private var report = Report()
    private var kinds = Kind.allCases
    /// The drag in progress: its kind, where it was taken, how far it moves each step, and the steps taken.
    private var drag: (kind: Kind, start: CGPoint, step: CGVector, taken: Int)?
    /// While a step runs: the frame it draws at once (``Previewer/showNow()``) calls back here, and takes no step.
    private var stepping = false
    /// How many literals the drags sent to `play` to write (counted by whoever sends them).
    package var tuned = 0

    /// Drives `previewer` once its scene shows, writing the report to `output` when done.
    package init(previewer: Previewer, steps: Int, output: URL) {
        (self.previewer, stepsPerDrag, self.output) = (previewer, steps, output)
    }

    /// The benchmark `animview bench tune` asks for in `environment`'s `ANIMVIEW_PLAY_BENCH_TUNE` (`STEPS:PATH`), if any.
    package convenience init?(previewer: Previewer, environment: [String: String]) {
        guard let value = environment[PlayVariable.benchTune], let colon = value.firstIndex(of: ":"),
            let steps = Int(value[..<colon]), steps > 0
        else { return nil }
        self.init(previewer: previewer, steps: steps, output: URL(fileURLWithPath: String(value[value.index(after: colon)...])))
    }

    /// One step a frame: a drag's next step, else the next drag, else the samples and the report (then `true`).
    package func step() -> Bool {
        // Not before the build's calls are known: nothing could be tuned.
        guard !stepping, !previewer.tunableCalls.isEmpty else { return false }
        stepping = true
        defer { stepping = false }
        guard var drag else {
            guard let kind = kinds.first else { return finish() }
            kinds.removeFirst()
            guard let (start, step) = handle(of: kind) else { return false }
            previewer.play.playing = false
            _ = previewer.handle(.mouseDown(x: start.x, y: start.y))
            // A press that took no handle is said, and let go: its steps would time nothing.
            guard previewer.draggingBarEnd != nil || previewer.draggingCurve != nil else {
                _ = previewer.handle(.mouseUp(x: start.x, y: start.y))
                report.missing[kind.rawValue] = String(
                    format: "the press at (%.0f, %.0f) took no \(kind.rawValue) handle", start.x, start.y)
                return false
            }
            self.drag = (kind, start, step, 0)
            return false
        }
        drag.taken += 1
        // Out three steps in four, back the fourth: the value ends away from where it began, so it is written.
        let out = drag.taken - 2 * (drag.taken / 4)
        let point = CGPoint(x: drag.start.x + CGFloat(out) * drag.step.dx, y: drag.start.y + CGFloat(out) * drag.step.dy)
        if drag.taken > stepsPerDrag {
            _ = previewer.handle(.mouseUp(x: point.x, y: point.y))
            self.drag = nil
            return false
        }
        let began = ProcessInfo.processInfo.systemUptime
        _ = previewer.handle(.mouseMoved(x: point.x, y: point.y, buttonHeld: true))
        // A handle whose value cannot be tuned (a delay given to `startAnimation(afterDelay:)`, a computed duration) says
        // why over the scene at its first step: noted as missing, with the sentence, and let go — its steps time nothing.
        if drag.taken == 1, !previewer.message.isHidden, let said = previewer.message.text {
            report.missing[drag.kind.rawValue] = said.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            _ = previewer.handle(.mouseUp(x: point.x, y: point.y))
            self.drag = nil
            return false
        }
        report.steps[drag.kind.rawValue, default: []].append((ProcessInfo.processInfo.systemUptime - began) * 1000)
        self.drag = drag
        return false
    }

    /// Where `kind`'s handle is in the window and which way a step moves it; `nil`, noted, when the scene has none.
    private func handle(of kind: Kind) -> (CGPoint, CGVector)? {
        let panel = previewer.timelinePanel
        let spans = previewer.spans.values.sorted { $0.serial < $1.serial }.filter { $0.callSite != nil }
        func onBar(_ span: AnimatorSpan, at time: TimeInterval) -> CGPoint? {
            guard let middle = panel.rowMiddle(of: span.serial) else { return nil }
            return CGPoint(x: panel.view.frame.minX + panel.panelX(of: time), y: panel.view.frame.minY + middle)
        }
        // Four points a step along the ruler: a hundredth of a second or more on a scene of a few seconds.
        let along = CGVector(dx: 4, dy: 0)
        var found: (CGPoint, CGVector)?
        switch kind {
        case .duration, .delay:
            // A curve's bar first (a spring's has its own handle in the editor), else a spring's: its duration too is a
            // number written at the call (`UIViewPropertyAnimator(duration:dampingRatio:)`).
            let plain = spans.filter { $0.keyframes.isEmpty }
            guard let span = plain.first(where: { $0.spring == nil }) ?? plain.first else { break }
            found = onBar(span, at: kind == .delay ? span.start + span.delay : span.durationHandleTime).map { ($0, along) }
        case .keyframe:
            found = spans.first { $0.keyframes.count > 1 }.flatMap { onBar($0, at: $0.keyframes[1]) }.map { ($0, along) }
        case .keyframeDuration:
            // The first keyframe's end, under the bar's middle (over it, the next keyframe's start may be there too).
            let first = spans.lazy.compactMap { span in span.keyframeWindows.flatMap { $0.count > 1 ? (span, $0[0]) : nil } }.first
            found = first.flatMap { onBar($0.0, at: $0.1.end) }.map { (CGPoint(x: $0.x, y: $0.y + 4), along) }
        case .curve, .spring:
            // The first animation whose curve or spring the editor can change.
            guard
                let span = spans.first(where: { span in
                    switch CurveTuning.find(for: span, in: previewer.tunableCalls) {
                    case .cubic: kind == .curve
                    case .spring: kind == .spring
                    case .refused: false
                    }
                })
            else { break }
            previewer.curveSerial = span.serial
            if previewer.curveEditor.view.isHidden { previewer.toggleCurveEditor() }
            previewer.fillCurveEditor()
            // A curve's knob up the field (a hundredth of its height a point: every step a new number, and no bound),
            // a spring's across (two hundredths of a second).
            let step = kind == .spring ? CGVector(dx: 2, dy: 0) : CGVector(dx: 0, dy: -1)
            found = previewer.curveEditor.knob(kind == .spring ? .spring : .controlPoint(0)).map { ($0, step) }
        }
        if found == nil { report.missing[kind.rawValue] = "the scene has no \(kind.rawValue) handle to drag" }
        return found
    }

    /// Samples the scene at five times on the frame grid, writes the report; true.
    private func finish() -> Bool {
        let length = previewer.sceneLength, rate = previewer.host.framesPerSecond
        report.framesPerSecond = rate
        report.tuned = tuned
        for tenth in [1.0, 3, 5, 7, 9] {
            let time = (length * tenth / 10 * rate).rounded() / rate
            previewer.seekScene(to: time)
            report.times.append(time)
            report.samples.append(FrameSample(frame: 0, time: time, engine: previewer.sceneEngine, root: previewer.sceneRoot))
        }
        if let json = try? JSONEncoder().encode(report) { try? ScratchFile.replace(output, with: json) }
        return true
    }
}
