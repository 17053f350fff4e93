import Foundation

/// A cell's content configuration, and the height its content needs.
extension TableViewCell {
    /// A list configuration for this cell's style, to fill in and set as ``contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// Shows the configuration: the view it made last time takes it again if it can, or a new view fills the content
    /// view.
    func showConfiguration() {
        ConfiguredContent.show(contentConfiguration, in: contentView, keeping: &builtIns.configuredView)
        setNeedsLayout()
    }

    /// The height a self-sizing row gives the cell at `width`: its ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// with the width fixed, as UIKit's table asks it — a subclass's override included.
    func selfSizedHeight(width: CGFloat) -> CGFloat {
        let target = CGSize(width: width, height: View.layoutFittingCompressedSize.height)
        return systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    /// The height the row needs at `width`: what the content view's constraints fit (a self-sizing cell), or what
    /// the configuration or the built-in labels need — 44 points at least for those.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let contentWidth = max(width - accessoryRoom, 0)
        if contentView.subtree.contains(where: { !$0.constraints.isEmpty }) {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: View.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return fitted.height
        }
        if let list = builtIns.configuredView as? ListContentView { return list.fittingHeight(width: contentWidth) }
        return builtIns.fittingHeight(style: style, width: contentWidth)
    }
}
