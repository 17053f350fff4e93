import AnimKit
import Foundation

/// A parsed, validated scene file: a canvas, a view tree, animators and an optional timeline.
///
/// The format is documented in `assets/scene.schema.json`. Everything a scene
/// says becomes real views and ``PropertyAnimator``s through AnimKit's public
/// API when it is ``build(on:)``-t; nothing here animates by itself.
public struct SceneDocument: Sendable {
    /// The largest file accepted, in bytes: far above any hand-written scene, far below what could exhaust memory.
    public static let maximumFileSize = 1 << 20

    /// The canvas size.
    public let canvasSize: CGSize
    /// The canvas colour.
    public let background: Color
    let views: [ViewSpec]
    let animators: [AnimatorSpec]
    let timeline: TimelineSpec?

    /// Reads and validates the scene at `url`.
    public static func load(contentsOf url: URL) throws(SceneError) -> SceneDocument {
        let data = try readFile(url)
        do {
            return try SceneDocument(data: data)
        } catch {
            var located = error
            located.file = url.path
            throw located
        }
    }

    /// The bytes of the scene file at `url`, which must be a regular file no larger than ``maximumFileSize``; every
    /// failure is said in the system's own words (a folder, a device or a named pipe is named as such, never read).
    static func readFile(_ url: URL) throws(SceneError) -> Data {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw SceneError(path: "", "cannot read the file: \(String(cString: strerror(errno)))", file: url.path)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let noun = kind == S_IFDIR ? "a folder" : kind == S_IFIFO ? "a named pipe" : kind == S_IFSOCK ? "a socket" : "a device"
            throw SceneError(path: "", "it is \(noun), not a scene file", file: url.path)
        }
        guard info.st_size <= maximumFileSize else {
            throw SceneError(path: "", "the file is \(info.st_size) bytes; scenes may be at most \(maximumFileSize) bytes", file: url.path)
        }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SceneError(path: "", "cannot read the file: \(String(cString: strerror(errno)))", file: url.path)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count <= maximumFileSize {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw SceneError(path: "", "cannot read the file: \(String(cString: strerror(errno)))", file: url.path)
            }
            data.append(contentsOf: buffer[..<count])
        }
        throw SceneError(path: "", "the file grew past \(maximumFileSize) bytes while it was read", file: url.path)
    }

    /// Parses and validates a scene from JSON `data`.
    public init(data: Data) throws(SceneError) {
        guard data.count <= SceneDocument.maximumFileSize else {
            throw SceneError(path: "", "the scene is \(data.count) bytes; scenes may be at most \(SceneDocument.maximumFileSize) bytes")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw SceneDocument.malformed(error, in: data)
        }
        let document = JSONCursor(value: root, path: "")
        try document.allowOnly(["canvas", "views", "animators", "timeline", "$schema", "description"])
        let canvas = try document.required("canvas")
        try canvas.allowOnly(["size", "background"])
        let size = try canvas.required("size").numbers(2, in: 1...8192)
        canvasSize = CGSize(width: size[0], height: size[1])
        background = try canvas.member("background")?.color() ?? .white
        var ids: Set<String> = ["canvas"] // the canvas itself can be changed by id "canvas"
        var parsedViews: [ViewSpec] = []
        for item in try document.member("views")?.array() ?? [] { parsedViews.append(try ViewSpec(item, ids: &ids)) }
        views = parsedViews
        var parsedAnimators: [AnimatorSpec] = []
        for item in try document.member("animators")?.array() ?? [] { parsedAnimators.append(try AnimatorSpec(item, views: ids)) }
        animators = parsedAnimators
        timeline = try document.member("timeline").map { cursor throws(SceneError) in try TimelineSpec(cursor) }
        try validateReferences(document)
    }

    /// Every tag an action or the timeline names must exist; animators may not restart each other with no time between them.
    private func validateReferences(_ document: JSONCursor) throws(SceneError) {
        var tags: [Int: AnimatorSpec] = [:]
        for (index, animator) in animators.enumerated() {
            guard tags[animator.tag] == nil else { throw SceneError(path: "animators[\(index)].tag", "tag \(animator.tag) is used twice") }
            tags[animator.tag] = animator
        }
        for (index, animator) in animators.enumerated() {
            for (actionIndex, action) in animator.actions.enumerated() {
                if let tag = action.animatorTag, tags[tag] == nil {
                    throw SceneError(path: "animators[\(index)].onComplete[\(actionIndex)]", "no animator has tag \(tag)")
                }
            }
        }
        if let timeline {
            for tag in timeline.tags where tags[tag] == nil { throw SceneError(path: "timeline", "no animator has tag \(tag)") }
        }
        // A cycle of start actions through animators that take no time would restart forever in one instant.
        for start in animators where start.takesNoTime {
            var seen: [Int] = [start.tag]
            var frontier = start.startedTags
            while let tag = frontier.popLast() {
                if tag == start.tag {
                    throw SceneError(
                        path: "animators",
                        "animators \((seen + [tag]).map(String.init).joined(separator: " → ")) start each other with no time between them, forever"
                    )
                }
                guard let next = tags[tag], next.takesNoTime, !seen.contains(tag) else { continue }
                seen.append(tag)
                frontier += next.startedTags
            }
        }
    }

    /// A scene error for JSON that does not parse, with its line and column.
    private static func malformed(_ error: Error, in data: Data) -> SceneError {
        let info = (error as NSError).userInfo
        let debug = info["NSDebugDescription"] as? String ?? ""
        var line: Int?, column: Int?
        // Foundation gives the offset as a user-info key on some platforms and only in the message ("around character 48") on Linux.
        var offset = info["NSJSONSerializationErrorIndex"] as? Int
        if offset == nil, let match = debug.firstMatch(of: /character (\d+)/) { offset = Int(match.1) }
        if offset == nil, debug.contains("end of file") { offset = data.count }
        if let index = offset {
            let prefix = data.prefix(Swift.max(0, Swift.min(index, data.count)))
            line = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            column = prefix.count - (prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        }
        let detail = debug.isEmpty ? "" : ": \(debug)"
        return SceneError(path: "", "not valid JSON\(detail)", line: line, column: column)
    }
}
