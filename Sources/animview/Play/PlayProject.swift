import AnimKitSDL
import Foundation
import PlayWire

/// The user's Swift files as `animview play` builds them: copies in a cache folder of their own, compiled into the
/// builds the previewer loads (``PlayCompiler``).
///
/// Each file is copied in under a `#sourceLocation` line, so the compiler's errors
/// name the user's own file and line. The first file is the program's `main.swift`:
/// its top-level code runs, and what it hands to `PlaygroundPage.current.liveView`
/// or `AnimView.preview` opens in the previewer.
struct PlayProject {
    /// The user's files, absolute, in the order given.
    let files: [URL]
    /// This `play`'s folder in the cache.
    let folder: URL
    /// The user's cache (`$XDG_CACHE_HOME`, else `~/.cache`).
    let cache: URL
    /// animview's own package, which the previewer's is built from.
    let animviewRoot: URL
    /// Build in the Swift 6 language mode instead of 5 (playground code is usually Swift 5).
    let swift6: Bool
    /// Holds ``folder`` for this `play` alone while it runs.
    let cacheLock: CacheLock
    /// What reads the files' literals; without it (a toolchain with no SwiftParser) every edit is compiled.
    var reader: PlayReader?
    /// Where the program looks for images and colours besides its own folders: each file's folder and those above it
    /// up to the project's — the first holding `Package.swift`, an `.xcodeproj` or `.git` — where an app keeps its
    /// `Assets.xcassets` (never the home folder or the root, at most five up).
    var resourceFolders: [URL] { Self.resourceFolders(of: files) }

    /// ``resourceFolders`` for `files`.
    static func resourceFolders(of files: [URL]) -> [URL] {
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        var folders: [URL] = []
        for file in files {
            var folder = file.deletingLastPathComponent().standardizedFileURL
            for _ in 0..<6 where folder.path != "/" && folder.path != home {
                if !folders.contains(folder) { folders.append(folder) }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }) { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        return folders
    }

    /// The program's name in sentences: its first file's.
    var name: String { files[0].lastPathComponent }
    /// What `play` says when the program read as `scans` ran to its end and opened no view (and wrote no frame): why,
    /// when the reader found why (``LiteralScan/nothingToShow``), and what to write.
    func showedNothing(_ scans: [LiteralScan]?) -> PlayError {
        let why = scans?.first?.nothingToShow.map { ": \($0)" } ?? ""
        return PlayError(
            "\(files[0].lastPathComponent) ran to its end without showing a view\(why); add a #Preview { … } returning a view or view controller, set PlaygroundPage.current.liveView = view (import PlaygroundSupport), or call AnimView.preview",
            code: ExitStatus.dataError)
    }

    /// What `play` says when the program died of `signal` (a trap: an index out of range, a force-unwrapped nil …);
    /// Swift printed where, just above.
    func crashed(signal: Int32) -> PlayError {
        PlayError("\(files[0].lastPathComponent) crashed (signal \(signal)); Swift says where just above", code: ExitStatus.software)
    }

    /// Lines a file's copy holds before the user's first: an import and the `#sourceLocation` line (``write(_:rewriting:)``).
    static let linesBeforeSource = 2

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
        cache = PlayProject.cache(environment: environment)
        cacheLock = try CacheLock(for: cache.appendingPathComponent("animview/play/\(PlayProject.key(for: self.files))"))
        folder = cacheLock.folder
        self.swift6 = swift6
        removeEarlierLayout()
    }

    /// What an earlier `play` generated in this folder when it built a package of its own (hundreds of megabytes of
    /// `.build`): the folder is play's, and nothing reads those any more.
    private func removeEarlierLayout() {
        for name in ["Package.swift", "Package.resolved", ".build", "Sources/Play", "playhead", "message"] {
            let item = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: item.path) { try? FileManager.default.removeItem(at: item) }
        }
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

    /// The user's cache: `$XDG_CACHE_HOME`, else `~/.cache`.
    static func cache(environment: [String: String]) -> URL {
        environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
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
        shortDigest(files.map(\.path).joined(separator: "\n").utf8)
    }

    var sourcesFolder: URL { folder.appendingPathComponent("Sources") }
    /// Where the numbered builds go.
    var buildsFolder: URL { folder.appendingPathComponent("builds") }
    /// Where play writes what its window last told of its state (``PreviewerState``, JSON), for editors and scripts.
    var stateFile: URL { folder.appendingPathComponent("window-state.json") }

    /// The files' literals as they are now (``LiteralScan``), the first file first; a file that changed from `previous`
    /// inside one literal only is read without the parser (``LiteralScan/edited(to:)``).
    ///
    /// A file the parser must read is read by ``PlayReader`` from a copy of what was read here (so the offsets are this
    /// text's), in a process of its own: Ctrl-C during the parse of a file of megabytes ends `play` at once
    /// (``Interrupted``).
    func scan(after previous: [LiteralScan]? = nil) throws -> [LiteralScan] {
        let sources = try files.map { try PlayProject.source(of: $0) }
        // The first file's last line lists the previews of every file: another file's change reads it again.
        let othersChanged = previous.map { previous in zip(previous, sources).dropFirst().contains { $0.source != $1 } } ?? false
        return try files.enumerated().map { index, file in
            let source = sources[index]
            if let previous, previous.count == files.count, !(index == 0 && othersChanged) {
                if previous[index].source == source { return previous[index] }
                if let edited = previous[index].edited(to: source) { return edited }
            }
            guard let reader else { return LiteralScan(plain: source) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let copy = folder.appendingPathComponent("reading-\(file.lastPathComponent)")
            try ScratchFile.replace(copy, with: Data(source.utf8))
            defer { try? FileManager.default.removeItem(at: copy) }
            let others = files.enumerated().filter { $0.offset != index }.map(\.element)
            return LiteralScan(
                source, found: try reader.read(copy, isMain: index == 0, named: file.lastPathComponent, path: file.path, others: others))
        }
    }

    /// Copies the files in as `scans` read them — with their literals as design-time lookups when `rewriting` — each
    /// under its `#sourceLocation` line, touching only what changed; returns the copies, `main.swift` first.
    func write(_ scans: [LiteralScan], rewriting: Bool) throws -> [URL] {
        try FileManager.default.createDirectory(at: sourcesFolder, withIntermediateDirectories: true)
        var copies: [URL] = []
        for (index, (file, scan)) in zip(files, scans).enumerated() {
            let copy = sourcesFolder.appendingPathComponent(index == 0 ? "main.swift" : file.lastPathComponent)
            let source = rewriting ? scan.rewritten(file: index) : scan.ported
            // The design-time lookups are PlaygroundSupport's, for play alone.
            let located =
                "@_spi(AnimviewPlay) import PlaygroundSupport\n#sourceLocation(file: \(String(reflecting: file.path)), line: 1)\n\(source)\n#sourceLocation()\n"
            try writeIfChanged(located, to: copy)
            copies.append(copy)
        }
        // Copies of files no longer given; the folder is this play's own.
        let expected = Set(copies.map(\.lastPathComponent))
        for name in try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path) where !expected.contains(name) {
            try FileManager.default.removeItem(at: sourcesFolder.appendingPathComponent(name))
        }
        return copies
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
