import Foundation

/// What play's previewer is built from, as one fingerprint: the path, size and modification time of animview's
/// manifests and of every file under its `Sources/`, of the generated package's own files, and of the Swift toolchain
/// that builds them.
///
/// ``PlayHostPackage`` keeps the fingerprint of its last build that succeeded and, finding the same one at the next
/// `play`, uses that build as it is. swift build's own check that nothing changed cost every `play` 2 to 7 seconds on
/// two cores — it compiles three package manifests each time — for a build that is nearly always up to date. Any file
/// changed, added or removed, another toolchain at the same path, or a build folder that lost its products, and swift
/// build decides, as before.
struct PlayHostInputs: Equatable {
    /// The digest of everything listed above.
    let fingerprint: String

    /// The inputs as they are now, of animview's checkout at `animviewRoot` and the generated package at `package`, built
    /// by the `swift` that `environment`'s `PATH` finds.
    init(animviewRoot: URL, package: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        var listing = Self.toolchain(environment: environment).map { "toolchain \($0.path) \(Self.stamp(of: $0))\n" } ?? ""
        // By their real paths: the tests reach one build through a link from each test's cache.
        for root in [animviewRoot, package].map(Self.realPath) {
            let manifests = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for name in manifests.sorted() where name.hasPrefix("Package") && name.hasSuffix(".swift") {
                listing += Self.line(for: root.appendingPathComponent(name))
            }
            let sources = root.appendingPathComponent("Sources")
            let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files.map(\.path).sorted() { listing += Self.line(for: URL(fileURLWithPath: file)) }
        }
        fingerprint = shortDigest(listing.utf8)
    }

    /// The fingerprint recorded in `file`, if there is one.
    init?(recordedIn file: URL) {
        guard let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty else { return nil }
        fingerprint = text
    }

    /// Records the fingerprint in `file`, whole or not at all.
    func record(in file: URL) throws {
        try fingerprint.write(to: file, atomically: true, encoding: .utf8)
    }

    private static func realPath(_ url: URL) -> URL {
        guard let resolved = realpath(url.path, nil) else { return url }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }

    private static func line(for file: URL) -> String {
        "\(file.path) \(stamp(of: file))\n"
    }

    /// Size and modification time to the nanosecond, as `stat` gives them; `-` for a file that is not there.
    private static func stamp(of file: URL) -> String {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return "-" }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    /// The `swift` that `PATH` finds, its links followed: what `play` runs swift build with.
    private static func toolchain(environment: [String: String]) -> URL? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.resolvingSymlinksInPath() }
        }
        return nil
    }
}
