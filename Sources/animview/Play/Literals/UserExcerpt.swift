import Foundation

/// The source lines the compiler shows under an error, put back as the user wrote them: the compiler printed the
/// text it was given — a `#selector` as the `Selector(…)` call `play` wrote for it, a `#Preview` as a function — which
/// the user never wrote. Numbered lines become the user's lines of the same number; the marks under them (`` `- error``)
/// move to the user's column.
enum UserExcerpt {
    /// `block` (an error's lines: its `path:line:column: error:` head, then what swift shows under it) with the shown
    /// lines of `source` as the user wrote them, their marks at the columns `edits` took them from.
    static func restored(_ block: [String], source: String, edits: [SourceEdit]) -> [String] {
        let userLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var shownLine: Int?
        return block.map(inUserWords).enumerated().map { index, line in
            guard index > 0, let bar = line.firstIndex(of: "|") else { return line }
            let margin = line[..<bar], after = line[line.index(after: bar)...]
            let number = Int(margin.trimmingCharacters(in: .whitespaces))
            if let number {
                shownLine = number
                guard number >= 1, number <= userLines.count else { return line }
                let text = userLines[number - 1]
                return String(margin) + "|" + (text.isEmpty ? "" : " " + text)
            }
            // A mark under the last line shown: its spaces are the column it points at, less one.
            guard let shownLine, margin.allSatisfy({ $0 == " " }), after.hasPrefix(" ") else { return line }
            let mark = after.dropFirst()
            let spaces = mark.prefix { $0 == " " }.count
            guard let first = mark.dropFirst(spaces).first, first == "`" || first == "|" else { return line }
            let column = PortEdits.userColumn(line: shownLine, column: spaces + 1, in: source, edits: edits)
            return String(margin) + "| " + String(repeating: " ", count: Swift.max(column - 1, 0)) + mark.dropFirst(spaces)
        }
    }

    /// The error in the words of the code the user wrote: a `#Preview` whose body is not a view or a view controller is
    /// said so, not as the protocol `play`'s function for it returns.
    static func inUserWords(_ line: String) -> String {
        let said = "' does not conform to 'PlaygroundLiveViewable'"
        guard let end = line.range(of: said),
            let start = line.range(of: "return expression of type '", options: .backwards, range: line.startIndex..<end.lowerBound)
        else { return line }
        let type = line[start.upperBound..<end.lowerBound]
        return line[..<start.lowerBound] + "a #Preview shows a UIView or a UIViewController; this one returns '\(type)'"
            + line[end.upperBound...]
    }
}
