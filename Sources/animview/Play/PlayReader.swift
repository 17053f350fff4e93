import AnimKitSDL
import Foundation

/// `play-reader`, the helper that reads the user's Swift with SwiftParser (`Sources/PlayReader`), compiled on first
/// use against the swift-syntax libraries the Swift toolchain itself ships for macros (`lib/swift/host`).
///
/// The swift-syntax package took minutes to build — more than the rest of animview
/// in a release build — and everything else, the demo included, waited for it. The
/// toolchain's copy is already built, and always the compiler's own version: the
/// helper compiles in seconds, once per toolchain and helper source, into the cache.
/// A toolchain without it (none from swift.org lacks it) leaves `play` without
/// design-time literals: every edit is then compiled, and that is said once.
struct PlayReader {
    /// The helper.
    let executable: URL

    /// The helper for this toolchain, compiled into `cache` if it is not there yet; nil, said once, when the toolchain
    /// has no SwiftParser.
    static func prepare(cache: URL, animviewRoot: URL) throws -> PlayReader? {
        let sources = ["main.swift", "LiteralFinder.swift"].map {
            animviewRoot.appendingPathComponent("Sources/PlayReader").appendingPathComponent($0)
        }
        guard let host = try toolchainSyntaxLibraries() else {
            try say("animview: this Swift toolchain has no SwiftParser (lib/swift/host); literal edits are compiled like any other")
            return nil
        }
        let contents = try sources.map { try Data(contentsOf: $0) }
        let key = PlayProject.key(for: [host] + sources) + "-" + digest(contents.reduce(Data(), +))
        let folder = cache.appendingPathComponent("animview/play-reader/\(key)")
        let executable = folder.appendingPathComponent("play-reader")
        let lock = try FolderLock(folder.path + ".lock")
        defer { lock.release() }
        if FileManager.default.isExecutableFile(atPath: executable.path) { return PlayReader(executable: executable) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try say("animview: building play's Swift reader against the toolchain's SwiftParser, once (seconds)…")
        let partial = folder.appendingPathComponent("play-reader.partial")
        let build = try PlayBuild.run(
            "swiftc",
            arguments: ["swiftc", "-O"] + sources.map(\.path) + [
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

    /// The literals `play` may change in `file` (a copy of what was read, so that offsets match): kind and UTF-8 range.
    ///
    /// A stop signal while it reads stops it and ends `play` (``Interrupted``), whatever the file's size.
    func literals(in file: URL, isMain: Bool) throws -> [(kind: Character, range: Range<Int>)] {
        let run = try PlayBuild.run(
            "reading \(file.lastPathComponent)", arguments: [executable.path, "literals"] + (isMain ? ["--main"] : []) + [file.path],
            grace: 1)
        guard run.succeeded else {
            throw PlayError(
                "play's Swift reader failed on \(file.lastPathComponent): \(run.output.suffix(3).joined(separator: " "))",
                code: ExitStatus.software)
        }
        return run.output.compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let kind = fields[0].first, let start = Int(fields[1]), let end = Int(fields[2]), start <= end else {
                return nil
            }
            return (kind, start..<end)
        }
    }

    /// A short FNV-1a digest of `data`.
    private static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
