import Foundation

/// Where an image's content lies in it, for layout: its alignment insets, its baseline and whether it mirrors in a
/// right-to-left layout (UIKit keeps them on the image). An image view's alignment rectangle is its image's (Auto Layout
/// lines up the content); layouts run left to right, so nothing is mirrored.
extension Image {
    /// Alignment insets, a baseline and mirroring, as ``withAlignmentRectInsets(_:)`` and its siblings set them.
    struct Placement: Sendable {
        var alignmentRectInsets = UIEdgeInsets.zero
        var baselineOffsetFromBottom: CGFloat?
        var flipsForRightToLeftLayoutDirection = false
    }

    /// The image with `changed` applied to its placement.
    private func placed(_ changed: (inout Placement) -> Void) -> Image {
        var placement = self.placement ?? Placement()
        changed(&placement)
        return Image(of: self, renderingMode: renderingMode, tint: tint, resizing: resizing, placement: placement)
    }

    /// The insets from the image's edges to its content, for alignment; zero unless given.
    public var alignmentRectInsets: UIEdgeInsets { placement?.alignmentRectInsets ?? .zero }

    /// The same picture with `alignmentInsets` as its alignment insets.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> Image {
        placed { $0.alignmentRectInsets = alignmentInsets }
    }

    /// Whether the image has a baseline (``withBaselineOffset(fromBottom:)``).
    public var hasBaseline: Bool { placement?.baselineOffsetFromBottom != nil }

    /// How far above the image's bottom edge its baseline lies; 0 when it has none.
    public var baselineOffsetFromBottom: CGFloat { placement?.baselineOffsetFromBottom ?? 0 }

    /// The same picture with a baseline `baselineOffset` points above its bottom edge.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> Image {
        placed { $0.baselineOffsetFromBottom = baselineOffset }
    }

    /// The same picture with no baseline.
    public func imageWithoutBaseline() -> Image { placed { $0.baselineOffsetFromBottom = nil } }

    /// Whether the image mirrors in a right-to-left layout.
    public var flipsForRightToLeftLayoutDirection: Bool { placement?.flipsForRightToLeftLayoutDirection ?? false }

    /// The same picture, mirrored wherever it is shown in a right-to-left layout (layouts here run left to right).
    public func imageFlippedForRightToLeftLayoutDirection() -> Image { placed { $0.flipsForRightToLeftLayoutDirection = true } }
}
