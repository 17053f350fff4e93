import Foundation

/// `UIImage(named:)`: an image set of an asset catalog, else a file, looked for beside the program, in the current
/// folder and in the main bundle's resources.
///
/// An image set (`Name.imageset` in an `.xcassets` folder, as Xcode writes it) gives the picture of the scale the
/// screen asks for — AnimKit's screen has one pixel a point, so `1x`, else the smallest above it, as UIKit picks on
/// such a screen — its dark appearance's when it has one (drawn wherever the image is shown dark), and its rendering
/// intent. A file is `name.png`, `.jpg` or `.jpeg`, then the same with `@2x` and `@3x`, a file so named being of that
/// scale: its size in points is its pixels divided by it.
extension Image {
    /// The image called `name` (`"card"`, or a file's name `"card.png"`), or `nil` with a message saying where it was
    /// looked for.
    public convenience init?(named name: String) {
        guard let found = Image.lookUp(name, dark: nil) else { return nil }
        self.init(found)
    }

    /// The image called `name`, looked for as ``init(named:)`` looks (a bundle of its own is not told apart here); an
    /// image set's picture for `traitCollection`'s appearance when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard let found = Image.lookUp(name, dark: traitCollection.map { $0.userInterfaceStyle == .dark }) else { return nil }
        self.init(found)
    }

    /// The picture for where it is shown: its dark appearance's in a dark appearance, when it has one.
    func forAppearance(dark: Bool) -> Image { dark ? darkAppearance ?? self : self }

    /// A picture found on disk: its bytes, pixels, scale and path, how it is drawn, and its dark appearance's.
    struct Found {
        let data: Data, pixels: CGSize, scale: CGFloat, path: String
        var renderingMode = RenderingMode.automatic
        var dark: [Found] = []
    }

    convenience init(_ found: Found) {
        let dark = found.dark.first.map {
            Image(encoded: $0.data, pixels: $0.pixels, scale: $0.scale, source: $0.path, renderingMode: found.renderingMode)
        }
        self.init(
            encoded: found.data, pixels: found.pixels, scale: found.scale, source: found.path, renderingMode: found.renderingMode,
            darkAppearance: dark)
    }

    /// The picture called `name` in `folders`: an image set's (for the dark appearance or the light one when `dark`
    /// says, both otherwise), else a file's; `nil` with a message.
    static func lookUp(_ name: String, dark: Bool?, in folders: [URL] = searchFolders()) -> Found? {
        if let set = AssetCatalog.set(named: name, kind: "imageset", in: folders) {
            guard let found = ImageSetReader.picture(inSetAt: set) else { return nil }
            guard let dark else { return found }
            return dark ? found.dark.first ?? found : Found(data: found.data, pixels: found.pixels, scale: found.scale, path: found.path)
        }
        let hasExtension = !URL(fileURLWithPath: name).pathExtension.isEmpty
        let names =
            hasExtension ? [name] : ["", "@2x", "@3x"].flatMap { suffix in ["png", "jpg", "jpeg"].map { "\(name)\(suffix).\($0)" } }
        for folder in folders {
            for candidate in names {
                let path = folder.appendingPathComponent(candidate).path
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                guard !isFolder.boolValue else {
                    complain("\(path) is a folder, not an image")
                    return nil
                }
                return read(path)
            }
        }
        complain(
            "no image named \(name) (looked for \(name).imageset in .xcassets folders and for \(names.joined(separator: ", ")) in "
                + "\(folders.map(\.path).joined(separator: ", ")))")
        return nil
    }

    /// The PNG or JPEG file at `path`, of the scale its name says; `nil` with a message.
    static func read(_ path: String, scale: CGFloat? = nil) -> Found? {
        guard let data = FileManager.default.contents(atPath: path) else {
            complain("cannot read the image file \(path)")
            return nil
        }
        guard let pixels = pixelSize(of: data) else {
            complain("\(path) is not a PNG or JPEG image (PDF and SVG images are not read here)")
            return nil
        }
        return Found(data: data, pixels: pixels, scale: scale ?? Image.scale(ofFile: path), path: path)
    }

    /// The scale a file's name gives: 2 or 3 for `name@2x.png` or `name@3x.png` (with `~iphone` after it or not), else 1.
    static func scale(ofFile path: String) -> CGFloat {
        var stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("~iphone") { stem.removeLast("~iphone".count) }
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }

    /// Where images are looked for: the program's folder, the current one, the main bundle's resources, and the
    /// folders the environment variable ``resourceFoldersVariable`` lists (`animview play`'s files' folders).
    static func searchFolders() -> [URL] {
        var folders = [URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()]
        folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if let resources = Bundle.main.resourceURL { folders.append(resources) }
        let listed = ProcessInfo.processInfo.environment[resourceFoldersVariable]?.split(separator: ":") ?? []
        folders += listed.map { URL(fileURLWithPath: String($0)) }
        return folders
    }

    /// The environment variable listing more folders to look for images and colours in, `:` between them: `play`
    /// lists the folders of the files it plays and theirs up to the project's, where an app keeps `Assets.xcassets`.
    package static let resourceFoldersVariable = "ANIMVIEW_RESOURCE_FOLDERS"
}

/// Reads an image set's `Contents.json`: which file is the picture for this screen, in each appearance.
enum ImageSetReader {
    /// The set's picture for any (or the light) appearance, with its dark one when it has one; `nil` with a message.
    static func picture(inSetAt set: URL) -> Image.Found? {
        guard let root = AssetCatalog.contents(ofSetAt: set), let entries = root["images"] as? [[String: Any]] else {
            Image.complain("\(set.path)/Contents.json is missing or is not an image set's")
            return nil
        }
        let usable = entries.filter { AssetCatalog.isForThisDevice($0) && $0["filename"] is String }
        let dark = usable.filter { AssetCatalog.appearance(of: $0) == "dark" }
        let light = usable.filter { [nil, "light"].contains(AssetCatalog.appearance(of: $0)) }
        guard let entry = best(light.isEmpty ? dark : light) else {
            Image.complain("\(set.path) holds no picture (its Contents.json names no file)")
            return nil
        }
        guard var found = read(entry, in: set) else { return nil }
        if light.isEmpty == false, let darkEntry = best(dark), let darkFound = read(darkEntry, in: set) { found.dark = [darkFound] }
        switch (root["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
        case "template": found.renderingMode = .alwaysTemplate
        case "original": found.renderingMode = .alwaysOriginal
        default: break
        }
        return found
    }

    /// The entry for a screen of one pixel a point: `1x`, else the smallest scale above it, else one of no scale.
    private static func best(_ entries: [[String: Any]]) -> [String: Any]? {
        entries.min { (scale(of: $0) ?? .infinity) < (scale(of: $1) ?? .infinity) }
    }

    /// An entry's scale (`"2x"` → 2); `nil` for one of no scale (a single picture for every screen).
    private static func scale(of entry: [String: Any]) -> CGFloat? {
        guard let text = entry["scale"] as? String, text.hasSuffix("x"), let value = Double(text.dropLast()) else { return nil }
        return CGFloat(value)
    }

    private static func read(_ entry: [String: Any], in set: URL) -> Image.Found? {
        guard let name = entry["filename"] as? String else { return nil }
        return Image.read(set.appendingPathComponent(name).path, scale: scale(of: entry) ?? 1)
    }
}
