import Foundation

extension Layer {
    /// Takes `other`'s look past its animatable values and state — its name, contents, corners, border and shadow —
    /// for a copy made by ``init(layer:)``.
    func copyLook(from other: Layer) {
        (name, contents, contentsGravity, contentsRect) = (other.name, other.contents, other.contentsGravity, other.contentsRect)
        contentsCenter = other.contentsCenter
        (maskedCorners, cornerCurve, borderWidth, borderColor) = (
            other.maskedCorners, other.cornerCurve, other.borderWidth, other.borderColor
        )
        (mayDrawExtras, shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath) = (
            true, other.shadowColor, other.shadowOpacity, other.shadowRadius, other.shadowOffset, other.shadowPath
        )
        copyManagedValues(from: other)
    }
}
