import Foundation

/// Core Graphics' colour type: AnimKit has one colour type, so a `CGColor` is a ``Color``.
public typealias CGColor = Color

/// The bridges UIKit code uses between `UIColor` and `CGColor` (layer colours take `cgColor`).
extension Color {
    /// A colour from a `CGColor`.
    public init(cgColor: CGColor) {
        self = cgColor
    }

    /// The colour's components, as `UIColor.getRed(_:green:blue:alpha:)` hands them back; always true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }
}
