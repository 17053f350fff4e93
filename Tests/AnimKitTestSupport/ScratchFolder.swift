import Foundation

/// A new folder under the system's temporary folder, for one test, with a few helpers to look at what is in it.
public struct ScratchFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates an empty folder with a unique name.
    public init(_ label: String = "animview-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` (a file the test made, which the command must leave alone), creating the folders it is in.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return path(name)
    }

    /// The names in the folder (or in `sub`), sorted, hidden ones included.
    public func names(in sub: String = "") -> [String] {
        let folder = sub.isEmpty ? url.path : path(sub)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The text of `name`, if it is a readable file.
    public func text(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
