import Foundation

// What UIKit and Core Animation add to `NSValue`, to box their geometry (in a CAKeyframeAnimation's values, in
// associated objects, in notifications' userInfo).

extension NSValue {
    /// A boxed point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A boxed rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A boxed size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The point boxed.
    public var cgPointValue: CGPoint { pointValue }
    /// The rectangle boxed.
    public var cgRectValue: CGRect { rectValue }
    /// The size boxed.
    public var cgSizeValue: CGSize { sizeValue }
}
