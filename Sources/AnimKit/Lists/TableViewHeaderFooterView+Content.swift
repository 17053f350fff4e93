import Foundation

/// A header's or footer's content configuration, shown as a cell's is.
extension TableViewHeaderFooterView {
    /// Shows the configuration: the view it made last time takes it again if it can, or a new view fills the content
    /// view.
    func showConfiguration() {
        ConfiguredContent.show(parts.contentConfiguration, in: contentView, keeping: &parts.configuredView)
        setNeedsLayout()
    }

    /// The height a list configuration's content needs at `width`, when the view shows one.
    func configuredHeight(width: CGFloat) -> CGFloat? { (parts.configuredView as? ListContentView)?.fittingHeight(width: width) }
}
