import Foundation

/// `play-reader port`: a module's iOS files as they compile without the Objective-C runtime, for the PortiOSFiles
/// build-tool plugin.
///
/// Each FILE is read as `read` reads a file that is not the program's (the others for their optional requirements)
/// and written into DIR as `Name.ported.swift` — a name of its own, as a module's `#fileID`s must be — with its edits
/// made, between `#sourceLocation` lines naming the original, so that the compiler's errors name the user's file and
/// line; a file whose port would not change is left alone, so the build does not compile it again.
/// `--animkit-imports` reads `import UIKit`, `QuartzCore`, `CoreGraphics` and `ObjectiveC` (and their submodules) as
/// `import AnimKit`, for a module that has no module of those names. What only the Objective-C runtime could do is
/// an error at its line (`path:line:column: error: …`) and the status is 65.
struct ModulePort {
    let folder: URL
    let animKitImports: Bool
    let files: [String]

    init(arguments: [String], usage: String) {
        var arguments = arguments
        guard arguments.count >= 2, arguments[0] == "--output-directory" else { fail(usage, 64) }
        folder = URL(fileURLWithPath: arguments[1])
        arguments.removeFirst(2)
        animKitImports = arguments.first == "--animkit-imports"
        if animKitImports { arguments.removeFirst() }
        guard !arguments.isEmpty else { fail(usage, 64) }
        files = arguments
    }

    func run() -> Never {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fail("play-reader: cannot make \(folder.path): \(error.localizedDescription)", 73)
        }
        var problems: [String] = []
        for (index, path) in files.enumerated() {
            let others = files.enumerated().filter { $0.offset != index }.map(\.element)
            let source = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            var edits: [(range: Range<Int>, text: String)] = []
            for line in readingLines(of: path, isMain: false, named: nil, located: path, others: others) {
                let fields = line.dropLast().split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
                guard fields.count >= 3, let start = Int(fields[1]), let end = Int(fields[2]), start <= end else { continue }
                let text = fields.count == 4 ? String(fields[3]) : ""
                if fields[0] == "R" { edits.append((start..<end, Self.unescaped(text))) }
                if fields[0] == "E" { problems.append("\(path):\(Self.position(of: start, in: source)): error: \(text)") }
            }
            var ported = Self.applying(edits.sorted { $0.range.lowerBound < $1.range.lowerBound }, to: source)
            if animKitImports { ported = Self.animKitImports(in: ported) }
            write("#sourceLocation(file: \(String(reflecting: path)), line: 1)\n\(ported)\n#sourceLocation()\n", for: path)
        }
        for problem in problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
        exit(problems.isEmpty ? 0 : 65)
    }

    private func write(_ text: String, for path: String) {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".ported.swift"
        let copy = folder.appendingPathComponent(name)
        if FileManager.default.contents(atPath: copy.path) == Data(text.utf8) { return }
        do {
            try Data(text.utf8).write(to: copy, options: .atomic)
        } catch {
            fail("play-reader: cannot write \(copy.path): \(error.localizedDescription)", 73)
        }
    }

    /// `source` with the edits (in order, not overlapping; UTF-8 ranges) made.
    static func applying(_ edits: [(range: Range<Int>, text: String)], to source: String) -> String {
        let bytes = Array(source.utf8)
        var result: [UInt8] = [], cursor = 0
        for edit in edits where edit.range.lowerBound >= cursor && edit.range.upperBound <= bytes.count {
            result += bytes[cursor..<edit.range.lowerBound] + Array(edit.text.utf8)
            cursor = edit.range.upperBound
        }
        return String(decoding: result + bytes[cursor...], as: UTF8.self)
    }

    /// `line:column` of the UTF-8 `offset` in `source`, from 1, as the compiler counts them.
    static func position(of offset: Int, in source: String) -> String {
        let before = source.utf8.prefix(offset)
        let line = before.count { $0 == 10 } + 1
        let lineStart = before.lastIndex(of: 10).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        return "\(line):\(offset - lineStart + 1)"
    }

    /// A replacement as `R` lines escape it (`\n`, `\\`), unescaped.
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

    /// `text` with its imports of iOS's own modules read as `import AnimKit`.
    static func animKitImports(in text: String) -> String {
        let pattern = #"^(\s*(?:@[\w()]+\s+)*import\s+)(?:UIKit|QuartzCore|CoreGraphics|ObjectiveC)(?:\.[\w.]+)?(?=\s*(?://.*)?$)"#
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1AnimKit")
    }
}
