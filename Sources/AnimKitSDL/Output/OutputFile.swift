import Foundation

/// A path animview may not write to, with the sentence that says why.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    /// The path as the person gave it.
    public let path: String
    /// Why nothing was written there.
    public let reason: String

    public var description: String { "cannot write \(path.isEmpty ? "''" : path): \(reason)" }
}

/// What is at a path now, read without following a final symbolic link first.
enum PathKind: Equatable {
    case missing, regularFile, directory, device, fifo, socket
    case link(to: String)

    init(at path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .link(to: (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "")
        default: self = .device
        }
    }

    /// The words for what is there, in an error.
    var noun: String {
        switch self {
        case .missing: "nothing"
        case .regularFile: "a file"
        case .directory: "a folder"
        case .device: "a device"
        case .fifo: "a named pipe"
        case .socket: "a socket"
        case .link: "a symbolic link"
        }
    }
}

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
        guard kind == .missing || EarlierOutput.allowsReplacing(resolved.path) else {
            throw OutputError(
                path: path,
                reason: "it holds something animview does not write (not \(EarlierOutput.kinds)), which animview does not replace")
        }
        let folder = resolved.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw OutputError(path: path, reason: "its folder \(folder.path) does not exist")
        }
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
    /// If `produce` throws, or the destination has become something other than a
    /// regular file meanwhile, the temporary file is removed and nothing else changes.
    public func write(_ produce: (URL) throws -> Void) throws {
        let temporary = temporaryURL
        do {
            try produce(temporary)
            let kind = PathKind(at: url.path)
            guard kind == .missing || kind == .regularFile else {
                throw OutputError(path: path, reason: "it became \(kind.noun) while animview was writing, so it was left alone")
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw OutputError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Opens the destination for a log written line by line while animview runs (a trace, a frame log), emptying a file already there.
    ///
    /// Such a file cannot be renamed into place at the end, so it is opened where
    /// it is, with `O_NOFOLLOW` and only after the same checks as `write(_:)`.
    public func openForAppending() throws(OutputError) -> FileHandle {
        let kind = PathKind(at: url.path)
        guard kind == .missing || kind == .regularFile else {
            throw OutputError(path: path, reason: "it is \(kind.noun), which animview does not replace")
        }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Writes `data` whole, or not at all.
    public func write(_ data: Data) throws {
        try write { try data.write(to: $0) }
    }
}
