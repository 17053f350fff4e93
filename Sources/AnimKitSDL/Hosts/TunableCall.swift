import AnimKit
import Foundation

/// A call in the user's code whose timing `animview play`'s window can tune by a drag: its site as the build reports
/// it (`#filePath`, `#line`, `#column` — the opening parenthesis, in the text as compiled) and its labelled
/// arguments. `play` sends the calls of each build it loads; the window finds an animator's call by its ``CallSite``.
package struct TunableCall: Codable, Equatable, Sendable {
    /// One labelled argument of the call.
    package struct Argument: Codable, Equatable, Sendable {
        package let label: String
        /// The design-time key of the literal the argument is (`file:index`); `nil` when it is computed.
        package let key: String?
        /// The argument as the user wrote it.
        package let text: String
        /// The literal's value as the build was compiled with it (`nil` when the argument is computed).
        package let value: DesignTimeValue.Payload?
        /// When the argument is itself a call (`CGPoint(x: 0.2, y: 0)`): that call's arguments, at ``partsSite``.
        package let parts: [Argument]
        package let partsSite: CallSite?

        package init(
            label: String, key: String?, text: String, value: DesignTimeValue.Payload?, parts: [Argument] = [], partsSite: CallSite? = nil
        ) {
            (self.label, self.key, self.text, self.value, self.parts, self.partsSite) = (label, key, text, value, parts, partsSite)
        }

        /// The number the literal holds, if it is one.
        package var number: Double? {
            switch value {
            case .float(let number): number
            case .integer(let number): Double(number)
            default: nil
            }
        }

        /// Why a drag cannot change the argument, at `place`: computed, or a literal `play` compiles as written.
        package func untunable(at place: String) -> String {
            let number = Double(text.replacingOccurrences(of: "_", with: "")) != nil
            return number
                ? "\(label): \(text) at \(place) is compiled as written (a literal in a static property, another file's global, "
                    + "a macro's arguments or an #if needs the compiler); nothing is written"
                : "\(label): \(text) is computed at \(place), not a literal; nothing is written"
        }
    }

    /// The site as the build reports it.
    package let site: CallSite
    package let arguments: [Argument]

    package init(site: CallSite, arguments: [Argument]) {
        (self.site, self.arguments) = (site, arguments)
    }

    /// The argument that sets `part` of an animation's timing, among the labels UIKit gives it: `withDuration:`,
    /// `duration:`, `springDuration:`, `relativeDuration:`; `delay:`, `withRelativeStartTime:`.
    package func argument(for part: TimingDrag.Part) -> Argument? {
        arguments.first { Self.labels[part]?.contains($0.label) == true }
    }

    /// The part of an animation's timing an argument labelled `label` sets, if any.
    package static func part(of label: String) -> TimingDrag.Part? {
        Self.labels.first { $0.value.contains(label) }?.key
    }

    private static let labels: [TimingDrag.Part: [String]] = [
        .duration: ["withDuration", "duration", "springDuration", "relativeDuration"], .delay: ["delay", "withRelativeStartTime"],
    ]
}

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

/// A literal the window changed by a drag, for `play` to write into the user's file: one JSON line of the file it
/// appends them to (`ANIMVIEW_PLAY_TUNED`), so that none is lost while `play` is busy compiling.
package struct TunedLiteral: Codable, Equatable, Sendable {
    package let key: String
    package let value: DesignTimeValue.Payload

    package init(key: String, value: DesignTimeValue.Payload) {
        (self.key, self.value) = (key, value)
    }

    /// The place of the literal's file among the user's files (the key's first part).
    package var fileIndex: Int? { key.split(separator: ":").first.flatMap { Int($0) } }
}
