import AnimKitSDL
import Foundation

/// `play-reader`, the helper that reads the user's Swift with SwiftParser (`Sources/PlayReader`), compiled on first
/// use against the swift-syntax libraries the Swift toolchain itself ships for macros (`lib/swift/host`).
///
/// The swift-syntax package took minutes to build — more than the rest of animview
/// in a release build — and everything else, the demo included, waited for it. The
/// toolchain's copy is already built, and always the compiler's own version: the
/// helper compiles once per toolchain and helper source, into the cache — about 20 s on
/// a new machine, most of it the toolchain's swift-syntax module interfaces compiled into
/// an empty module cache; 4 s once that cache is filled.
/// A toolchain without it (none from swift.org lacks it) leaves `play` without
/// design-time literals: every edit is then compiled, and that is said once.
struct PlayReader {
    /// The helper.
    let executable: URL
    /// The helper kept running between reads.
    let server: ReaderServer

    init(executable: URL) {
        self.executable = executable
        server = ReaderServer(executable: executable)
    }

    /// The helper for this toolchain, compiled into `cache` if it is not there yet; nil, said once, when the toolchain
    /// has no SwiftParser.
    static func prepare(cache: URL, animviewRoot: URL) throws -> PlayReader? {
        // Every source of the reader's folder, in a fixed order: a file added there is built without a list to update.
        let folderOfSources = animviewRoot.appendingPathComponent("Sources/PlayReader")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folderOfSources.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folderOfSources.appendingPathComponent($0) }
        guard let host = try toolchainSyntaxLibraries() else {
            try say("animview: this Swift toolchain has no SwiftParser (lib/swift/host); literal edits are compiled like any other")
            return nil
        }
        let contents = try sources.map { try Data(contentsOf: $0) }
        let key = PlayProject.key(for: [host] + sources) + "-" + shortDigest(contents.reduce(Data(), +))
        let folder = cache.appendingPathComponent("animview/play-reader/\(key)")
        let executable = folder.appendingPathComponent("play-reader")
        let lock = try FolderLock(folder.path + ".lock")
        defer { lock.release() }
        if FileManager.default.isExecutableFile(atPath: executable.path) { return PlayReader(executable: executable) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try say("animview: building play's Swift reader against the toolchain's SwiftParser, once (about 20 s)…")
        let partial = folder.appendingPathComponent("play-reader.partial")
        let build = try PlayBuild.run(
            "swiftc",
            // Unoptimised: the parsing is SwiftParser's, already optimised; `-O` took five times as long (17 s against
            // 3.4 s alone, minutes on a loaded machine) for no faster reading.
            arguments: ["swiftc", "-Onone"] + sources.map(\.path) + [
                "-I", host.path, "-L", host.path, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host.path,
                "-o", partial.path,
            ], grace: 5)
        guard build.succeeded else {
            for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            throw PlayError("play's Swift reader did not build against \(host.path) (errors above)", code: ExitStatus.software)
        }
        try FileManager.default.moveItem(at: partial, to: executable)
        return PlayReader(executable: executable)
    }

    /// Where the toolchain keeps its own swift-syntax (`<runtime resource path>/host`), if it has SwiftParser there.
    static func toolchainSyntaxLibraries() throws -> URL? {
        let info = try PlayBuild.run("swiftc", arguments: ["swiftc", "-print-target-info"], grace: 2)
        let json = info.output.joined(separator: "\n")
        guard let data = json.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let paths = object["paths"] as? [String: Any], let runtime = paths["runtimeResourcePath"] as? String
        else { return nil }
        let host = URL(fileURLWithPath: runtime).appendingPathComponent("host")
        let parser = host.appendingPathComponent("SwiftParser.swiftmodule")
        return FileManager.default.fileExists(atPath: parser.path) ? host : nil
    }

    /// What the reader finds in `file` (a copy of what was read, so that offsets match): the literals `play` may change
    /// (kind and UTF-8 range) and the edits that make iOS code compile without the Objective-C runtime
    /// (``PortEdits``); `others` are the program's other files, read for the optional requirements they declare; `path`
    /// is the file whose lines errors name, where an edit moves text (an `override` out of an extension).
    ///
    /// A stop signal while it reads stops it and ends `play` (``Interrupted``), whatever the file's size.
    func read(_ file: URL, isMain: Bool, named name: String? = nil, path: String? = nil, others: [URL] = []) throws -> ReaderFindings {
        let named = (name.map { ["--as", $0] } ?? []) + (path.map { ["--path", $0] } ?? [])
        let arguments = (isMain ? ["--main"] : []) + named + [file.path] + others.map(\.path)
        let lines: [String]
        if let served = try server.read(arguments, naming: file.lastPathComponent) {
            lines = served
        } else {
            let run = try PlayBuild.run("reading \(file.lastPathComponent)", arguments: [executable.path, "read"] + arguments, grace: 1)
            guard run.succeeded else {
                throw PlayError(
                    "play's Swift reader failed on \(file.lastPathComponent): \(run.output.suffix(3).joined(separator: " "))",
                    code: ExitStatus.software)
            }
            lines = run.output
        }
        var findings = ReaderFindings()
        for line in lines {
            // `kind start end[ text]`: the text (an edit's replacement, a problem's sentence) may hold spaces.
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[0].count == 1, let kind = fields[0].first, let start = Int(fields[1]),
                let end = Int(fields[2]), start <= end
            else { continue }
            let text = fields.count == 4 ? String(fields[3]) : ""
            switch kind {
            case "R": findings.edits.append(SourceEdit(range: start..<end, replacement: PortEdits.unescaped(text)))
            case "E": findings.problems.append(PortProblem(range: start..<end, sentence: text))
            case "N": findings.nothingToShow = PortEdits.unescaped(text)
            case "A":
                let parts = text.split(separator: " ", maxSplits: 1)
                guard parts.count == 2, let paren = Int(parts[0]) else { continue }
                findings.arguments.append(CallArgument(range: start..<end, paren: paren, label: String(parts[1])))
            default: findings.literals.append((kind, start..<end))
            }
        }
        findings.edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        return findings
    }
}

/// What ``PlayReader`` found in one file.
struct ReaderFindings {
    /// The literals `play` may change without the compiler: kind (`I`, `F`, `S`, `B`) and UTF-8 range, in order.
    var literals: [(kind: Character, range: Range<Int>)] = []
    /// The edits that make the file compile without the Objective-C runtime, in order.
    var edits: [SourceEdit] = []
    /// What cannot be done without that runtime, where.
    var problems: [PortProblem] = []
    /// The labelled arguments of the file's calls, in order.
    var arguments: [CallArgument] = []
    /// Why the program can show nothing by itself (a first file with no top-level code, nor a preview or a view that
    /// can be made without arguments in any file): the views and the initialisers they need, or what it declares.
    var nothingToShow: String?
}
