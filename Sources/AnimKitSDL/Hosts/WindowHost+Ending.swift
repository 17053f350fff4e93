extension WindowHost {
    /// How a window's run ended.
    public enum Ending: Equatable, Sendable {
        /// The window was closed, or q / Esc pressed.
        case closed
        /// A stop signal arrived (``StopSignals``).
        case signal(Int32)
        /// Something the window needs failed (a frame could not be drawn, its log could not be written):
        /// the window closed with `reason`, and the program should end with `status`.
        case failed(status: Int32, reason: String)
    }
}
