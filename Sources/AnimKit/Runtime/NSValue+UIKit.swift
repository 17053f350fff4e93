import Foundation

// What UIKit and Core Animation add to `NSValue`, to box their geometry (in a CAKeyframeAnimation's values, in
// associated objects, in notifications' userInfo). Foundation here boxes points, sizes and rectangles itself; the
// others are kept as arrays of doubles (their type encodings read `[16d]`, `[6d]`, `[4d]`, `[2d]`: Foundation on
// Linux cannot encode a struct), which is what each of them is.

extension NSValue {
    /// A boxed point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A boxed rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A boxed size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A boxed 3-D transform (Core Animation's addition).
    public convenience init(caTransform3D transform: CATransform3D) {
        var numbers = transform
        self.init(bytes: &numbers, objCType: NSValue.transform3DType)
    }
    /// A boxed affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        self.init(bytes: &numbers, objCType: NSValue.affineTransformType)
    }
    /// Boxed edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var numbers = [insets.top, insets.left, insets.bottom, insets.right]
        self.init(bytes: &numbers, objCType: NSValue.edgeInsetsType)
    }
    /// A boxed vector.
    public convenience init(cgVector vector: CGVector) {
        var numbers = [vector.dx, vector.dy]
        self.init(bytes: &numbers, objCType: NSValue.vectorType)
    }

    /// The point boxed.
    public var cgPointValue: CGPoint { pointValue }
    /// The rectangle boxed.
    public var cgRectValue: CGRect { rectValue }
    /// The size boxed.
    public var cgSizeValue: CGSize { sizeValue }
    /// The 3-D transform boxed; the identity when the value boxes none.
    public var caTransform3DValue: CATransform3D {
        var transform = CATransform3DIdentity
        if boxes(NSValue.transform3DType) { getValue(&transform) }
        return transform
    }
    /// The affine transform boxed; the identity when the value boxes none.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let numbers = numbers(NSValue.affineTransformType, count: 6) else { return .identity }
        return CGAffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }
    /// The edge insets boxed; none when the value boxes none.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let numbers = numbers(NSValue.edgeInsetsType, count: 4) else { return .zero }
        return UIEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
    /// The vector boxed; the zero vector when the value boxes none.
    public var cgVectorValue: CGVector {
        guard let numbers = numbers(NSValue.vectorType, count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: numbers[0], dy: numbers[1])
    }

    /// The point, size, rectangle, transform, insets or vector boxed, as the value it boxes; `nil` for any other box
    /// (a number's).
    var boxedGeometry: Any? {
        if boxes(NSValue.pointType) { return pointValue }
        if boxes(NSValue.sizeType) { return sizeValue }
        if boxes(NSValue.rectType) { return rectValue }
        if boxes(NSValue.transform3DType) { return caTransform3DValue }
        if boxes(NSValue.affineTransformType) { return cgAffineTransformValue }
        if boxes(NSValue.edgeInsetsType) { return uiEdgeInsetsValue }
        if boxes(NSValue.vectorType) { return cgVectorValue }
        return nil
    }

    private static let transform3DType = "[16d]"
    private static let affineTransformType = "[6d]"
    private static let edgeInsetsType = "[4d]"
    private static let vectorType = "[2d]"
    private static let pointType = String(cString: NSValue(point: .zero).objCType)
    private static let sizeType = String(cString: NSValue(size: .zero).objCType)
    private static let rectType = String(cString: NSValue(rect: .zero).objCType)

    private func boxes(_ type: String) -> Bool { String(cString: objCType) == type }

    private func numbers(_ type: String, count: Int) -> [CGFloat]? {
        guard boxes(type) else { return nil }
        var numbers = [CGFloat](repeating: 0, count: count)
        getValue(&numbers)
        return numbers
    }
}
