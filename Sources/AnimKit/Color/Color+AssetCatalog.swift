import Foundation
import Synchronization

/// Colours from an asset catalog, as `UIColor(named:)` reads them: a `Name.colorset` folder in an `.xcassets` catalog where images are looked for, with
/// its light and dark appearances as Xcode writes them in the set's `Contents.json`.
extension Color {
    /// The colour called `name` in an asset catalog — dynamic when the set has a dark appearance — or `nil` when no
    /// catalog has it (said once on standard error, as a missing image is).
    public init?(named name: String) {
        guard let color = Color.assetCatalogColor(named: name, in: Image.searchFolders()) else { return nil }
        self = color
    }

    /// The colour called `name`, looked for as ``init(named:)`` looks (a bundle of its own is not told apart here),
    /// resolved for `traitCollection` when one is given.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard let color = Color(named: name) else { return nil }
        self = traitCollection.map { color.resolvedColor(with: $0) } ?? color
    }

    /// The colour of the first `name.colorset` in the asset catalogs of `folders`; `nil`, with a message, without one.
    static func assetCatalogColor(named name: String, in folders: [URL]) -> Color? {
        if let set = AssetCatalog.set(named: name, kind: "colorset", in: folders) {
            guard let color = Self.color(inSetAt: set) else {
                Image.complain("\(set.path)/Contents.json holds no colour this reader knows (sRGB, Display P3 or grey)")
                return nil
            }
            return color
        }
        guard Self.missingNamesSaid.withLock({ $0.insert(name).inserted }) else { return nil }
        Image.complain(
            "no colour named \(name) (looked for \(name).colorset in the .xcassets folders of \(folders.map(\.path).joined(separator: ", ")))"
        )
        return nil
    }

    /// The names already said to be missing: each is said once, however often code asks for it.
    private static let missingNamesSaid = Mutex<Set<String>>([])

    /// The set's universal (or iPhone) colour for any appearance, and its dark one when there is one.
    private static func color(inSetAt set: URL) -> Color? {
        guard let entries = AssetCatalog.contents(ofSetAt: set)?["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for entry in entries where AssetCatalog.isForThisDevice(entry) {
            let appearance = AssetCatalog.appearance(of: entry)
            guard appearance != "contrast", let color = (entry["color"] as? [String: Any]).flatMap(Self.color(from:)) else { continue }
            if appearance == "dark" { dark = dark ?? color } else { light = light ?? color }
        }
        guard let light = light ?? dark else { return nil }
        return dark.map { Color(light: light, dark: $0) } ?? light
    }

    /// A colour entry's components: red, green, blue (or white) and alpha, each written as a fraction ("0.500"), an
    /// 8-bit integer ("128") or hexadecimal ("0x80"), as Xcode writes them. Display P3 is read as sRGB.
    private static func color(from entry: [String: Any]) -> Color? {
        guard let components = entry["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            switch components[key] {
            case let number as NSNumber: return CGFloat(number.doubleValue)
            case let text as String:
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased().hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
                if trimmed.contains(".") { return Double(trimmed).map { CGFloat($0) } }
                return UInt8(trimmed).map { CGFloat($0) / 255 }
            default: return nil
            }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Color(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
