import AnimKitSDL
import Foundation

/// The package `animview play` generates for a user's Swift files: one executable built against AnimKit, kept in the user's cache so rebuilds are incremental.
///
/// Each file is copied in under a `#sourceLocation` line, so the compiler's errors
/// name the user's own file and line. The first file is the program's `main.swift`:
/// its top-level code runs, and what it hands to `PlaygroundPage.current.liveView`
/// or `AnimView.preview` opens in the previewer.
struct PlayProject {
    /// The user's files, absolute, in the order given.
    let files: [URL]
    /// The generated package's folder.
    let folder: URL
    /// animview's own package, which the generated one depends on by path.
    let animviewRoot: URL
    /// Build in the Swift 6 language mode instead of 5 (playground code is usually Swift 5).
    let swift6: Bool
    /// Holds ``folder`` for this `play` alone while it runs.
    let cacheLock: CacheLock
    /// The program's name in sentences: its first file's.
    var name: String { files[0].lastPathComponent }
    /// What `play` says when the program ran to its end and opened no view (and wrote no frame).
    var showedNothing: PlayError {
        PlayError(
            "\(files[0].lastPathComponent) ran to its end without showing a view: set PlaygroundPage.current.liveView = view (import PlaygroundSupport), or call AnimView.preview",
            code: ExitStatus.dataError)
    }

    /// What `play` says when the program died of `signal` (a trap: an index out of range, a force-unwrapped nil …);
    /// Swift printed where, just above.
    func crashed(signal: Int32) -> PlayError {
        PlayError("\(files[0].lastPathComponent) crashed (signal \(signal)); Swift says where just above", code: ExitStatus.software)
    }

    /// Lines a file's copy holds before the user's first: the one `#sourceLocation` line written with it (``write()``).
    static let linesBeforeSource = 1

    init(files: [String], swift6: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PlayError) {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.files = try files.map { path throws(PlayError) in
            let url = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
            var info = stat()
            guard stat(url.path, &info) == 0 else { throw PlayError("no Swift file at \(path)", code: ExitStatus.noInput) }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw PlayError(
                    "\(path) is \(info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"); give a .swift file",
                    code: ExitStatus.noInput)
            }
            guard url.pathExtension == "swift" else { throw PlayError("\(path) is not a .swift file", code: ExitStatus.dataError) }
            _ = try PlayProject.source(of: url)
            return url
        }
        guard !self.files.isEmpty else { throw PlayError("give at least one .swift file to play", code: ExitStatus.usage) }
        guard Set(self.files.map(\.lastPathComponent)).count == self.files.count else {
            throw PlayError("two files have the same name; a package cannot hold both", code: ExitStatus.dataError)
        }
        animviewRoot = try PlayProject.animviewRoot(environment: environment)
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        cacheLock = try CacheLock(for: cache.appendingPathComponent("animview/play/\(PlayProject.key(for: self.files))"))
        folder = cacheLock.folder
        self.swift6 = swift6
    }

    /// The text of `file`: it must be readable and UTF-8, as Swift source is.
    static func source(of file: URL) throws(PlayError) -> String {
        guard access(file.path, R_OK) == 0 else {
            throw PlayError("cannot read \(file.path): \(String(cString: strerror(errno)))", code: ExitStatus.noInput)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw PlayError("cannot read \(file.path)", code: ExitStatus.noInput)
        }
        guard let text = String(data: data, encoding: .utf8), !text.contains("\0") else {
            throw PlayError("\(file.path) is not Swift source: it is not UTF-8 text", code: ExitStatus.dataError)
        }
        return text
    }

    /// Where animview's sources are: `ANIMVIEW_SOURCES`, else the checkout this binary was built from.
    static func animviewRoot(environment: [String: String]) throws(PlayError) -> URL {
        let root =
            environment["ANIMVIEW_SOURCES"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw PlayError(
                "animview's sources are not at \(root.path) any more (play builds your files against them); set ANIMVIEW_SOURCES to the checkout",
                code: ExitStatus.unavailable)
        }
        return root
    }

    /// A short name for a set of files, the same every run: FNV-1a of their paths.
    static func key(for files: [URL]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in files.map(\.path).joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    var sourcesFolder: URL { folder.appendingPathComponent("Sources/Play") }
    var executable: URL { folder.appendingPathComponent(".build/debug/Play") }
    /// Where the running program writes its playhead's time, and reads a message to show (a failed rebuild).
    var playheadFile: URL { folder.appendingPathComponent("playhead") }
    var messageFile: URL { folder.appendingPathComponent("message") }

    /// Writes the package: the manifest and a copy of each file, touching only what changed (so the build stays incremental).
    func write() throws {
        try FileManager.default.createDirectory(at: sourcesFolder, withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.2
            // Generated by `animview play` for \(files.map(\.lastPathComponent).joined(separator: ", ")); it is rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "Play",
                dependencies: [.package(name: "animview", path: \(String(reflecting: animviewRoot.path)))],
                targets: [
                    .executableTarget(
                        name: "Play",
                        dependencies: [
                            .product(name: "AnimKit", package: "animview"),
                            .product(name: "AnimKitSDL", package: "animview"),
                            .product(name: "PlaygroundSupport", package: "animview"),
                        ],
                        swiftSettings: [.swiftLanguageMode(.\(swift6 ? "v6" : "v5"))])
                ]
            )

            """
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        var expected: Set<String> = []
        for (index, file) in files.enumerated() {
            let name = index == 0 ? "main.swift" : file.lastPathComponent
            expected.insert(name)
            let source = try PlayProject.source(of: file)
            let located = "#sourceLocation(file: \(String(reflecting: file.path)), line: 1)\n\(source)\n#sourceLocation()\n"
            try writeIfChanged(located, to: sourcesFolder.appendingPathComponent(name))
        }
        // Copies of files no longer given; the folder is this package's own.
        for name in try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path) where !expected.contains(name) {
            try FileManager.default.removeItem(at: sourcesFolder.appendingPathComponent(name))
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The files' modification dates, to notice a save.
    func modificationDates() -> [Date?] {
        files.map { (try? FileManager.default.attributesOfItem(atPath: $0.path))?[.modificationDate] as? Date }
    }
}

/// Why `play` cannot go on, and the exit status that says so.
struct PlayError: Error, CustomStringConvertible {
    let description: String
    let code: Int32

    init(_ description: String, code: Int32) {
        self.description = description
        self.code = code
    }
}
