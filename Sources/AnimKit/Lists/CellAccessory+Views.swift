import Foundation

/// A list cell's accessories as views: made when ``CollectionViewListCell/accessories`` is set, placed by each layout
/// pass — the trailing ones from 16 points in from the right edge, the first outermost, 10 points apart; the leading
/// ones likewise from the left — with the content view narrowed to the room between them.
extension CollectionViewListCell {
    /// The spacing from the edges and between accessories.
    static let accessoryEdge: CGFloat = 16
    static let accessorySpacing: CGFloat = 10

    /// Makes the views of the accessories that show, in editing mode or out of it (``showsEditing``), in place of the
    /// last ones.
    func rebuildAccessoryViews() {
        for (view, _) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.shows(editing: showsEditing) }.map { ($0.makeView(), $0.isLeading) }
        for (view, _) in accessoryViews { addSubview(view) }
        turnOutlineMarks(animated: false)
        setNeedsLayout()
    }

    /// The room the accessories take at each edge (their widths, the spacing and the edge's 16 points).
    var accessoryRoom: (leading: CGFloat, trailing: CGFloat) {
        func room(_ views: [View]) -> CGFloat {
            views.isEmpty
                ? 0
                : views.reduce(0) { $0 + $1.bounds.width + CollectionViewListCell.accessorySpacing } + CollectionViewListCell.accessoryEdge
        }
        return (room(accessoryViews.filter(\.leading).map(\.view)), room(accessoryViews.filter { !$0.leading }.map(\.view)))
    }

    /// Puts each accessory in its place, centred on the row's height, and the content view between them.
    func placeAccessories() {
        let size = bounds.size
        let indent = self.indent, accessoryIndent = indentsAccessories ? indent : 0
        var leadingX = CollectionViewListCell.accessoryEdge + accessoryIndent, trailingX = size.width - CollectionViewListCell.accessoryEdge
        for (view, leading) in accessoryViews {
            let width = view.bounds.width, height = view.bounds.height, y = (size.height - height) / 2
            if leading {
                view.frame = CGRect(x: leadingX, y: y, width: width, height: height)
                leadingX += width + CollectionViewListCell.accessorySpacing
            } else {
                trailingX -= width
                view.frame = CGRect(x: trailingX, y: y, width: width, height: height)
                trailingX -= CollectionViewListCell.accessorySpacing
            }
        }
        let room = accessoryRoom
        contentView.frame = CGRect(
            x: room.leading + indent, y: 0, width: Swift.max(size.width - room.leading - room.trailing - indent, 0), height: size.height)
        parts.configuredView?.frame = contentView.bounds
    }
}

extension UICellAccessory {
    /// The view that draws the accessory, sized to it.
    @MainActor
    func makeView() -> View {
        let view: View
        switch kind {
        case .disclosureIndicator: view = AccessoryMark(type: .disclosureIndicator)
        case .outlineDisclosure:
            // With no handler of its own, a tap folds or unfolds the row's children (a section snapshot's), as in UIKit.
            view = tappable(AccessoryMark(type: .disclosureIndicator)) { $0.toggleOutlineOfItem() }
        case .checkmark: view = AccessoryMark(type: .checkmark)
        case .detail: view = tappable(AccessoryMark(type: .detailButton))
        case .label(let text, let font):
            let label = Label()
            (label.text, label.font, label.textColor) = (text, font ?? .systemFont(ofSize: 17), options.tintColor ?? .secondaryLabel)
            label.sizeToFit()
            view = label
        case .custom(let custom, _):
            if custom.bounds.size == .zero { custom.frame.size = custom.intrinsicContentSize }
            view = custom
        case .delete:
            // With no handler of its own, a tap opens the row on its trailing swipe actions (Delete), as in UIKit.
            view = tappable(UICellAccessory.circle(.systemRed, marks: [.minus])) { $0.openTrailingActionsOfItem() }
        case .insert: view = tappable(UICellAccessory.circle(.systemGreen, marks: [.minus, .bar]))
        case .multiselect:
            view = UICellAccessory.circle(.clear, marks: [])
            (view.layer.borderWidth, view.layer.borderColor) = (1.5, Color.tertiaryLabel.cgColor)
        case .reorder:
            view = View(frame: CGRect(x: 0, y: 0, width: 18, height: 12))
            for row in 0..<3 {
                let line = View(frame: CGRect(x: 0, y: CGFloat(row) * 5, width: 18, height: 2))
                line.backgroundColor = .tertiaryLabel
                view.addSubview(line)
            }
        }
        if let tint = options.tintColor { view.tintColor = tint }
        return view
    }

    /// A 22-point circle of `color` with white strokes across (`.minus`) and down (`.bar`) it.
    @MainActor
    private static func circle(_ color: Color, marks: [CircleMark]) -> View {
        let circle = View(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        (circle.backgroundColor, circle.layer.cornerRadius) = (color, 11)
        for mark in marks {
            let stroke = View(frame: mark == .minus ? CGRect(x: 6, y: 10, width: 10, height: 2) : CGRect(x: 10, y: 6, width: 2, height: 10))
            stroke.backgroundColor = .white
            circle.addSubview(stroke)
        }
        return circle
    }

    private enum CircleMark { case minus, bar }

    /// `mark` inside a button of its size that runs the accessory's action when tapped (or, with none, `otherwise` with
    /// the button).
    @MainActor
    private func tappable(_ mark: View, otherwise: (@MainActor (View) -> Void)? = nil) -> View {
        let button = Button(type: .custom)
        button.frame = mark.bounds
        mark.isUserInteractionEnabled = false
        button.addSubview(mark)
        if let action {
            button.addAction(Action { _ in action() }, for: .touchUpInside)
        } else if let otherwise {
            button.addAction(Action { [weak button] _ in if let button { otherwise(button) } }, for: .touchUpInside)
        }
        return button
    }
}
