import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// `UIImage(named:)` reading image sets as Xcode writes them (`Assets.xcassets/Name.imageset/Contents.json`) and files
/// named for their scale, as UIKit reads them on a screen of one pixel a point: `1x` first, else the smallest scale
/// above it; a size in points is the pixels divided by the scale.
@MainActor
@Suite("UIImage(named:): image sets of an asset catalog, scales and the dark appearance")
struct AssetCatalogImageTests {
    /// A PNG's first bytes, enough for its size to be read: the signature and an IHDR chunk `width` × `height`.
    static func pngHeader(_ width: UInt32, _ height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    /// Writes a PNG header of `width` × `height` pixels at `name` in `scratch`, making its folders.
    static func writePNG(_ name: String, _ width: UInt32, _ height: UInt32, in scratch: ScratchFolder) throws {
        let url = scratch.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try pngHeader(width, height).write(to: url)
    }

    static func imageSet(_ entries: [String], properties: String = "") -> String {
        "{ \"images\" : [ " + entries.joined(separator: ", ") + " ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }"
            + (properties.isEmpty ? "" : ", \"properties\" : { \(properties) }") + " }"
    }

    static func entry(_ file: String?, scale: String?, dark: Bool = false, idiom: String = "universal") -> String {
        let appearances = dark ? "\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], " : ""
        return "{ \(appearances)" + (file.map { "\"filename\" : \"\($0)\", " } ?? "") + "\"idiom\" : \"\(idiom)\""
            + (scale.map { ", \"scale\" : \"\($0)\"" } ?? "") + " }"
    }

    @Test("1x is picked where there is one; else 2x, at half its pixels in points; an iPad's entry and an empty slot are skipped")
    func scales() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (name, width) in [("one.png", 4), ("two.png", 8), ("three.png", 12), ("pad.png", 2)] {
            try Self.writePNG("Assets.xcassets/Icons/Card.imageset/\(name)", UInt32(width), UInt32(width / 2), in: scratch)
            try Self.writePNG("Assets.xcassets/Badge.imageset/\(name)", UInt32(width), UInt32(width / 2), in: scratch)
        }
        _ = try scratch.write(
            "Assets.xcassets/Icons/Card.imageset/Contents.json",
            Self.imageSet([
                Self.entry("pad.png", scale: "1x", idiom: "ipad"), Self.entry("three.png", scale: "3x"),
                Self.entry("one.png", scale: "1x"), Self.entry("two.png", scale: "2x"),
            ]))
        _ = try scratch.write(
            "Assets.xcassets/Badge.imageset/Contents.json",
            Self.imageSet([Self.entry(nil, scale: "1x"), Self.entry("three.png", scale: "3x"), Self.entry("two.png", scale: "2x")]))
        let card = Image(try #require(Image.lookUp("Card", dark: nil, in: [scratch.url])))
        #expect((card.size, card.scale, card.pixelSize) == (CGSize(width: 4, height: 2), 1, CGSize(width: 4, height: 2)))
        #expect(card.source.hasSuffix("Card.imageset/one.png"))
        let badge = Image(try #require(Image.lookUp("Badge", dark: nil, in: [scratch.url])))
        #expect((badge.size, badge.scale, badge.pixelSize) == (CGSize(width: 4, height: 2), 2, CGSize(width: 8, height: 4)))
        #expect(badge.renderingMode == .automatic && badge.darkAppearance == nil)
    }

    @Test("a dark appearance is the picture shown dark; the template intent; explicit traits pick one for good; cgImage is fixed")
    func darkAppearance() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Self.writePNG("Assets.xcassets/Moon.imageset/light.png", 6, 6, in: scratch)
        try Self.writePNG("Assets.xcassets/Moon.imageset/dark@2x.png", 12, 12, in: scratch)
        _ = try scratch.write(
            "Assets.xcassets/Moon.imageset/Contents.json",
            Self.imageSet(
                [Self.entry("light.png", scale: "1x"), Self.entry("dark@2x.png", scale: "2x", dark: true)],
                properties: "\"template-rendering-intent\" : \"template\""))
        let moon = Image(try #require(Image.lookUp("Moon", dark: nil, in: [scratch.url])))
        #expect(moon.renderingMode == .alwaysTemplate && moon.source.hasSuffix("light.png"))
        let dark = moon.forAppearance(dark: true)
        #expect(dark.source.hasSuffix("dark@2x.png") && dark.size == CGSize(width: 6, height: 6) && dark.scale == 2)
        #expect(dark.renderingMode == .alwaysTemplate && moon.forAppearance(dark: false) === moon)
        // A copy keeps its dark appearance, in its own rendering mode.
        let original = moon.withRenderingMode(.alwaysOriginal)
        #expect(original.forAppearance(dark: true).source.hasSuffix("dark@2x.png"))
        #expect(original.forAppearance(dark: true).renderingMode == .alwaysOriginal)
        // Traits given: that appearance's picture, and no other.
        let chosen = Image(try #require(Image.lookUp("Moon", dark: true, in: [scratch.url])))
        #expect(chosen.source.hasSuffix("dark@2x.png") && chosen.darkAppearance == nil)
        let light = Image(try #require(Image.lookUp("Moon", dark: false, in: [scratch.url])))
        #expect(light.source.hasSuffix("light.png") && light.darkAppearance == nil)
        // cgImage: the current traits' picture (light here), with no dark appearance to follow later.
        #expect(moon.cgImage?.source.hasSuffix("light.png") == true && moon.cgImage?.darkAppearance == nil)
    }

    @Test("files: name, then name@2x and name@3x, each of its scale; UIImage(data:scale:) and cgImage:scale: divide the pixels")
    func files() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Self.writePNG("Gem@2x.png", 40, 20, in: scratch)
        try Self.writePNG("Star@3x.png", 30, 30, in: scratch)
        try Self.writePNG("Star@2x.png", 20, 20, in: scratch)
        let gem = Image(try #require(Image.lookUp("Gem", dark: nil, in: [scratch.url])))
        #expect(gem.size == CGSize(width: 20, height: 10) && gem.scale == 2)
        let named = Image(try #require(Image.lookUp("Gem@2x.png", dark: nil, in: [scratch.url])))
        #expect(named.size == CGSize(width: 20, height: 10))
        #expect(Image(try #require(Image.lookUp("Star", dark: nil, in: [scratch.url]))).scale == 2)
        let file = try #require(Image(contentsOfFile: scratch.path("Star@3x.png")))
        #expect(file.size == CGSize(width: 10, height: 10) && file.scale == 3)
        #expect([Image.scale(ofFile: "a/b@2x~iphone.jpg"), Image.scale(ofFile: "b.png"), Image.scale(ofFile: "x@3x.png")] == [2, 1, 3])
        let data = try #require(Image(data: Self.pngHeader(9, 6), scale: 3))
        #expect(data.size == CGSize(width: 3, height: 2) && data.pixelSize == CGSize(width: 9, height: 6))
        let rescaled = Image(cgImage: data, scale: 1, orientation: .up)
        #expect(rescaled.size == CGSize(width: 9, height: 6) && rescaled.scale == 1)
    }

    @Test("bad sets: no Contents.json, no file named, a PDF — nil, each with a message; a missing name is nil")
    func badSets() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Assets.xcassets/Empty.imageset"), withIntermediateDirectories: true)
        _ = try scratch.write("Assets.xcassets/Blank.imageset/Contents.json", Self.imageSet([Self.entry(nil, scale: "1x")]))
        _ = try scratch.write("Assets.xcassets/Vector.imageset/drawing.pdf", "%PDF-1.7")
        _ = try scratch.write("Assets.xcassets/Vector.imageset/Contents.json", Self.imageSet([Self.entry("drawing.pdf", scale: nil)]))
        for name in ["Empty", "Blank", "Vector", "Missing"] { #expect(Image.lookUp(name, dark: nil, in: [scratch.url]) == nil, "\(name)") }
    }
}
