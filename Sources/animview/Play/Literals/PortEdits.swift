import Foundation

/// One change `play` makes to the user's text before compiling it: `range` (UTF-8 offsets) becomes `replacement`.
struct SourceEdit: Equatable {
    let range: Range<Int>
    let replacement: String

    /// The same edit `delta` bytes later in the file.
    func moved(by delta: Int) -> SourceEdit {
        SourceEdit(range: (range.lowerBound + delta)..<(range.upperBound + delta), replacement: replacement)
    }
}

/// Something in the user's file only the Objective-C runtime could do (`#selector(getter: …)`), with the sentence
/// that says so at its line.
struct PortProblem: Equatable {
    let range: Range<Int>
    let sentence: String

    /// The same problem `delta` bytes later in the file.
    func moved(by delta: Int) -> PortProblem {
        PortProblem(range: (range.lowerBound + delta)..<(range.upperBound + delta), sentence: sentence)
    }
}

/// How iOS code is compiled without the Objective-C runtime: the reader's edits (`@objc` and Interface Builder's
/// attributes blanked, `#selector(tap(_:))` as `Selector("tap(_:)", Self.tap(_:))`, optional requirements with
/// defaults) applied to the text, and the compiler's columns taken back to the user's.
///
/// Blanked attributes keep every column; a selector's replacement is longer than what it replaces, so the columns
/// after it on its line move, and ``userColumn(line:column:in:)`` moves them back.
enum PortEdits {
    /// The reader's escaping undone: `\n` a newline, `\\` a backslash.
    static func unescaped(_ text: String) -> String {
        var result = "", escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `source` with `edits` (in order, not overlapping) made, in one pass (an edit made in place moved the rest of the
    /// file each time: a 10 MB file of literals took minutes).
    static func applying(_ edits: [SourceEdit], to source: String) -> String {
        guard !edits.isEmpty else { return source }
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 40)
        var cursor = 0
        for edit in edits where edit.range.lowerBound >= cursor && edit.range.upperBound <= bytes.count {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `offset` (UTF-8) is in `source`: its line and column, from 1, as the compiler counts them (columns in bytes).
    static func position(of offset: Int, in source: String) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for (index, byte) in source.utf8.prefix(offset).enumerated() where byte == 10 {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The column the user wrote for `column` of `line` in the edited text: a column inside a replacement is the
    /// replaced text's first, one after it moves back by what the edits before it on that line added.
    static func userColumn(line: Int, column: Int, in source: String, edits: [SourceEdit]) -> Int {
        var shift = 0
        for edit in edits {
            let start = position(of: edit.range.lowerBound, in: source)
            guard start.line <= line else { break }
            guard start.line == line, !edit.replacement.contains("\n") else { continue }
            let added = edit.replacement.utf8.count - edit.range.count
            let editedStart = start.column + shift
            if column < editedStart { break }
            if column < editedStart + edit.replacement.utf8.count { return start.column }
            shift += added
        }
        return column - shift
    }

    /// `problems` as the compiler writes errors, at the user's `path`, line and column.
    static func errors(for problems: [PortProblem], in source: String, path: String) -> [String] {
        problems.map { problem in
            let at = position(of: problem.range.lowerBound, in: source)
            return "\(path):\(at.line):\(at.column): error: \(problem.sentence)"
        }
    }
}

extension PlayBuild {
    /// The build with its errors' columns where the user wrote them, in files the port edited (``PortEdits``): the
    /// compiler counted the edited text's.
    func withUserColumns(files: [URL], scans: [LiteralScan]) -> PlayBuild {
        let scanned = Dictionary(zip(files, scans).map { ($0.path, $1) }, uniquingKeysWith: { first, _ in first })
        let mapped = errors.map { error -> String in
            var lines = error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // "path:line:column: error: …", the path possibly holding colons.
            guard let head = lines.first, let marker = head.range(of: ": error: ") else { return error }
            let location = head[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]), let column = Int(location[location.count - 1])
            else { return error }
            let path = location.dropLast(2).joined(separator: ":")
            guard let scan = scanned[path] else { return error }
            let user = PortEdits.userColumn(line: line, column: column, in: scan.source, edits: scan.edits)
            lines[0] = "\(path):\(line):\(user)" + head[marker.lowerBound...]
            return UserExcerpt.restored(lines, source: scan.source, edits: scan.edits).joined(separator: "\n")
        }
        // A selector naming no method also leaves its initializer's generic parameters unknown, and the compiler tries
        // the class-method initializer the port never wrote: one error, the missing method, says it.
        let locations = mapped.map { $0.components(separatedBy: ": error: ")[0] }
        let said = mapped.enumerated().filter { index, error in
            let inference = ["Target", "Sender", "Event", "Result"].contains {
                error.contains("error: generic parameter '\($0)' could not be inferred")
            }
            let portLabel = error.contains("error: missing argument label 'classMethod:' in call")
            return !(inference || portLabel) || locations.filter { $0 == locations[index] }.count == 1
        }
        return PlayBuild(succeeded: succeeded, seconds: seconds, errors: said.map(\.element), output: output)
    }
}
