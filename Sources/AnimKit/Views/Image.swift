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
    /// The picture's size in points (one point per pixel).
    public let size: CGSize
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
        Image(of: self, renderingMode: renderingMode, tint: tint)
    }

    /// The same picture as a template drawn in `color` wherever it is shown (iOS 13's tinted image).
    public func withTintColor(_ color: Color) -> Image { Image(of: self, renderingMode: .alwaysTemplate, tint: color) }

    /// The same picture drawn in `color`, in `renderingMode`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        Image(of: self, renderingMode: renderingMode, tint: color)
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

    private init(of image: Image, renderingMode: RenderingMode, tint: Color?) {
        (size, data, drawing, source) = (image.size, image.data, image.drawing, image.source)
        (self.renderingMode, self.tint) = (renderingMode, tint)
        (symbolName, symbolConfiguration) = (image.symbolName, image.symbolConfiguration)
    }

    /// The placeholder of the SF Symbol `name`, as large as `configuration` makes it (see ``init(systemName:)``).
    init(symbol name: String, configuration: SymbolConfiguration?) {
        Image.noteSymbolsOnce()
        let side = configuration?.placeholderSide ?? 20
        (size, data, drawing, source) = (CGSize(width: side, height: side), Data(), nil, "SF Symbol \(name)")
        (renderingMode, tint, symbolName, symbolConfiguration) = (.automatic, nil, name, configuration)
    }

    /// An empty image, zero points large: it draws nothing (`UIImage()`, as code clears a button's image with).
    public convenience init() {
        self.init(drawing: DrawnContent(items: [], bounds: .zero), size: .zero, source: "an empty image")
    }

    /// The same picture as `cgImage` (a `CGImage` is an image here).
    public convenience init(cgImage: CGImage) { self.init(of: cgImage, renderingMode: cgImage.renderingMode, tint: cgImage.tint) }

    /// The same picture as `cgImage`; `scale` and `orientation` are taken as given (one pixel per point, upright).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) { self.init(cgImage: cgImage) }

    /// Which way up an image's pixels are (UIKit's `UIImage.Orientation`); images here are always `.up`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Which way up the pixels are: `.up`.
    public var imageOrientation: Orientation { .up }
    /// Pixels per point: 1, as AnimKit draws a point as one pixel.
    public var scale: CGFloat { 1 }

    /// The image of what `drawing` holds, `size` points large.
    init(drawing: DrawnContent, size: CGSize, source: String) {
        (self.size, data, self.drawing, self.source) = (size, Data(), drawing, source)
        (renderingMode, tint, symbolName, symbolConfiguration) = (.automatic, nil, nil, nil)
    }

    /// The image in the file at `path`; `nil`, with a message, when it cannot be read or is not a PNG or JPEG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            Image.complain("cannot read the image file \(path)")
            return nil
        }
        self.init(data: data, source: path)
    }

    /// The image in `data` (PNG or JPEG bytes).
    public convenience init?(data: Data) {
        self.init(data: data, source: "image data")
    }

    /// The image called `name` (`"card"` or `"card.png"`), looked for beside the program, in the current folder and in the main bundle's resources, as `.png`, `.jpg` or `.jpeg`.
    public convenience init?(named name: String) {
        guard let path = Image.find(name) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The image called `name`, looked for as ``init(named:)`` looks (a bundle of its own and traits are not told apart
    /// here: the program's folder, the current one and the main bundle's resources).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name)
    }

    /// The path of the image called `name`, or `nil` with a message.
    static func find(_ name: String) -> String? {
        let folders = Image.searchFolders()
        let names = URL(fileURLWithPath: name).pathExtension.isEmpty ? ["png", "jpg", "jpeg"].map { "\(name).\($0)" } : [name]
        for folder in folders {
            for candidate in names {
                let path = folder.appendingPathComponent(candidate).path
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                guard !isFolder.boolValue else {
                    complain("\(path) is a folder, not an image")
                    return nil
                }
                return path
            }
        }
        Image.complain(
            "no image named \(name) (looked for \(names.joined(separator: ", ")) in \(folders.map(\.path).joined(separator: ", ")))")
        return nil
    }

    /// A placeholder of `size` standing in for `source` (see ``isPlaceholder``).
    init(placeholderOf size: CGSize, for source: String) {
        self.size = size
        data = Data()
        self.source = source
        (drawing, renderingMode, tint, symbolName, symbolConfiguration) = (nil, .automatic, nil, nil, nil)
    }

    private convenience init?(data: Data, source: String) {
        guard let size = Image.pixelSize(of: data) else {
            Image.complain("\(source) is not a PNG or JPEG image")
            return nil
        }
        self.init(encoded: data, size: size, source: source)
    }

    /// The image of the PNG or JPEG bytes `data`, `size` pixels.
    init(encoded data: Data, size: CGSize, source: String) {
        self.size = size
        self.data = data
        self.source = source
        (drawing, renderingMode, tint, symbolName, symbolConfiguration) = (nil, .automatic, nil, nil, nil)
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

    static func searchFolders() -> [URL] {
        var folders = [URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()]
        folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if let resources = Bundle.main.resourceURL { folders.append(resources) }
        return folders
    }

    static func complain(_ message: String) {
        FileHandle.standardError.write(Data("animview: \(message)\n".utf8))
    }
}

/// UIKit's name for an image.
public typealias UIImage = Image
