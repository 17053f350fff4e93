import Foundation

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
