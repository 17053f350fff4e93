import Foundation

/// A place in the user's source as the build reports it: the file's path, the line and the column (from 1), as
/// AnimKit's `CallSite` holds it.
package struct SourceSite: Codable, Hashable, Sendable {
    package let file: String
    package let line: Int
    package let column: Int

    package init(file: String, line: Int, column: Int) {
        (self.file, self.line, self.column) = (file, line, column)
    }
}

/// A call in the user's code whose timing `animview play`'s window can tune by a drag: its site as the build reports
/// it (`#filePath`, `#line`, `#column` — the opening parenthesis, in the text as compiled) and its labelled
/// arguments. `play` sends the calls of each build it loads; the window finds an animator's call by its ``SourceSite``.
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
        package let partsSite: SourceSite?

        package init(
            label: String, key: String?, text: String, value: DesignTimeValue.Payload?, parts: [Argument] = [], partsSite: SourceSite? = nil
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
    package let site: SourceSite
    package let arguments: [Argument]

    package init(site: SourceSite, arguments: [Argument]) {
        (self.site, self.arguments) = (site, arguments)
    }
}

/// A literal the window changed by a drag, for `play` to write into the user's file: sent as it is let go
/// (``FromWindow/tuned(_:)``), and read by `play` between compiles.
package struct TunedLiteral: Codable, Equatable, Sendable {
    package let key: String
    package let value: DesignTimeValue.Payload

    package init(key: String, value: DesignTimeValue.Payload) {
        (self.key, self.value) = (key, value)
    }

    /// The place of the literal's file among the user's files (the key's first part).
    package var fileIndex: Int? { key.split(separator: ":").first.flatMap { Int($0) } }
}
