import Foundation

/// A cell's built-in title, detail, image and accessory mark, made the first time they are asked for, and where
/// each cell style puts them.
@MainActor
struct CellBuiltIns {
    /// The title, once made.
    var titleLabel: Label?
    /// The detail text, once made.
    var detailLabel: Label?
    /// The image, once made.
    var imageView: ImageView?
    /// The mark for the accessory type, when there is one.
    var accessory: View?
    /// The view made by the cell's content configuration.
    var configuredView: (View & ContentView)?
    /// The grey behind a selected row, once the row was first highlighted or selected.
    var selectionFill: View?

    /// The margin from the content's left and right edges, and the room between the image and the text.
    static let margin: CGFloat = 16

    /// The title, made in `cell`'s content view on first use.
    mutating func title(in cell: TableViewCell) -> Label {
        if let titleLabel { return titleLabel }
        let label = title(in: cell.contentView)
        if cell.style == .value2 { (label.font, label.textColor, label.textAlignment) = (.systemFont(ofSize: 15), .systemBlue, .right) }
        return label
    }

    /// The title, made in `holder` on first use.
    mutating func title(in holder: View) -> Label {
        if let titleLabel { return titleLabel }
        let label = Label()
        label.font = .systemFont(ofSize: 17)
        holder.addSubview(label)
        titleLabel = label
        return label
    }

    /// The detail text, made in `cell`'s content view on first use, in its style's font and colour.
    mutating func detail(in cell: TableViewCell) -> Label { detail(in: cell.contentView, style: cell.style) }

    /// The detail text, made in `holder` on first use, in the font and colour of `style`.
    mutating func detail(in holder: View, style: TableViewCell.CellStyle) -> Label {
        if let detailLabel { return detailLabel }
        let label = Label()
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1: (label.font, label.textColor) = (.systemFont(ofSize: 17), .secondaryLabel)
        case .value2, .default: label.font = .systemFont(ofSize: 15)
        }
        holder.addSubview(label)
        detailLabel = label
        return label
    }

    /// The image view, made in `cell`'s content view on first use.
    mutating func image(in cell: TableViewCell) -> ImageView { image(in: cell.contentView) }

    /// The image view, made in `holder` on first use.
    mutating func image(in holder: View) -> ImageView {
        if let imageView { return imageView }
        let view = ImageView()
        holder.insertSubview(view, at: 0)
        imageView = view
        return view
    }

    /// Places the labels and the image inside `bounds` as `style` arranges them: the image at the left margin, the
    /// text after it, centred up and down as one block.
    func arrange(style: TableViewCell.CellStyle, in bounds: CGRect) {
        var left = CellBuiltIns.margin
        if let imageView, let image = imageView.image {
            let side = min(image.size.height, bounds.height)
            let width = image.size.height > 0 ? image.size.width * side / image.size.height : 0
            imageView.frame = CGRect(x: left, y: (bounds.height - side) / 2, width: width, height: side)
            left += width + CellBuiltIns.margin
        }
        let right = bounds.width - CellBuiltIns.margin, width = max(right - left, 0)
        let title = titleLabel.map { ($0, Self.height(of: $0, atWidth: width)) }
        let detail = detailLabel.map { ($0, Self.height(of: $0, atWidth: width)) }
        switch style {
        case .default, .subtitle:
            let total = (title?.1 ?? 0) + (detail?.1 ?? 0)
            var top = (bounds.height - total) / 2
            for (label, height) in [title, detail].compactMap({ $0 }) {
                label.frame = CGRect(x: left, y: top, width: width, height: height)
                top += height
            }
        case .value1:
            if let (label, height) = title {
                label.frame = CGRect(x: left, y: (bounds.height - height) / 2, width: width, height: height)
            }
            if let (label, height) = detail {
                let textWidth = min(label.intrinsicContentSize.width, width)
                label.frame = CGRect(x: right - textWidth, y: (bounds.height - height) / 2, width: textWidth, height: height)
            }
        case .value2:
            let column: CGFloat = 67
            if let (label, height) = title {
                label.frame = CGRect(x: left, y: (bounds.height - height) / 2, width: column, height: height)
            }
            if let (label, height) = detail {
                let x = left + column + 6
                label.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: max(right - x, 0), height: height)
            }
        }
    }

    /// The height the built-in content needs at `width`: its text (wrapped where its labels wrap) and image with 11
    /// points above and below, 44 at least (the height of a standard row).
    func fittingHeight(style: TableViewCell.CellStyle, width: CGFloat) -> CGFloat {
        var textWidth = width - 2 * CellBuiltIns.margin
        if let image = imageView?.image, image.size.height > 0 { textWidth -= image.size.width + CellBuiltIns.margin }
        let title = titleLabel.map { Self.height(of: $0, atWidth: max(textWidth, 0)) } ?? 0
        let detail = detailLabel.map { Self.height(of: $0, atWidth: max(textWidth, 0)) } ?? 0
        let text = style == .subtitle || style == .default ? title + detail : max(title, detail)
        let image = imageView?.image?.size.height ?? 0
        return max(44, max(text, image) + 22)
    }

    /// How tall `label` is at `width`: none without text, its lines wrapped to the width when it wraps.
    private static func height(of label: Label, atWidth width: CGFloat) -> CGFloat {
        guard label.text?.isEmpty == false else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up)
    }
}
