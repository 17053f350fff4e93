import AnimKit
import Foundation
import Testing

/// What UIKit keeps on an image for layout: "alignmentRectInsets … default UIEdgeInsetsZero"; a baseline set with
/// `withBaselineOffset(fromBottom:)` makes `hasBaseline` true; `imageFlippedForRightToLeftLayoutDirection()` sets
/// `flipsForRightToLeftLayoutDirection` — each on a new image, the original unchanged, and kept through tinting.
@MainActor
@Suite("Images: alignment insets, baseline and mirroring")
struct ImagePlacementTests {
    @Test("zero, no baseline and no mirroring by default; each set on a copy; the others kept; kept through a tint")
    func placement() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        #expect(image.alignmentRectInsets == .zero && !image.hasBaseline && image.baselineOffsetFromBottom == 0)
        #expect(!image.flipsForRightToLeftLayoutDirection && image.preparingForDisplay() === image)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let inset = image.withAlignmentRectInsets(insets)
        #expect(inset.alignmentRectInsets == insets && image.alignmentRectInsets == .zero && inset.size == image.size)
        let based = inset.withBaselineOffset(fromBottom: 3)
        #expect(based.hasBaseline && based.baselineOffsetFromBottom == 3 && based.alignmentRectInsets == insets)
        #expect(!based.imageWithoutBaseline().hasBaseline && based.imageWithoutBaseline().alignmentRectInsets == insets)
        let flipped = based.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipped.flipsForRightToLeftLayoutDirection && flipped.baselineOffsetFromBottom == 3)
        #expect(flipped.withTintColor(.red).alignmentRectInsets == insets)
    }
}
