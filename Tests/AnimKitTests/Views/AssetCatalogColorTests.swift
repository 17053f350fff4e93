import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// `UIColor(named:)` reading an asset catalog as Xcode writes it: `Assets.xcassets/Name.colorset/Contents.json`, the
/// colour for any appearance and, when there is one, for the dark appearance.
@MainActor
@Suite("UIColor(named:): colour sets of an asset catalog, light and dark")
struct AssetCatalogColorTests {
    /// A colour set's `Contents.json` with `entries` (each already a JSON object's text).
    func contents(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    func entry(_ components: String, space: String = "srgb", appearance: String? = nil) -> String {
        let appearances = appearance.map { "\"appearances\" : [ { \"appearance\" : \"\($0)\", \"value\" : \"dark\" } ], " } ?? ""
        return
            "{ \(appearances)\"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \(components) } }, \"idiom\" : \"universal\" }"
    }

    @Test("fractions, 8-bit and hexadecimal components; a dark appearance makes it dynamic; a group folder; grey; none")
    func colourSets() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let brand = contents([
            entry(#""alpha" : "1.000", "blue" : "0.200", "green" : "0.400", "red" : "0.800""#),
            entry(#""alpha" : "1.000", "blue" : "0x33", "green" : "0x66", "red" : "51""#, appearance: "luminosity"),
        ])
        _ = try scratch.write("Assets.xcassets/Brand.colorset/Contents.json", brand)
        _ = try scratch.write(
            "Assets.xcassets/Greys/Shade.colorset/Contents.json",
            contents([entry(#""alpha" : "0.500", "white" : "0.250""#, space: "gray-gamma-22")]))
        let folders = [scratch.url]
        let found = try #require(Color.assetCatalogColor(named: "Brand", in: folders))
        #expect(found.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color(red: 0.8, green: 0.4, blue: 0.2))
        // 51, 0x66 and 0x33 of 255: 0.2, 0.4 and 0.2.
        #expect(found.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == Color(red: 0.2, green: 0.4, blue: 0.2))
        #expect(Color.assetCatalogColor(named: "Shade", in: folders) == Color(white: 0.25, alpha: 0.5))
        #expect(Color.assetCatalogColor(named: "Missing", in: folders) == nil)
        _ = try scratch.write("Assets.xcassets/Broken.colorset/Contents.json", "{ not json")
        #expect(Color.assetCatalogColor(named: "Broken", in: folders) == nil)
    }
}
