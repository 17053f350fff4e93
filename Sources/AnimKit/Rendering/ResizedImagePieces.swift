import Foundation

/// Where each part of a resizable image goes when it fills a place of another size: the corners at their own size,
/// the edges between them and the middle stretched or repeated (UIKit's `resizableImage(withCapInsets:resizingMode:)`,
/// a layer's `contentsCenter`).
struct ResizedImagePieces {
    /// One part of the image and where it is drawn.
    struct Piece: Equatable {
        /// The part of the image, in its unit coordinates (0…1 across and down).
        let part: CGRect
        /// Where that part is stretched to, in the place's coordinates.
        let rect: CGRect
    }

    /// The most pieces a repeated middle is cut into; past it, the middle is stretched instead (a 1-point pattern
    /// repeated over a screen would be tens of thousands of draws).
    static let mostPieces = 4096

    /// The pieces, left to right, top to bottom.
    let pieces: [Piece]

    /// The pieces of an image `size` points large with caps `caps` filling `place`, the middle `tiled` or stretched;
    /// `nil` when the place is the image's own size (drawn whole) or is mirrored.
    init?(of size: CGSize, caps: UIEdgeInsets, tiled: Bool, filling place: CGRect) {
        guard size.width > 0, size.height > 0, place.width > 0, place.height > 0,
            abs(place.width - size.width) > 1e-9 || abs(place.height - size.height) > 1e-9
        else { return nil }
        func spans(tiled: Bool) -> (across: [Span], down: [Span]) {
            (
                Span.along(size.width, caps: (caps.left, caps.right), tiled: tiled, from: place.minX, over: place.width),
                Span.along(size.height, caps: (caps.top, caps.bottom), tiled: tiled, from: place.minY, over: place.height)
            )
        }
        var (across, down) = spans(tiled: tiled)
        if across.count * down.count > Self.mostPieces { (across, down) = spans(tiled: false) }
        pieces = down.flatMap { row in
            across.map { column in
                Piece(
                    part: CGRect(
                        x: column.source / size.width, y: row.source / size.height, width: column.sourceLength / size.width,
                        height: row.sourceLength / size.height),
                    rect: CGRect(x: column.place, y: row.place, width: column.placeLength, height: row.placeLength))
            }
        }
    }

    /// A stretch of the image along one axis and where it goes.
    struct Span: Equatable {
        let source: CGFloat, sourceLength: CGFloat, place: CGFloat, placeLength: CGFloat

        /// The spans of an image `length` long with end caps `caps` filling `placeLength` from `origin`: the caps at
        /// their own length (shrunk in proportion when the place is shorter than both), the middle stretched or
        /// repeated from the first cap's inner edge. Caps longer together than the image are shrunk to fit it; with
        /// no middle between them, the caps share the place in proportion.
        static func along(
            _ length: CGFloat, caps: (CGFloat, CGFloat), tiled: Bool, from origin: CGFloat, over placeLength: CGFloat
        ) -> [Span] {
            var (first, last) = (Swift.max(caps.0, 0), Swift.max(caps.1, 0))
            if first + last > length { (first, last) = (first * length / (first + last), last * length / (first + last)) }
            let middle = length - first - last
            guard middle > 1e-9 else {
                let ratio = placeLength / length
                return [
                    Span(source: 0, sourceLength: first, place: origin, placeLength: first * ratio),
                    Span(source: first, sourceLength: last, place: origin + first * ratio, placeLength: last * ratio),
                ].filter { $0.sourceLength > 0 }
            }
            let squeeze = first + last > placeLength ? placeLength / (first + last) : 1
            let (firstPlaced, lastPlaced) = (first * squeeze, last * squeeze)
            let middlePlaced = placeLength - firstPlaced - lastPlaced
            var spans = [Span(source: 0, sourceLength: first, place: origin, placeLength: firstPlaced)]
            if middlePlaced > 1e-9 {
                if tiled, (middlePlaced / middle).rounded(.up) <= CGFloat(ResizedImagePieces.mostPieces) {
                    var start: CGFloat = 0
                    while middlePlaced - start > 1e-9 {
                        let piece = Swift.min(middle, middlePlaced - start)
                        spans.append(Span(source: first, sourceLength: piece, place: origin + firstPlaced + start, placeLength: piece))
                        start += piece
                    }
                } else {
                    spans.append(Span(source: first, sourceLength: middle, place: origin + firstPlaced, placeLength: middlePlaced))
                }
            }
            spans.append(Span(source: length - last, sourceLength: last, place: origin + placeLength - lastPlaced, placeLength: lastPlaced))
            return spans.filter { $0.sourceLength > 0 && $0.placeLength > 0 }
        }
    }
}
