import Foundation

/// The mark a cell's accessory type draws at its right: a chevron, a checkmark, an info button, or both of the
/// last and the first — stroked through the drawing context, as UIKit draws its symbols.
@preconcurrency @MainActor
final class AccessoryMark: View {
    /// Which mark.
    let type: TableViewCell.AccessoryType

    /// The mark for `type`, sized to it.
    init(type: TableViewCell.AccessoryType) {
        self.type = type
        let size: CGSize
        switch type {
        case .none: size = .zero
        case .disclosureIndicator: size = CGSize(width: 8, height: 13)
        case .checkmark: size = CGSize(width: 14, height: 11)
        case .detailButton: size = CGSize(width: 22, height: 22)
        case .detailDisclosureButton: size = CGSize(width: 40, height: 22)
        }
        super.init(frame: CGRect(origin: .zero, size: size))
        accessibilityIdentifier = "accessory"
        isUserInteractionEnabled = false
    }

    /// No mark comes from an archive.
    required init?(coder: NSCoder) { nil }

    /// Strokes the mark: the chevron in grey, the checkmark and the info button in the tint colour.
    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: chevron(at: 0)
        case .checkmark:
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 1, y: 6))
            check.addLine(to: CGPoint(x: 5, y: 10))
            check.addLine(to: CGPoint(x: 13, y: 1))
            stroke(check, in: tintColor)
        case .detailButton: info(at: 0)
        case .detailDisclosureButton:
            info(at: 0)
            chevron(at: 32)
        }
    }

    /// A chevron 8 points wide from `x`.
    private func chevron(at x: CGFloat) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1, y: (bounds.height - 13) / 2 + 1))
        path.addLine(to: CGPoint(x: x + 7, y: bounds.height / 2))
        path.addLine(to: CGPoint(x: x + 1, y: (bounds.height + 13) / 2 - 1))
        stroke(path, in: .tertiaryLabel)
    }

    /// A circled "i" 22 points across from `x`.
    private func info(at x: CGFloat) {
        let ring = UIBezierPath(ovalIn: CGRect(x: x + 1, y: 1, width: 20, height: 20))
        ring.lineWidth = 1.5
        tintColor.setStroke()
        ring.stroke()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: x + 11, y: 9.5))
        stem.addLine(to: CGPoint(x: x + 11, y: 16))
        stroke(stem, in: tintColor)
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: x + 10, y: 5, width: 2, height: 2)).fill()
    }

    /// Strokes `path` 2 points wide with round ends in `color`.
    private func stroke(_ path: UIBezierPath, in color: Color) {
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
