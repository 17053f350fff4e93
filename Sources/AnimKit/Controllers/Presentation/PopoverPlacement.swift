import Foundation

/// Where a popover rests: the side of its anchor it goes to (its arrow pointing back at the anchor), its content's
/// frame and its arrow's tip, in the container's coordinates.
///
/// The sides are tried in the order below, above, right, left (the arrow pointing up, down, left, right), among those
/// permitted; the first with room for the whole content is taken, else the one with the most room, the content
/// shrunk to it. Across the arrow the content is centred on the anchor, kept ``margin`` inside the safe area, and the
/// arrow slides along the edge to stay at the anchor, clear of the rounded corners. Apple documents the behaviour
/// but not the figures; the arrow's size, the corner radius and the margin are AnimKit's.
struct PopoverPlacement: Equatable {
    /// How far the arrow stands out from the content, and how wide its base is.
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    /// The radius of the content's corners.
    static let cornerRadius: CGFloat = 13
    /// How far the popover stays inside the safe area.
    static let margin: CGFloat = 10
    /// The content's size when the presented controller prefers none.
    static let defaultSize = CGSize(width: 320, height: 480)

    /// The way the arrow points (up: the popover is below its anchor).
    let direction: PopoverPresentationController.ArrowDirection
    /// The content's frame: where the presented view rests.
    let content: CGRect
    /// The arrow's tip, on the anchor's edge.
    let tip: CGPoint

    /// The placement of content of `size` (a zero side: the default's) anchored at `anchor`, inside `safe`, the
    /// arrow pointing one of the `permitted` ways (none or ``PopoverPresentationController/ArrowDirection/unknown``:
    /// any).
    init(anchor: CGRect, size wanted: CGSize, safe: CGRect, permitted: PopoverPresentationController.ArrowDirection) {
        let size = CGSize(
            width: wanted.width > 0 ? wanted.width : Self.defaultSize.width,
            height: wanted.height > 0 ? wanted.height : Self.defaultSize.height)
        let room = safe.insetBy(dx: Self.margin, dy: Self.margin)
        let allowed: [PopoverPresentationController.ArrowDirection] = [.up, .down, .left, .right].filter {
            permitted.isEmpty || permitted.contains($0)
        }
        // The room on each side of the anchor, along the arrow, less the arrow.
        func space(_ direction: PopoverPresentationController.ArrowDirection) -> CGFloat {
            switch direction {
            case .up: room.maxY - anchor.maxY - Self.arrowHeight
            case .down: anchor.minY - room.minY - Self.arrowHeight
            case .left: room.maxX - anchor.maxX - Self.arrowHeight
            default: anchor.minX - room.minX - Self.arrowHeight
            }
        }
        func along(_ direction: PopoverPresentationController.ArrowDirection) -> CGFloat {
            direction == .up || direction == .down ? size.height : size.width
        }
        let direction =
            allowed.first { space($0) >= along($0) }
            ?? allowed.max { space($0) < space($1) } ?? .up
        let vertical = direction == .up || direction == .down
        let length = Swift.max(Swift.min(along(direction), space(direction)), 0)
        let across = Swift.min(vertical ? size.width : size.height, vertical ? room.width : room.height)
        // Centred on the anchor across the arrow, inside the room.
        func centred(_ middle: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            Swift.max(low, Swift.min(middle - across / 2, high - across))
        }
        let content: CGRect
        switch direction {
        case .up:
            content = CGRect(
                x: centred(anchor.midX, room.minX, room.maxX), y: anchor.maxY + Self.arrowHeight, width: across, height: length)
        case .down:
            content = CGRect(
                x: centred(anchor.midX, room.minX, room.maxX), y: anchor.minY - Self.arrowHeight - length, width: across, height: length)
        case .left:
            content = CGRect(
                x: anchor.maxX + Self.arrowHeight, y: centred(anchor.midY, room.minY, room.maxY), width: length, height: across)
        default:
            content = CGRect(
                x: anchor.minX - Self.arrowHeight - length, y: centred(anchor.midY, room.minY, room.maxY), width: length, height: across)
        }
        // The arrow stays at the anchor, clear of the corners.
        let inset = Self.cornerRadius + Self.arrowBase / 2
        func slid(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            high - low < 2 * inset ? (low + high) / 2 : Swift.max(low + inset, Swift.min(value, high - inset))
        }
        switch direction {
        case .up: tip = CGPoint(x: slid(anchor.midX, content.minX, content.maxX), y: content.minY - Self.arrowHeight)
        case .down: tip = CGPoint(x: slid(anchor.midX, content.minX, content.maxX), y: content.maxY + Self.arrowHeight)
        case .left: tip = CGPoint(x: content.minX - Self.arrowHeight, y: slid(anchor.midY, content.minY, content.maxY))
        default: tip = CGPoint(x: content.maxX + Self.arrowHeight, y: slid(anchor.midY, content.minY, content.maxY))
        }
        self.direction = direction
        self.content = content
    }
}
