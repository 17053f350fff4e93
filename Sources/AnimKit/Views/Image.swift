import Foundation

/// A picture from a PNG or JPEG file, or drawn in an image context, to show in an ``ImageView`` (also spelled
/// `UIImage`).
///
/// AnimKit reads the file and its size; the drawing backend decodes the pixels
/// (with SDL_image) when it first draws the image. A file that is missing or is not
/// a PNG or JPEG gives `nil` and one line on standard error saying why. An image drawn
/// in an image context (`UIGraphicsBeginImageContextWithOptions`, `UIGraphicsImageRenderer`)
/// keeps what was drawn — shapes, gradients, text, images — and is drawn from it wherever it is shown, exactly, at any scale.
public final class Image: Hashable, Sendable {
    /// The picture's size in points, as it is shown: its pixels divided by its ``scale``, width and height swapped for
    /// an ``imageOrientation`` turned a quarter.
    public let size: CGSize
    /// Which way up its pixels are shown (``imageOrientation``).
    let orientation: Orientation
    /// Pixels per point: 1, or the 2 or 3 of an `@2x`/`@3x` file or an asset catalog's image of that scale, or what
    /// it was made with (`UIImage(data:scale:)`, `UIImage(cgImage:scale:orientation:)`).
    public let scale: CGFloat
    /// The same picture for the dark appearance, when an asset catalog's image set has one: drawn where the image is
    /// shown in a dark appearance.
    let darkAppearance: Image?
    /// The file's bytes, PNG or JPEG; empty for a drawn image or a placeholder.
    package let data: Data
    /// What was drawn, for an image made in an image context.
    let drawing: DrawnContent?
    /// Where it came from, for messages.
    public let source: String
    /// Whether the image is drawn as it is, or as a template: its shape in the tint colour of where it is shown.
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in, when the image was given one (``withTintColor(_:)``).
    let tint: Color?
    /// The SF Symbol the image stands in for, if it is one, and what it was configured with.
    let symbolName: String?
    /// How the symbol is drawn, when it was given a configuration.
    public let symbolConfiguration: SymbolConfiguration?
    /// The caps kept and how the rest fills a larger or smaller place, for an image made resizable
    /// (``resizableImage(withCapInsets:resizingMode:)``); `nil` for one stretched whole.
    let resizing: Resizing?
    /// The pictures an animated image cycles through, and how long a cycle takes (``animatedImage(with:duration:)``).
    let frames: Frames?
    /// Where the image's content lies in it for layout (alignment insets, baseline, mirroring), when given.
    let placement: Placement?
    /// Whether this stands in for a picture that cannot be had here (an SF Symbol, a missing image literal): drawn as
    /// a faint rounded square of its size in the image view's tint, never as pixels of a file.
    package var isPlaceholder: Bool { data.isEmpty && drawing == nil }

    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As where it is shown decides: a system button's images as templates, an image view's as they are.
        case automatic
        /// As it is, in its own colours.
        case alwaysOriginal
        /// As a template: its shape, at its own alpha, in the tint colour.
        case alwaysTemplate
    }

    /// The same picture drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        Image(of: self, renderingMode: renderingMode, tint: tint, resizing: resizing)
    }

    /// The same picture as a template drawn in `color` wherever it is shown (iOS 13's tinted image).
    public func withTintColor(_ color: Color) -> Image {
        Image(of: self, renderingMode: .alwaysTemplate, tint: color, resizing: resizing)
    }

    /// The same picture drawn in `color`, in `renderingMode`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        Image(of: self, renderingMode: renderingMode, tint: color, resizing: resizing)
    }

    /// The colour the image is drawn in where it is shown with `tintColor` and where `automatic` means
    /// `automaticIsTemplate`: `nil` to draw it as it is.
    package func templateColor(shownIn tintColor: Color, automaticIsTemplate: Bool) -> Color? {
        switch renderingMode {
        case .alwaysOriginal: return nil
        case .alwaysTemplate: return tint ?? tintColor
        case .automatic: return automaticIsTemplate || tint != nil ? tint ?? tintColor : nil
        }
    }

    /// The picture of `image` drawn in `renderingMode` and `tint`, at `scale`, resized as `resizing` says (UIKit keeps
    /// an image's caps through `withRenderingMode` and `withTintColor`, not through its `cgImage`).
    init(
        of image: Image, renderingMode: RenderingMode, tint: Color?, scale: CGFloat? = nil, keepsDark: Bool = true,
        resizing: Resizing? = nil, frames: Frames? = nil, placement: Placement? = nil, orientation: Orientation? = nil
    ) {
        self.placement = placement ?? image.placement
        (data, drawing, source, self.resizing) = (image.data, image.drawing, image.source, resizing)
        self.frames = frames ?? image.frames
        let scale = scale ?? image.scale, pixels = image.pixelSize, orientation = orientation ?? image.orientation
        let upright = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        (self.scale, self.orientation) = (scale, orientation)
        size = orientation.isTurned ? CGSize(width: upright.height, height: upright.width) : upright
        (self.renderingMode, self.tint) = (renderingMode, tint)
        (symbolName, symbolConfiguration) = (image.symbolName, image.symbolConfiguration)
        darkAppearance =
            keepsDark
            ? image.darkAppearance.map {
                Image(of: $0, renderingMode: renderingMode, tint: tint, scale: scale, resizing: resizing, orientation: orientation)
            } : nil
    }

    /// The same picture with no dark appearance of its own.
    var withoutDarkAppearance: Image {
        darkAppearance == nil ? self : Image(of: self, renderingMode: renderingMode, tint: tint, keepsDark: false, resizing: resizing)
    }

    /// The picture's size in pixels, as they are stored (upright whatever ``imageOrientation`` says): what a layer's
    /// `contents` is drawn at.
    package var pixelSize: CGSize {
        let upright = orientation.isTurned ? CGSize(width: size.height, height: size.width) : size
        return CGSize(width: upright.width * scale, height: upright.height * scale)
    }

    /// The placeholder of the SF Symbol `name`, as large as `configuration` makes it (see ``init(systemName:)``).
    init(symbol name: String, configuration: SymbolConfiguration?) {
        Image.noteSymbolsOnce()
        let side = configuration?.placeholderSide ?? 20
        (size, data, drawing, source, orientation) = (CGSize(width: side, height: side), Data(), nil, "SF Symbol \(name)", .up)
        (renderingMode, tint, symbolName, symbolConfiguration) = (.automatic, nil, name, configuration)
        (scale, darkAppearance, resizing, frames, placement) = (1, nil, nil, nil, nil)
    }

    /// An empty image, zero points large: it draws nothing (`UIImage()`, as code clears a button's image with).
    public convenience init() {
        self.init(drawing: DrawnContent(items: [], bounds: .zero), size: .zero, source: "an empty image")
    }

    /// The same picture as `cgImage` (a `CGImage` is an image here).
    public convenience init(cgImage: CGImage) { self.init(of: cgImage, renderingMode: cgImage.renderingMode, tint: cgImage.tint) }

    /// The pixels of `cgImage` at `scale` pixels a point (its size in points is its pixels divided by it), shown as
    /// `orientation` says (turned, mirrored; its ``size`` is the turned one).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(
            of: cgImage, renderingMode: cgImage.renderingMode, tint: cgImage.tint, scale: scale > 0 ? scale : 1, orientation: orientation)
    }

    /// The image of what `drawing` holds, `size` points large (drawn exactly at any scale).
    init(drawing: DrawnContent, size: CGSize, source: String) {
        (self.size, data, self.drawing, self.source, orientation) = (size, Data(), drawing, source, .up)
        (renderingMode, tint, symbolName, symbolConfiguration) = (.automatic, nil, nil, nil)
        (scale, darkAppearance, resizing, frames, placement) = (1, nil, nil, nil, nil)
    }

    /// The image in the file at `path`; `nil`, with a message, when it cannot be read or is not a PNG or JPEG. A file
    /// named `…@2x` or `…@3x` is of that scale, as UIKit reads it.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            Image.complain("cannot read the image file \(path)")
            return nil
        }
        self.init(data: data, source: path, scale: Image.scale(ofFile: path))
    }

    /// The image in `data` (PNG or JPEG bytes).
    public convenience init?(data: Data) {
        self.init(data: data, source: "image data", scale: 1)
    }

    /// The image in `data` (PNG or JPEG bytes) at `scale` pixels a point.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data, source: "image data", scale: scale > 0 ? scale : 1)
    }

    /// A placeholder of `size` standing in for `source` (see ``isPlaceholder``).
    init(placeholderOf size: CGSize, for source: String) {
        (self.size, orientation) = (size, .up)
        data = Data()
        self.source = source
        (drawing, renderingMode, tint, symbolName, symbolConfiguration) = (nil, .automatic, nil, nil, nil)
        (scale, darkAppearance, resizing, frames, placement) = (1, nil, nil, nil, nil)
    }

    private convenience init?(data: Data, source: String, scale: CGFloat) {
        guard let pixels = Image.pixelSize(of: data) else {
            Image.complain("\(source) is not a PNG or JPEG image")
            return nil
        }
        self.init(encoded: data, pixels: pixels, scale: scale, source: source)
    }

    /// The image of the PNG or JPEG bytes `data`, `pixels` large, at `scale` pixels a point, drawn as
    /// `renderingMode` says, with the picture `darkAppearance` for a dark appearance.
    init(
        encoded data: Data, pixels: CGSize, scale: CGFloat, source: String, renderingMode: RenderingMode = .automatic,
        darkAppearance: Image? = nil
    ) {
        (size, self.scale, orientation) = (CGSize(width: pixels.width / scale, height: pixels.height / scale), scale, .up)
        self.data = data
        self.source = source
        (drawing, self.renderingMode, tint, symbolName, symbolConfiguration) = (nil, renderingMode, nil, nil, nil)
        (self.darkAppearance, resizing, frames, placement) = (darkAppearance, nil, nil, nil)
    }

    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

    /// Hashes the image's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The width and height a PNG's header or a JPEG's frame header gives.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(65536))
        func bigEndian(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), let width = bigEndian(16, 4),
            let height = bigEndian(20, 4),
            width > 0, height > 0
        {
            return CGSize(width: width, height: height)
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            guard let length = bigEndian(index + 2, 2), length >= 2 else { return nil }
            // Start-of-frame markers carry the size: C0…CF but C4 (Huffman tables), C8 and CC.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(index + 5, 2), let width = bigEndian(index + 7, 2), width > 0, height > 0 else { return nil }
                return CGSize(width: width, height: height)
            }
            index += 2 + length
        }
        return nil
    }

    static func complain(_ message: String) {
        FileHandle.standardError.write(Data("animview: \(message)\n".utf8))
    }
}

/// UIKit's name for an image.
public typealias UIImage = Image
