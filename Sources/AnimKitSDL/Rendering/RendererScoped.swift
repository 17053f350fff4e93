import Foundation

/// What is kept for each SDL renderer that drew: SDL draws a texture only with the renderer that made it, and a frame's
/// groups, masks and blurs draw into scratch buffers with renderers of their own — a glyph atlas or an image's texture
/// made for one draws nothing with another. At most ``limit`` renderers are kept (the frame's and its scratch
/// buffers'); the one drawn with longest ago (a buffer replaced at a new size) is let go, with what it kept.
@MainActor
struct RendererScoped<Value> {
    static var limit: Int { 8 }

    private var values: [ObjectIdentifier: Value] = [:]
    /// The renderers kept, the one drawn with longest ago first.
    private var recent: [ObjectIdentifier] = []
    private let empty: Value

    /// Nothing kept yet; a renderer's value starts as `empty`.
    init(empty: Value) { self.empty = empty }

    /// Runs `body` on what is kept for `renderer`. (A value holding a texture holds its renderer, so an identity kept
    /// here is never a new renderer's.)
    mutating func with<Result, Failure: Error>(
        _ renderer: Renderer, _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let id = ObjectIdentifier(renderer)
        if recent.last != id {
            recent.removeAll { $0 == id }
            recent.append(id)
            if recent.count > Self.limit { values[recent.removeFirst()] = nil }
        }
        let empty = self.empty
        return try body(&values[id, default: empty])
    }
}
