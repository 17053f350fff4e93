import Foundation

extension WindowHost {
    /// What the window shows and where its timing goes.
    public struct Options: Sendable {
        /// The window title.
        public var title: String
        /// Where to write one line per frame with its target and actual time, if anywhere.
        public var frameLog: OutputFile?

        /// Creates options.
        public init(title: String = "animview", frameLog: OutputFile? = nil) {
            self.title = title
            self.frameLog = frameLog
        }
    }
}
