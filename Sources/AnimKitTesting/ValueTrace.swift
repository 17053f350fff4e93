import AnimKit
import Foundation

/// A presentation property of one view sampled at chosen times, printed one line per time: a text snapshot of motion.
///
/// ```
/// center.x of card
/// 0.000 s  50.0
/// 0.500 s  150.0
/// ```
public struct ValueTrace: Equatable, Sendable, CustomStringConvertible {
    /// What was traced, for the first line.
    public let title: String
    /// Each time and the value there, as text.
    public let samples: [(time: TimeInterval, value: String)]

    /// A trace titled `title` of `samples`.
    public init(title: String, samples: [(time: TimeInterval, value: String)]) {
        self.title = title
        self.samples = samples
    }

    public var description: String {
        ([title] + samples.map { String(format: "%.3f s  ", $0.time) + $0.value }).joined(separator: "\n") + "\n"
    }

    public static func == (lhs: ValueTrace, rhs: ValueTrace) -> Bool {
        lhs.description == rhs.description
    }

    /// A key path as a trace's title names it: `center.x` for `\ViewValues.center.x`.
    public static func name(of property: AnyKeyPath) -> String {
        let text = String(describing: property)
        guard let dot = text.firstIndex(of: ".") else { return text }
        return String(text[text.index(after: dot)...])
    }

    /// A value as a trace prints it: numbers with four decimals (so that rounding far below a pixel does not fail a snapshot), the rest as Swift describes it.
    public static func text(of value: Any) -> String {
        switch value {
        case let number as CGFloat: String(format: "%.4f", Double(number))
        case let number as Double: String(format: "%.4f", number)
        case let point as CGPoint: "(\(text(of: point.x)), \(text(of: point.y)))"
        case let size as CGSize: "(\(text(of: size.width)) × \(text(of: size.height)))"
        case let rect as CGRect: "\(text(of: rect.origin)) \(text(of: rect.size))"
        case let transform as CGAffineTransform:
            "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { text(of: $0) }.joined(separator: ", "))]"
        default: String(describing: value)
        }
    }
}
