import Foundation

/// The image contexts begun and not yet ended, innermost last (each is also on the graphics context stack).
@MainActor
enum ImageContexts {
    static var open: [CGContext] = []
}

/// Begins drawing an image of `size` points: a context, made current, that later calls draw into. Its image is
/// ``UIGraphicsGetImageFromCurrentImageContext()``; end it with ``UIGraphicsEndImageContext()``.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Begins drawing an image of `size` points, as ``UIGraphicsBeginImageContext(_:)``. `opaque` and `scale` are taken
/// as given: the image keeps what is drawn, not pixels, so it is exact at any scale (0, the screen's, is 1 here).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(bounds: CGRect(origin: .zero, size: size))
    ImageContexts.open.append(context)
    UIGraphicsPushContext(context)
}

/// The image of what the current image context holds so far; `nil` outside of one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContexts.open.last, context === UIGraphicsGetCurrentContext() else { return nil }
    return context.makeImage()
}

/// Ends the innermost image context, making the context before it current again.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let context = ImageContexts.open.popLast() else { return }
    GraphicsContextStack.contexts.removeAll { $0 === context }
}

extension CGContext {
    /// The image of what the context holds so far, its bounds' size (`nil` for an empty size).
    public func makeImage() -> CGImage? {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        return Image(drawing: DrawnContent(items: items, bounds: bounds), size: bounds.size, source: "an image context's drawing")
    }

    /// Makes `rect` transparent: what was drawn there is cleared (a fill in the `.clear` blend mode).
    public func clear(_ rect: CGRect) {
        saveGState()
        defer { restoreGState() }
        setBlendMode(.clear)
        fill(rect)
    }
}

/// Draws images (also spelled `UIGraphicsImageRenderer`): ``image(actions:)`` runs the drawing in a context of the
/// renderer's size and returns the image, which keeps what was drawn.
@preconcurrency @MainActor
open class GraphicsImageRenderer {
    /// The size of the images made, in points.
    open var size: CGSize { storedSize }
    let storedSize: CGSize
    /// How the images are made.
    open var format: GraphicsImageRendererFormat { storedFormat }
    let storedFormat: GraphicsImageRendererFormat

    /// A renderer of images `size` points large.
    public init(size: CGSize) { (self.storedSize, storedFormat) = (size, GraphicsImageRendererFormat()) }

    /// A renderer of images `size` points large, made as `format` says.
    public init(size: CGSize, format: GraphicsImageRendererFormat) { (self.storedSize, self.storedFormat) = (size, format) }

    /// A renderer of images of `bounds`' size.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    /// The image `actions` draw, given the context to draw in.
    open func image(actions: (GraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, format.opaque, format.scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return Image(placeholderOf: size, for: "an empty drawing") }
        actions(GraphicsImageRendererContext(cgContext: context, size: size))
        return context.makeImage() ?? Image(placeholderOf: size, for: "an empty drawing")
    }

    /// The PNG bytes of the image `actions` draw (empty when there is nothing to encode; see ``Image/pngData(isolation:)``).
    open func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data { image(actions: actions).pngData() ?? Data() }

    /// The JPEG bytes of the image `actions` draw, at `compressionQuality` (0 to 1; empty when there is nothing to
    /// encode).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (GraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// How an image renderer makes its images (also spelled `UIGraphicsImageRendererFormat`).
@preconcurrency @MainActor
open class GraphicsImageRendererFormat {
    /// Pixels per point (kept: the images keep what is drawn, exact at any scale).
    open var scale: CGFloat = 1
    /// Whether the images are opaque (kept).
    open var opaque = false
    /// The default format.
    public init() {}
    /// The format best for the screen.
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
    /// The format best for the screen (iOS 11's spelling).
    public static func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}

/// The context an image renderer's drawing runs in (also spelled `UIGraphicsImageRendererContext`).
@preconcurrency @MainActor
open class GraphicsImageRendererContext {
    /// The Core Graphics context to draw in.
    open var cgContext: CGContext { storedCgContext }
    let storedCgContext: CGContext
    /// The image being drawn so far.
    open var currentImage: UIImage { cgContext.makeImage() ?? Image(placeholderOf: size, for: "an empty drawing") }
    private let size: CGSize

    init(cgContext: CGContext, size: CGSize) { (self.storedCgContext, self.size) = (cgContext, size) }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the current fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { UIRectFillUsingBlendMode(rect, blendMode) }
    /// Strokes `rect`'s edge one point wide in the current fill colour.
    open func stroke(_ rect: CGRect) { UIRectFrame(rect) }
    /// Clips later drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIKit's name for an image renderer.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// UIKit's name for an image renderer's format.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// UIKit's name for an image renderer's context.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
