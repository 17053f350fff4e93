import Foundation

/// The folder a numbered sequence of frames goes into: new, empty, or (when asked) holding only earlier frames.
///
/// Checking happens in `init`, before any work; the folder (and any missing
/// parents) is created only by ``create()``, once the scene has been built and
/// the renderer started, so a run that fails early leaves nothing behind. Each
/// frame is an ``OutputFile``, written whole or not at all. Nothing in the folder
/// is ever removed; folders this run created are removed again only if no frame
/// was written into them (``removeIfUnused()``).
public final class FramesFolder {
    /// The folder as given.
    public let path: String
    /// The folder.
    public let url: URL
    /// How many frames have been written.
    public private(set) var framesWritten = 0
    private let missing: [URL]
    private var created: [URL] = []

    /// Whether `name` is one of the frame files animview writes (`frame-0042.png`).
    public static func isFrameName(_ name: String) -> Bool {
        name.wholeMatch(of: /frame-\d{4,}\.png/) != nil
    }

    /// The file name of frame `index`.
    public static func name(ofFrame index: Int) -> String {
        String(format: "frame-%04d.png", index)
    }

    /// Checks `path`: nothing there yet, an empty folder, or — with `allowingEarlierFrames` — a folder holding only `frame-NNNN.png` files.
    public init(_ path: String, allowingEarlierFrames: Bool = false) throws(OutputError) {
        self.path = path
        guard !path.isEmpty else { throw OutputError(path: path, reason: "the path is empty") }
        url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        var missing: [URL] = []
        var existing = url
        while !FileManager.default.fileExists(atPath: existing.path) {
            guard PathKind(at: existing.path) == .missing else {
                throw OutputError(path: path, reason: "\(existing.path) is a symbolic link that does not resolve")
            }
            missing.insert(existing, at: 0)
            existing.deleteLastPathComponent()
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw OutputError(path: path, reason: "\(existing.path) is \(PathKind(at: existing.path).noun), not a folder")
        }
        guard access(existing.path, W_OK | X_OK) == 0 else { throw OutputError(path: path, reason: "\(existing.path) is not writable") }
        if missing.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            // A frame an earlier run was writing when it was killed is its own debris, removed by `create()`.
            let foreign = entries.filter { !Self.isFrameName($0) && !(Leftover.target(of: $0).map(Self.isFrameName) ?? false) }
            if !foreign.isEmpty {
                let shown = foreign.sorted().prefix(3).joined(separator: ", ")
                throw OutputError(
                    path: path,
                    reason: "the folder is not empty (it holds \(shown)\(foreign.count > 3 ? " …" : "")); give a new or empty folder")
            }
            if entries.contains(where: Self.isFrameName) && !allowingEarlierFrames {
                throw OutputError(
                    path: path,
                    reason:
                        "the folder already holds \(entries.filter(Self.isFrameName).count) frame files; give a new or empty folder, or --reuse to write over them"
                )
            }
        }
        self.missing = missing
    }

    /// Creates the folder and any missing parents, and removes the half-written frames a killed run left in it.
    public func create() throws(OutputError) {
        Leftover.remove(in: url, where: Self.isFrameName)
        for folder in missing where !FileManager.default.fileExists(atPath: folder.path) {
            guard mkdir(folder.path, 0o777) == 0 else {
                throw OutputError(path: path, reason: "cannot create \(folder.path): \(String(cString: strerror(errno)))")
            }
            created.append(folder)
        }
    }

    /// The destination of frame `index`.
    public func file(forFrame index: Int) throws(OutputError) -> OutputFile {
        var file = try OutputFile(url.appendingPathComponent(Self.name(ofFrame: index)).path)
        // create() has already removed the frames a killed run left half-written.
        file.removesLeftovers = false
        return file
    }

    /// Notes that one more frame was written.
    public func didWriteFrame() {
        framesWritten += 1
    }

    /// Removes the folders this run created, deepest first, if no frame went into them (and they are still empty).
    public func removeIfUnused() {
        guard framesWritten == 0 else { return }
        for folder in created.reversed() { rmdir(folder.path) }
        created = []
    }
}
