import Foundation

/// Autoresizing: how a view that keeps its own frame follows its superview's size, UIKit's layout before Auto Layout.
extension View {
    /// Which of a view's margins and sizes stretch when its superview's size changes (also spelled `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space to the superview's top stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space to the superview's bottom stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows its superview's size while it keeps its own frame (none by default: it stays where it is).
    public var autoresizingMask: AutoresizingMask {
        get { layoutRecord.autoresizingMask }
        set { layoutRecord.autoresizingMask = newValue }
    }

    /// Whether a change of this view's size moves and resizes its subviews by their masks (true by default).
    public var autoresizesSubviews: Bool {
        get { layoutRecord.autoresizesSubviews }
        set { layoutRecord.autoresizesSubviews = newValue }
    }

    /// Moves and resizes each subview that keeps its frame by its mask, for this view's size having been `oldSize`:
    /// along each axis the change goes to the flexible parts — margins and size — in proportion to how large each is
    /// (equally when they are all zero), as Apple's documentation of `autoresizingMask` says. Inside an animation block
    /// the subviews move with it.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let size = bounds.size
        for subview in subviews where subview.layoutRecord.translatesFrame && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = View.distribute(
                size.width - oldSize.width, start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = View.distribute(
                size.height - oldSize.height, start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The new start and length along one axis when `delta` is shared among the flexible parts of start margin, length
    /// and end margin.
    static func distribute(
        _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat, flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [(start, flexible.start), (length, flexible.length), (end, flexible.end)]
        let flexibleCount = parts.filter(\.1).count
        guard delta != 0, flexibleCount > 0 else { return (start, length) }
        let total = parts.filter(\.1).reduce(0) { $0 + Swift.max($1.0, 0) }
        func share(_ part: (CGFloat, Bool)) -> CGFloat {
            guard part.1 else { return 0 }
            return total > 0 ? delta * Swift.max(part.0, 0) / total : delta / CGFloat(flexibleCount)
        }
        return (start + share(parts[0]), length + share(parts[1]))
    }
}
