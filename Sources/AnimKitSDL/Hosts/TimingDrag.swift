import AnimKit
import Foundation
import PlayWire

/// What the window asks of the code it tunes: a drag's step, or a walk through the values drags wrote.
package enum TuningRequest: Equatable, Sendable {
    case drag(TimingDrag)
    /// A step of a drag in the curve editor (or a preset chosen): the literals of a curve or a spring, together.
    case literals([TunedArgument], released: Bool)
    /// The value before the last drag written (`z`), written again.
    case undo
    /// The value undone last (`shift-z`), written again.
    case redo
}

/// A drag of one end of an animator's bar on the timeline: the new delay (its start) or duration (its end), and
/// whether the button was let go (then the value is written into the user's file).
package struct TimingDrag: Equatable, Sendable {
    /// Which part of the timing the drag changes.
    package enum Part: String, Sendable {
        case duration, delay
    }

    package let site: CallSite
    package let part: Part
    /// Seconds (a keyframe's start: a fraction of its animation's duration), to the hundredth.
    package let value: TimeInterval
    package let released: Bool

    package init(site: CallSite, part: Part, value: TimeInterval, released: Bool) {
        (self.site, self.part, self.value, self.released) = (site, part, value, released)
    }
}

extension TunableCall {
    /// The call's site, as AnimKit's animations record theirs.
    package var callSite: CallSite { CallSite(site) }

    /// The argument that sets `part` of an animation's timing, among the labels UIKit gives it: `withDuration:`,
    /// `duration:`, `springDuration:`, `relativeDuration:`; `delay:`, `afterDelay:`, `withRelativeStartTime:`.
    package func argument(for part: TimingDrag.Part) -> Argument? {
        arguments.first { Self.labels[part]?.contains($0.label) == true }
    }

    /// The part of an animation's timing an argument labelled `label` sets, if any.
    package static func part(of label: String) -> TimingDrag.Part? {
        Self.labels.first { $0.value.contains(label) }?.key
    }

    private static let labels: [TimingDrag.Part: [String]] = [
        .duration: ["withDuration", "duration", "springDuration", "relativeDuration"],
        .delay: ["delay", "afterDelay", "withRelativeStartTime"],
    ]
}

extension TunableCall.Argument {
    /// Where the call this argument is was written (``partsSite``), as AnimKit records sites.
    package var partsCallSite: CallSite? { partsSite.map(CallSite.init) }
}

extension CallSite {
    /// The call site `site` names.
    package init(_ site: SourceSite) {
        self.init(file: site.file, line: site.line, column: site.column)
    }
}

extension SourceSite {
    /// The place of the call site `site`.
    package init(_ site: CallSite) {
        self.init(file: site.file, line: site.line, column: site.column)
    }
}
