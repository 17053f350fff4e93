internal import CSDL2

/// The pointer's shape over the window: the arrow, or a left–right arrow over a handle that drags sideways (the ends
/// and keyframe ticks of a bar on `animview play`'s timeline), so that a person finds what can be dragged.
@MainActor
enum PointerCursor {
    case arrow, sideways

    private static var made: [PointerCursor: OpaquePointer] = [:]
    private static var shown = PointerCursor.arrow

    /// Shows `cursor` (SDL's system cursors, made once and kept for the process).
    static func show(_ cursor: PointerCursor) {
        guard cursor != shown else { return }
        shown = cursor
        if made[cursor] == nil {
            made[cursor] = SDL_CreateSystemCursor(cursor == .arrow ? SDL_SYSTEM_CURSOR_ARROW : SDL_SYSTEM_CURSOR_SIZEWE)
        }
        if let pointer = made[cursor] { SDL_SetCursor(pointer) }
    }
}
