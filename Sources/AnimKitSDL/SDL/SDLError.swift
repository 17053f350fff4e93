internal import CSDL2

/// A call into SDL (or SDL_ttf, SDL_image) that failed, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// The SDL function that failed.
    public let call: String
    /// What SDL said (`SDL_GetError`), or our own explanation.
    public let message: String

    /// Whether the message is animview's own sentence rather than SDL's.
    private let isExplained: Bool

    /// An error for `call`, reading SDL's last error message.
    init(_ call: String) {
        self.call = call
        message = String(cString: SDL_GetError())
        isExplained = false
    }

    /// An error for `call` with an explanation of our own, which is shown on its own.
    init(_ call: String, message: String) {
        self.call = call
        self.message = message
        isExplained = true
    }

    public var description: String {
        if isExplained { return message }
        return message.isEmpty ? "\(call) failed" : "\(call) failed: \(message)"
    }
}
