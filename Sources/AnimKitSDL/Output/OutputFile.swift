import Foundation

/// One output file, written whole or not at all, and never over anything but a regular file.
///
/// The content goes to a hidden temporary file in the same folder, which is then
/// renamed over the destination (`rename(2)`, atomic on one file system). A folder,
/// device, named pipe or socket at the destination, or a symbolic link to one, is
/// an error that names it: animview never removes or replaces what it did not make. So is a regular file that holds
/// something other than what animview writes: an earlier run's PNG is replaced, a scene file is not.
/// A symbolic link to a regular file is followed, so the file it points to is
/// replaced and the link is kept.
public struct OutputFile: Sendable {
    /// The path as given.
    public let path: String
    /// Where the bytes finally go (the link's target when `path` is a link to a file).
    public let url: URL
    /// Whether writing first removes what a killed run left half-written for this file (``Leftover``); a frames folder
    /// does that once for all its frames when it is created, rather than listing the folder again for every frame.
    var removesLeftovers = true

    /// Checks `path` without writing anything: it must name a regular file or nothing, in an existing, writable folder.
    public init(_ path: String) throws(OutputError) {
        self.path = path
        guard !path.isEmpty else { throw OutputError(path: path, reason: "the path is empty") }
        guard !path.hasSuffix("/"), ![".", ".."].contains((path as NSString).lastPathComponent) else {
            throw OutputError(path: path, reason: "it names a folder; give a file name")
        }
        var resolved = URL(fileURLWithPath: path)
        var hops = 0
        while case .link(let target) = PathKind(at: resolved.path) {
            hops += 1
            guard hops <= 16, !target.isEmpty else { throw OutputError(path: path, reason: "it is a symbolic link that does not resolve") }
            resolved = URL(fileURLWithPath: target, relativeTo: resolved.deletingLastPathComponent()).standardizedFileURL
        }
        let kind = PathKind(at: resolved.path)
        guard kind == .missing || kind == .regularFile else {
            let through = resolved.path == URL(fileURLWithPath: path).path ? "" : " (through a symbolic link to \(resolved.path))"
            throw OutputError(path: path, reason: "it is \(kind.noun)\(through), which animview does not replace")
        }
        if kind == .regularFile { try EarlierOutput.requireReplaceable(resolved.path, shown: path) }
        let folder = resolved.deletingLastPathComponent()
        var info = stat()
        guard stat(folder.path, &info) == 0 else {
            // ENOENT: it is not there; EACCES: a folder above it cannot be entered; said in the system's words.
            let reason = errno == ENOENT ? "does not exist" : "cannot be reached: \(String(cString: strerror(errno)))"
            throw OutputError(path: path, reason: "its folder \(folder.path) \(reason)")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputError(path: path, reason: "\(folder.path) is not a folder") }
        guard access(folder.path, W_OK | X_OK) == 0 else {
            throw OutputError(path: path, reason: "its folder \(folder.path) is not writable")
        }
        url = resolved
    }

    /// The temporary file `write` fills before renaming it into place.
    var temporaryURL: URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
    }

    /// Lets `produce` write the content to a temporary path, then renames it over the destination.
    ///
    /// If `produce` throws, the temporary file cannot be flushed to the disk (a full
    /// disk, an I/O error), or the destination has become something other than a
    /// regular file meanwhile, the temporary file is removed and nothing else changes.
    public func write(_ produce: (URL) throws -> Void) throws {
        try replace { temporary, kept in
            try produce(temporary)
            try DurableFile.sync(temporary.path, for: path, kept: kept)
        }
    }

    /// Writes `data` whole, or not at all: every write, the flush and the close are checked before the rename.
    ///
    /// A new file is not flushed to the disk first (a crash may leave it short, as
    /// any new file); a file being replaced is, so that a crash leaves the old one or the new one whole.
    public func write(_ data: Data) throws {
        try replace { temporary, kept throws(OutputError) in
            try DurableFile.write(data, to: temporary.path, synced: PathKind(at: url.path) != .missing, for: path, kept: kept)
        }
    }

    private func replace(_ produce: (_ temporary: URL, _ kept: String) throws -> Void) throws {
        let temporary = temporaryURL
        // What a killed run was writing to this same file.
        if removesLeftovers { Leftover.remove(in: url.deletingLastPathComponent()) { $0 == url.lastPathComponent } }
        let kept = PathKind(at: url.path) == .missing ? "nothing was written" : "the file there is as it was"
        do {
            try produce(temporary, kept)
            let kind = PathKind(at: url.path)
            guard kind == .missing || kind == .regularFile else {
                throw OutputError(path: path, reason: "it became \(kind.noun) while animview was writing, so it was left alone")
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw OutputError.interrupted(path, doing: "renaming the finished file into place", errno: errno, kept: kept)
            }
            DurableFile.syncFolder(url.deletingLastPathComponent().path)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Opens the destination for a log written line by line while animview runs (a trace, a frame log), emptying a file already there.
    ///
    /// Such a file cannot be renamed into place at the end, so it is opened where
    /// it is, with `O_NOFOLLOW` and only after the same checks as `write(_:)`.
    @MainActor
    func openForAppending() throws(OutputError) -> LogFile {
        let kind = PathKind(at: url.path)
        guard kind == .missing || kind == .regularFile else {
            throw OutputError(path: path, reason: "it is \(kind.noun), which animview does not replace")
        }
        return try LogFile(path: path, url: url)
    }
}
