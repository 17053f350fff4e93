import Foundation

/// Xcode's asset catalogs as `UIImage(named:)` and `UIColor(named:)` read them: the `.xcassets` folders that lie where
/// images are looked for, each set a folder `Name.imageset` or `Name.colorset` at any depth (groups are folders), with
/// what it holds described in its `Contents.json`.
enum AssetCatalog {
    /// The folder of the first set called `name` with `kind` (`"imageset"`, `"colorset"`) in the catalogs of `folders`,
    /// catalogs in name order, a set found at any depth (the first by path when a catalog has two).
    static func set(named name: String, kind: String, in folders: [URL]) -> URL? {
        for folder in folders {
            for catalog in catalogs(in: folder) {
                let found = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
                if let set = found.filter({ $0.lastPathComponent == "\(name).\(kind)" }).min(by: { $0.path < $1.path }) { return set }
            }
        }
        return nil
    }

    /// The set's `Contents.json`, read; `nil` when it is missing or is not a JSON object.
    static func contents(ofSetAt set: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Whether an entry of a set is for this device: universal, or the iPhone's (what the previewer's screens are).
    static func isForThisDevice(_ entry: [String: Any]) -> Bool { ["universal", "iphone", nil].contains(entry["idiom"] as? String) }

    /// The appearance an entry is for: `"dark"`, `"light"`, or `nil` for any; entries for high contrast (an
    /// accessibility setting the previewer does not have) are `"contrast"`.
    static func appearance(of entry: [String: Any]) -> String? {
        let appearances = entry["appearances"] as? [[String: String]] ?? []
        if appearances.contains(where: { $0["appearance"] == "contrast" }) { return "contrast" }
        return appearances.first { $0["appearance"] == "luminosity" }?["value"]
    }

    private static func catalogs(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
