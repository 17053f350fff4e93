import Foundation

/// Hue, saturation and brightness (HSB, also called HSV), as `UIColor` reads and makes them, and the colour's components
/// as Core Graphics lists them.
extension Color {
    /// The colour of `hue` (0…1 around the wheel, red at 0), `saturation` and `brightness` (0…1 each).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = Swift.min(Swift.max(saturation, 0), 1)
        let v = Swift.min(Swift.max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour's hue, saturation, brightness and alpha, each 0…1, as `UIColor.getHue(_:saturation:brightness:alpha:)`
    /// hands them back (a grey has hue 0 and saturation 0); always true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let largest = Swift.max(red, green, blue), smallest = Swift.min(red, green, blue), range = largest - smallest
        var h: CGFloat = 0
        if range > 0 {
            switch largest {
            case red: h = (green - blue) / range
            case green: h = 2 + (blue - red) / range
            default: h = 4 + (red - green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = largest > 0 ? range / largest : 0
        brightness?.pointee = largest
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour's white and alpha, as `UIColor.getWhite(_:alpha:)` hands them back (the components' mean); always true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// A colour with nothing in it, as `UIColor()` makes one: transparent.
    public init() { self.init(white: 0, alpha: 0) }

    /// The colour's components as Core Graphics lists them: red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// How many components ``components`` lists: four.
    public var numberOfComponents: Int { 4 }
}
