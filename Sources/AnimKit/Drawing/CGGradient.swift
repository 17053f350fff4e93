import Foundation

/// An array as Core Foundation passes one (`[a.cgColor, b.cgColor] as CFArray`): here a Swift array.
public typealias CFArray = [Any]

/// A colour space; every colour here is sRGB, so any space given is taken as that.
public final class CGColorSpace: Sendable {
    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended sRGB space (drawn as sRGB here).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the Display P3 space (drawn as sRGB here).
    public static let displayP3 = "kCGColorSpaceDisplayP3"

    /// The space named `name`.
    public init?(name: String) {}
    fileprivate init() {}
}

/// The device's RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Core Graphics' gradient: colours at locations 0…1, drawn by ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
public final class CGGradient: Sendable {
    let stops: [(location: CGFloat, color: Color)]

    /// A gradient through `count` colours given as red, green, blue and alpha components, four to a colour (the
    /// components of an RGB space), at `locations` (`count` of them, or evenly spread when `nil`).
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let colors = (0..<count).map { index in
            Color(
                red: components[index * 4], green: components[index * 4 + 1], blue: components[index * 4 + 2],
                alpha: components[index * 4 + 3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    /// A gradient through `colors` (`UIColor`s or `CGColor`s) at `locations`, one per colour, or evenly spread when
    /// `nil`; `nil` when there is no colour, or an entry is not a colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? Color }
        guard !colors.isEmpty, colors.count == (colors as [Any]).count else { return nil }
        let spread = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        let given = locations.map { pointer in colors.indices.map { pointer[$0] } } ?? spread
        stops = zip(given, colors).map { (Swift.min(Swift.max($0.isFinite ? $0 : 0, 0), 1), $1) }
    }
}

/// Whether a gradient also fills before its start and after its end with its end colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: UInt32
    /// The options of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill after the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
