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

    /// A file path to write; its folder must exist and be writable (status 73 otherwise), and nothing is written yet.
    static func prepareFile(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.isWritableFile(atPath: folder.path) else {
            throw failure("cannot write \(path): its folder \(folder.path) does not exist or is not writable", code: 73)
        }
        return url
    }
}
