import Foundation

/// The buttons a swiped row reveals, in the room the row left: each as wide as its title and 15 points either side
/// (74 at least: AnimKit's figures; UIKit publishes none), sharing the room in those proportions while the row moves,
/// the first nearest the row's edge — and, armed for a full swipe, the first across all of it.
@preconcurrency @MainActor
final class SwipeActionsView: View {
    /// Which edge of the row the buttons come from.
    enum Edge: Sendable {
        /// The right: the row is swiped to the left.
        case trailing
        /// The left: the row is swiped to the right.
        case leading
    }

    /// The actions, from the row's edge inwards.
    let actions: [ContextualAction]
    /// Where the buttons are.
    let edge: Edge
    /// Each button's width when the row rests open.
    let widths: [CGFloat]
    /// Each action's button (a coloured view holding its title, and its image above it).
    let buttons: [View]

    /// The buttons of `actions` on `edge`.
    init(actions: [ContextualAction], edge: Edge) {
        self.actions = actions
        self.edge = edge
        var widths: [CGFloat] = [], buttons: [View] = []
        for action in actions {
            let button = View(), title = Label()
            button.backgroundColor = action.backgroundColor
            button.accessibilityIdentifier = action.title
            (title.text, title.font, title.textColor) = (action.title, .systemFont(ofSize: 15), .white)
            button.addSubview(title)
            if let image = action.image { button.addSubview(ImageView(image: image)) }
            widths.append(max(74, title.intrinsicContentSize.width + 30))
            buttons.append(button)
        }
        (self.widths, self.buttons) = (widths, buttons)
        super.init(frame: .zero)
        clipsToBounds = true
        // Taps are the table's: it finds the button under the finger.
        isUserInteractionEnabled = false
        for button in buttons.reversed() { addSubview(button) }
    }

    /// No swipe actions come from an archive.
    required init?(coder: NSCoder) { nil }

    /// How far the row moves to show every button at its width.
    var openWidth: CGFloat { widths.reduce(0, +) }

    /// Lays the buttons out in `revealed` points: in proportion to their widths, or — `expanded` — the first across
    /// all of them. Each title stays centred in its button's resting width on the side of the row.
    func arrange(revealed: CGFloat, expanded: Bool) {
        let total = openWidth
        var far: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let width = expanded ? (index == 0 ? revealed : 0) : (total > 0 ? revealed * widths[index] / total : 0)
            let x = edge == .trailing ? revealed - far - width : far
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            far += width
            // The title (under the image, when there is one, the two centred as a block) in the resting width.
            let parts = button.subviews.filter { $0.intrinsicContentSize.height > 0 }
            let room = min(widths[index], width), left = edge == .trailing ? 0 : width - room
            var y = (bounds.height - parts.reduce(0) { $0 + $1.intrinsicContentSize.height } - CGFloat(parts.count - 1) * 4) / 2
            for part in parts.reversed() {
                let size = part.intrinsicContentSize
                part.frame = CGRect(x: left + (room - size.width) / 2, y: y, width: size.width, height: size.height)
                y += size.height + 4
            }
        }
    }

    /// The action whose button is under `point` (in this view), if any.
    func action(at point: CGPoint) -> Int? {
        buttons.indices.first { buttons[$0].frame.width > 0 && buttons[$0].frame.contains(point) }
    }
}
