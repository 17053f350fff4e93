import Foundation
import Testing

@testable import AnimKit

/// How a resizable image is cut to fill a place of another size (UIKit's `resizableImage(withCapInsets:resizingMode:)`):
/// "areas covered by a cap are not scaled or resized"; the rest is tiled "left-to-right and top-to-bottom" or stretched.
@MainActor
@Suite("Resizable images: caps and pieces")
struct ResizedImagePiecesTests {
    private func drawn(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test("stretched: caps 10 of a 30-point image over 100 points — 10, 80 (the middle 10 stretched) and 10")
    func stretched() throws {
        let spans = ResizedImagePieces.Span.along(30, caps: (10, 10), tiled: false, from: 0, over: 100)
        #expect(
            spans == [
                .init(source: 0, sourceLength: 10, place: 0, placeLength: 10),
                .init(source: 10, sourceLength: 10, place: 10, placeLength: 80),
                .init(source: 20, sourceLength: 10, place: 90, placeLength: 10),
            ])
    }

    @Test("tiled: the middle 10 repeated from the left cap over 75 points — seven copies and a last one cut to 5")
    func tiled() throws {
        let spans = ResizedImagePieces.Span.along(30, caps: (10, 10), tiled: true, from: 0, over: 95)
        #expect(spans.count == 10)
        #expect(spans[1] == .init(source: 10, sourceLength: 10, place: 10, placeLength: 10))
        #expect(spans[7] == .init(source: 10, sourceLength: 10, place: 70, placeLength: 10))
        #expect(spans[8] == .init(source: 10, sourceLength: 5, place: 80, placeLength: 5))
        #expect(spans[9] == .init(source: 20, sourceLength: 10, place: 85, placeLength: 10))
    }

    @Test("a place shorter than both caps shrinks them in proportion: caps 10 and 20 over 15 points — 5 and 10")
    func squeezed() throws {
        let spans = ResizedImagePieces.Span.along(40, caps: (10, 20), tiled: true, from: 2, over: 15)
        #expect(
            spans == [
                .init(source: 0, sourceLength: 10, place: 2, placeLength: 5),
                .init(source: 20, sourceLength: 20, place: 7, placeLength: 10),
            ])
    }

    @Test("nine pieces in unit coordinates of the image; none at the image's own size; a 1-point pattern is stretched")
    func pieces() throws {
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let place = CGRect(x: 5, y: 5, width: 100, height: 50)
        let nine = try #require(ResizedImagePieces(of: CGSize(width: 30, height: 30), caps: caps, tiled: false, filling: place))
        #expect(nine.pieces.count == 9)
        #expect(nine.pieces[4].part == CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
        #expect(nine.pieces[4].rect == CGRect(x: 15, y: 15, width: 80, height: 30))
        #expect(nine.pieces[8].rect == CGRect(x: 95, y: 45, width: 10, height: 10))
        #expect(
            ResizedImagePieces(
                of: CGSize(width: 30, height: 30), caps: caps, tiled: true, filling: CGRect(x: 7, y: 7, width: 30, height: 30)) == nil)
        // A 1 × 1 pattern tiled over 400 × 800 would be 320 000 copies: past 4 096 it is stretched, one piece.
        let pattern = ResizedImagePieces(
            of: CGSize(width: 1, height: 1), caps: .zero, tiled: true, filling: CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(pattern?.pieces.count == 1)
        let fewer = ResizedImagePieces(
            of: CGSize(width: 4, height: 4), caps: .zero, tiled: true, filling: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(fewer?.pieces.count == 50)
    }

    @Test("the caps and mode an image reports, kept through rendering mode and tint; the older spelling's caps")
    func reported() throws {
        let plain = drawn(30, 20)
        #expect(plain.capInsets == .zero && plain.resizingMode == .tile && plain.leftCapWidth == 0)
        let caps = UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        let tiled = plain.resizableImage(withCapInsets: caps)
        #expect(tiled.capInsets == caps && tiled.resizingMode == .tile && tiled.size == plain.size)
        let stretched = plain.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch && stretched.leftCapWidth == 6 && stretched.topCapHeight == 4)
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == caps)
        #expect(stretched.withTintColor(.blue).resizingMode == .stretch)
        // Right cap = width − left − 1 pixel, bottom = height − top − 1; a cap of 0 stretches that whole direction.
        let old = (plain as any LegacyStretching).stretchableImage(withLeftCapWidth: 12, topCapHeight: 0)
        #expect(old.capInsets == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 17) && old.resizingMode == .stretch)
    }
}

/// UIKit's older spelling, called through a protocol so that the test states its numbers without a deprecation warning
/// of its own.
private protocol LegacyStretching { func stretchableImage(withLeftCapWidth: Int, topCapHeight: Int) -> UIImage }

extension UIImage: LegacyStretching {}
