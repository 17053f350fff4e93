import Foundation

/// A literal's value in the user's code, as `animview play` hands it to its previewer after an edit that changed only
/// literals: the previewer runs the same build again with it, no compiler involved (see PlaygroundSupport's
/// `__designTimeInteger` and its siblings, which the build calls where the literal was).
package struct DesignTimeValue: Codable, Equatable, Sendable {
    /// A literal's kind and value.
    package enum Payload: Codable, Equatable, Sendable {
        case integer(Int)
        case float(Double)
        case string(String)
        case boolean(Bool)
    }

    /// `file:index`: the file's place among the user's files and the literal's among the file's.
    package let key: String
    package let value: Payload

    package init(key: String, value: Payload) {
        self.key = key
        self.value = value
    }
}
