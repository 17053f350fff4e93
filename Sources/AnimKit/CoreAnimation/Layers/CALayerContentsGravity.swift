import Foundation

/// Core Graphics' image: here the image itself (`UIImage.cgImage` is the image), for a layer's `contents`.
public typealias CGImage = Image

extension Image {
    /// The image as Core Graphics' image, for `layer.contents`: the same pixels as stored (upright whatever
    /// ``imageOrientation`` says) — an image set's for the current traits' appearance (``TraitCollection/current``),
    /// fixed from then on, as UIKit's `cgImage` is.
    public var cgImage: CGImage? {
        let picture = forAppearance(dark: TraitCollection.current.userInterfaceStyle == .dark).withoutDarkAppearance
        return picture.orientation == .up
            ? picture : Image(of: picture, renderingMode: picture.renderingMode, tint: picture.tint, orientation: .up)
    }
}

/// Where a layer's `contents` image sits in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its proportions.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its proportions (what lies outside shows unless the layer masks to bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// At its own size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its own size, centred against the top edge (on screen).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its own size, centred against the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its own size, centred against the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its own size, centred against the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its own size, in the top left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its own size, in the top right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its own size, in the bottom left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its own size, in the bottom right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// The image view content mode that places an image the same way.
    var contentMode: ContentMode {
        let modes: [CALayerContentsGravity: ContentMode] = [
            .resizeAspect: .scaleAspectFit, .resizeAspectFill: .scaleAspectFill, .center: .center, .top: .top, .bottom: .bottom,
            .left: .left, .right: .right, .topLeft: .topLeft, .topRight: .topRight, .bottomLeft: .bottomLeft, .bottomRight: .bottomRight,
        ]
        return modes[self] ?? .scaleToFill
    }
}
