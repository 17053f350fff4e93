import AnimKit
import AnimKitSDL
import Foundation
import Testing

// Text under a scale is filtered as Core Animation filters a layer's contents — linearly (`magnificationFilter`'s
// default, `.linear`) — so a glyph's edge, magnified four times, shades from pixel to pixel, as on iOS, instead of
// repeating each of its pixels four times.
@MainActor
@Suite("Text under a scale, filtered linearly", .serialized)
struct TextFilterPixelTests {
    @Test("a glyph's edge magnified 4× changes from each pixel to the next: no shade is repeated over 3 pixels")
    func magnifiedEdge() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let label = Label(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        label.text = "I"
        label.font = .systemFont(ofSize: 14)
        label.textAlignment = .center
        label.transform = CGAffineTransform(scaleX: 4, y: 4)
        root.addSubview(label)
        let host = try OffscreenHost(root: root, width: 200, height: 200)
        try host.render()
        // Across the stem at the label's middle: the shades between white and black, in runs of one shade.
        let row = (0..<200).map { host.pixel(x: $0, y: 100).red }
        #expect((row.min() ?? 255) < 128, "the stem is drawn: \(row)")
        var runs: [(shade: UInt8, length: Int)] = []
        for shade in row {
            if let last = runs.last, last.shade == shade { runs[runs.count - 1].length += 1 } else { runs.append((shade, 1)) }
        }
        let edges = runs.filter { $0.shade > 10 && $0.shade < 245 }
        #expect(edges.count >= 4, "\(row)")
        #expect(edges.allSatisfy { $0.length <= 2 }, "\(edges)")
    }
}
