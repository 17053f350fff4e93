import Foundation

/// Foundation's file errors in a person's words: the path and the system's reason, never "NSCocoaErrorDomain Code=640".
enum SystemError {
    /// "cannot write /path: No space left on device" for an error Foundation raised about a file; `nil` for any other error.
    static func sentence(for error: any Error) -> String? {
        let error = error as NSError
        guard error.domain == NSCocoaErrorDomain else { return nil }
        let path = error.userInfo[NSFilePathErrorKey] as? String ?? (error.userInfo[NSURLErrorKey] as? URL)?.path ?? "a file"
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        let reason =
            underlying?.domain == NSPOSIXErrorDomain
            ? String(cString: strerror(Int32(underlying?.code ?? 0))) : known[error.code] ?? "the operation failed (error \(error.code))"
        // Foundation's ranges: 256–511 reading a file, 512–767 writing one, below 256 either.
        let verb = (256..<512).contains(error.code) ? "read" : (512..<768).contains(error.code) ? "write" : "use"
        return "cannot \(verb) \(path): \(reason)"
    }

    /// What Foundation's codes mean when it gives no system error beneath them.
    private static let known: [Int: String] = [
        CocoaError.fileNoSuchFile.rawValue: String(cString: strerror(ENOENT)),
        CocoaError.fileReadNoSuchFile.rawValue: String(cString: strerror(ENOENT)),
        CocoaError.fileReadNoPermission.rawValue: String(cString: strerror(EACCES)),
        CocoaError.fileWriteNoPermission.rawValue: String(cString: strerror(EACCES)),
        CocoaError.fileWriteOutOfSpace.rawValue: String(cString: strerror(ENOSPC)) + " (the disk is full)",
        CocoaError.fileWriteVolumeReadOnly.rawValue: String(cString: strerror(EROFS)),
    ]
}
