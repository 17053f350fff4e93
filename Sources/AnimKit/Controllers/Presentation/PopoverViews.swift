import Foundation

/// What a popover shows behind its content: a card with rounded corners and the arrow pointing at the anchor, in the
/// popover's colour, with a soft shadow. A touch on it stays with the popover.
@preconcurrency @MainActor
final class PopoverBackdrop: View {
    private let shape = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "popover background"
        shape.shadowColor = .black
        shape.shadowOpacity = 0.15
        shape.shadowRadius = 12
        shape.shadowOffset = .zero
        layer.addSublayer(shape)
    }

    /// Not made from an archive.
    required init?(coder: NSCoder) { nil }

    /// Draws the card and arrow of `placement`, filled with `colour`.
    func show(_ placement: PopoverPlacement, colour: CGColor) {
        let reach = PopoverPlacement.arrowHeight
        frame = placement.content.insetBy(dx: -reach, dy: -reach)
        let card = placement.content.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let tip = CGPoint(x: placement.tip.x - frame.minX, y: placement.tip.y - frame.minY)
        let path = CGMutablePath()
        path.addRoundedRect(in: card, cornerWidth: PopoverPlacement.cornerRadius, cornerHeight: PopoverPlacement.cornerRadius)
        // The arrow's base lies on the card's edge facing the anchor.
        let half = PopoverPlacement.arrowBase / 2
        let base: (CGPoint, CGPoint) =
            switch placement.direction {
            case .up: (CGPoint(x: tip.x - half, y: card.minY), CGPoint(x: tip.x + half, y: card.minY))
            case .down: (CGPoint(x: tip.x + half, y: card.maxY), CGPoint(x: tip.x - half, y: card.maxY))
            case .left: (CGPoint(x: card.minX, y: tip.y + half), CGPoint(x: card.minX, y: tip.y - half))
            default: (CGPoint(x: card.maxX, y: tip.y - half), CGPoint(x: card.maxX, y: tip.y + half))
            }
        path.addLines(between: [base.0, tip, base.1])
        path.closeSubpath()
        View.performWithoutAnimation {
            shape.frame = bounds
            shape.path = path
            shape.shadowPath = path
            shape.fillColor = colour
        }
    }
}

/// The clear view over the screen behind a popover: a tap on it dismisses the popover, unless it lands on one of the
/// popover's passthrough views, which get the touch instead.
@preconcurrency @MainActor
final class PopoverOutside: View {
    weak var popover: PopoverPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "popover dismissal view"
        backgroundColor = .clear
        addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.popover?.tappedOutside() })
    }

    /// Not made from an archive.
    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for view in popover?.passthroughViews ?? [] where view.window === window {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return super.hitTest(point, with: event)
    }
}
