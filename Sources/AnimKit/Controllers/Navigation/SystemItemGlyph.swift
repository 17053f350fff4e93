import Foundation

/// The system bar items' glyphs, drawn in AnimKit's own lines (Apple's SF Symbols cannot ship): template images the
/// bar tints, 22 points square, for the items a screen most often shows. The rest keep a symbol's stand-in square.
@MainActor
enum SystemItemGlyph {
    /// The glyphs' side.
    static let side: CGFloat = 22

    /// The glyph of `item`, or `nil` for the items iOS shows as words, or as space.
    static func image(for item: BarButtonItem.SystemItem) -> Image? {
        guard let draw = drawing(of: item) else { return nil }
        let image = GraphicsImageRenderer(size: CGSize(width: side, height: side)).image { renderer in
            let context = renderer.cgContext
            context.setStrokeColor(Color.black.cgColor)
            context.setFillColor(Color.black.cgColor)
            context.setLineWidth(1.8)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            draw(context)
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// The strokes and fills of each glyph drawn, in a 22-point square.
    private static func drawing(of item: BarButtonItem.SystemItem) -> ((CGContext) -> Void)? {
        func lines(_ context: CGContext, _ paths: [[CGPoint]]) {
            for path in paths { context.addLines(between: path) }
            context.strokePath()
        }
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        switch item {
        case .close:
            return { context in
                context.addEllipse(in: CGRect(x: 2, y: 2, width: 18, height: 18))
                context.strokePath()
                lines(context, [[point(8, 8), point(14, 14)], [point(14, 8), point(8, 14)]])
            }
        case .refresh:
            return { context in
                // Most of a circle, clockwise from the top right, and an arrowhead at its end.
                context.addArc(center: point(11, 12), radius: 8, startAngle: -.pi / 3, endAngle: -.pi / 2 - 0.35, clockwise: false)
                context.strokePath()
                lines(context, [[point(8.5, 0.8), point(11.5, 3.9), point(8.3, 6.9)]])
            }
        case .trash:
            return { context in
                lines(
                    context,
                    [
                        [point(3, 5), point(19, 5)], [point(8.5, 5), point(8.5, 2.5), point(13.5, 2.5), point(13.5, 5)],
                        [point(5, 5), point(6, 20), point(16, 20), point(17, 5)], [point(9, 9), point(9, 16.5)],
                        [point(13, 9), point(13, 16.5)],
                    ])
            }
        case .action:
            return { context in
                lines(
                    context,
                    [
                        [point(8, 8), point(5, 8), point(5, 20.5), point(17, 20.5), point(17, 8), point(14, 8)],
                        [point(11, 14), point(11, 1.5)], [point(7.5, 5), point(11, 1.5), point(14.5, 5)],
                    ])
            }
        case .search:
            return { context in
                context.addEllipse(in: CGRect(x: 2.5, y: 2.5, width: 13, height: 13))
                context.strokePath()
                lines(context, [[point(13.8, 13.8), point(19.5, 19.5)]])
            }
        case .compose:
            return { context in
                lines(
                    context,
                    [
                        [point(11, 4), point(3, 4), point(3, 19), point(18, 19), point(18, 11)],
                        [point(9, 13), point(10, 10), point(18, 2), point(20, 4), point(12, 12), point(9, 13)],
                    ])
            }
        case .play:
            return { context in
                context.addLines(between: [point(5, 3), point(19, 11), point(5, 19)])
                context.fillPath()
            }
        case .pause:
            return { context in
                context.fill([CGRect(x: 5, y: 3, width: 4, height: 16), CGRect(x: 13, y: 3, width: 4, height: 16)])
            }
        case .stop:
            return { context in context.fill(CGRect(x: 4, y: 4, width: 14, height: 14)) }
        case .camera:
            return { context in
                // A body with a bump on top, and a lens.
                lines(
                    context,
                    [
                        [
                            point(2, 7), point(7, 7), point(8.5, 4), point(13.5, 4), point(15, 7), point(20, 7), point(20, 19),
                            point(2, 19), point(2, 7),
                        ]
                    ]
                )
                context.addEllipse(in: CGRect(x: 7, y: 9, width: 8, height: 8))
                context.strokePath()
            }
        case .bookmarks:
            return { context in
                // An open book: two pages meeting at the spine.
                lines(
                    context,
                    [
                        [point(11, 5), point(7, 3.5), point(2, 3.5), point(2, 18), point(7, 18), point(11, 19.5)],
                        [point(11, 5), point(15, 3.5), point(20, 3.5), point(20, 18), point(15, 18), point(11, 19.5)],
                        [point(11, 5), point(11, 19.5)],
                    ])
            }
        case .reply:
            return { context in
                // An arrow pointing back, its shaft turning down.
                lines(context, [[point(8, 4), point(2, 10), point(8, 16)]])
                context.move(to: point(2, 10))
                context.addLine(to: point(12, 10))
                context.addQuadCurve(to: point(20, 18), control: point(20, 10))
                context.strokePath()
            }
        case .organize:
            return { context in
                // A folder.
                lines(context, [[point(2, 5), point(8, 5), point(10, 7.5), point(20, 7.5), point(20, 18), point(2, 18), point(2, 5)]])
            }
        case .rewind:
            return { context in
                context.addLines(between: [point(11, 4), point(2, 11), point(11, 18)])
                context.addLines(between: [point(20, 4), point(11, 11), point(20, 18)])
                context.fillPath()
            }
        case .fastForward:
            return { context in
                context.addLines(between: [point(2, 4), point(11, 11), point(2, 18)])
                context.addLines(between: [point(11, 4), point(20, 11), point(11, 18)])
                context.fillPath()
            }
        case .done, .cancel, .edit, .save, .add, .undo, .redo, .flexibleSpace, .fixedSpace:
            return nil
        }
    }
}
