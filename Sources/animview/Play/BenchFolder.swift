import AnimKitSDL
import Foundation

/// A folder of a benchmark's own in the temporary folder: a new name, made here (making it fails if it somehow exists),
/// removed with what the benchmark put in it when the benchmark ends.
final class BenchFolder {
    let url: URL

    /// Makes `animview-bench-NAME-…`.
    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("animview-bench-\(name)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        } catch {
            throw PlayError("cannot make a folder at \(url.path): \(error.localizedDescription)", code: ExitStatus.cannotCreate)
        }
    }

    deinit {
        // The folder is the benchmark's own.
        try? FileManager.default.removeItem(at: url)
    }

    /// The file `name` in the folder.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}
