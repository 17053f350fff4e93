import AnimKit
import AnimKitSDL
import Foundation
import PlayWire

/// The calls of a build's files with their labelled arguments, keyed by the site the build reports for each — what
/// the window needs to turn a drag of an animator's bar into a literal's new value.
///
/// A site's line is the user's (each file is compiled under `#sourceLocation`); its column is the opening
/// parenthesis's in the text as compiled, where each literal became a design-time lookup and the port's edits were
/// made: the user's column moved by what those edits added before it on its line.
enum TunableCalls {
    /// The calls of `files` as compiled from `scans` with design-time literals.
    static func make(files: [URL], scans: [LiteralScan]) -> [TunableCall] {
        zip(files, scans).enumerated().flatMap { index, pair in calls(in: pair.1, file: index, path: pair.0.path) }
    }

    private static func calls(in scan: LiteralScan, file: Int, path: String) -> [TunableCall] {
        guard !scan.arguments.isEmpty else { return [] }
        let bytes = Array(scan.source.utf8)
        let literals = Dictionary(scan.literals.enumerated().map { ($1.range, (key: "\(file):\($0)", value: $1.value)) }) { first, _ in
            first
        }
        // The edits in file order (they never overlap), and what each and those before it added: the bytes an edit adds
        // before a point on its line are a difference of two of these sums.
        let edits = (scan.lookups(file: file) + scan.edits).sorted { $0.range.lowerBound < $1.range.lowerBound }
        var added = [0]
        for edit in edits { added.append(added[added.count - 1] + edit.replacement.utf8.count - edit.range.count) }
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        func site(_ paren: Int) -> CallSite {
            let line = lastIndex(in: lineStarts, atMost: paren)
            let lineStart = lineStarts[line]
            // The edits that start on the parenthesis's line and end before it.
            let first = firstIndex(in: edits) { $0.range.lowerBound >= lineStart }
            let end = firstIndex(in: edits) { $0.range.upperBound > paren }
            let column = paren - lineStart + (end > first ? added[end] - added[first] : 0) + 1
            return CallSite(file: path, line: line + 1, column: column)
        }
        let calls = Dictionary(grouping: scan.arguments, by: \.paren)
        func tunable(_ argument: CallArgument, nesting: Bool) -> TunableCall.Argument {
            guard argument.range.upperBound <= bytes.count else { return .init(label: argument.label, key: nil, text: "", value: nil) }
            let text = String(decoding: bytes[argument.range], as: UTF8.self)
            if let literal = literals[argument.range] {
                return .init(label: argument.label, key: literal.key, text: text, value: literal.value)
            }
            // An argument that is a call (`CGPoint(x: 0.2, y: 0)`, `.init(x:y:)`): its own arguments, one level down.
            guard nesting, bytes[argument.range.upperBound - 1] == UInt8(ascii: ")"),
                let paren = bytes[argument.range].firstIndex(of: UInt8(ascii: "(")), let inner = calls[paren]
            else { return .init(label: argument.label, key: nil, text: text, value: nil) }
            return .init(
                label: argument.label, key: nil, text: text, value: nil, parts: inner.map { tunable($0, nesting: false) },
                partsSite: SourceSite(site(paren)))
        }
        return calls.sorted { $0.key < $1.key }.map { paren, arguments in
            TunableCall(site: SourceSite(site(paren)), arguments: arguments.map { tunable($0, nesting: true) })
        }
    }

    /// The index of the last of the sorted `values` that is at most `limit` (0 when none is).
    private static func lastIndex(in values: [Int], atMost limit: Int) -> Int {
        var low = 0, high = values.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if values[middle] <= limit { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The index of the first of `edits` for which `isPast` holds, `isPast` being false then true along them.
    private static func firstIndex(in edits: [SourceEdit], where isPast: (SourceEdit) -> Bool) -> Int {
        var low = 0, high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(edits[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
