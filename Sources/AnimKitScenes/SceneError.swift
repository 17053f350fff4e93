import Foundation

/// Why a scene file could not be loaded: where (file, line and column, or JSON path) and what was expected.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, when loading from one.
    public var file: String?
    /// Line and column (1-based), for malformed JSON.
    public var line: Int?
    public var column: Int?
    /// Where in the document, e.g. `animators[0].duration`; empty for the whole document.
    public var path: String
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error at `path`.
    public init(path: String, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column: message` or `file: path: message`.
    public var description: String {
        var location = file ?? "scene"
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return path.isEmpty ? "\(location): \(message)" : "\(location): \(path): \(message)"
    }
}
