import ArgumentParser
import Foundation

/// Where output files go, checked before any work starts.
enum OutputFolder {
    /// The folder at `path`, created if missing; fails with status 73 (cannot create output) when it cannot be written.
    static func prepare(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create the output folder \(path): \(error.localizedDescription)", code: 73)
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            throw failure("the output folder \(path) is not writable", code: 73)
        }
        return url
    }
}
