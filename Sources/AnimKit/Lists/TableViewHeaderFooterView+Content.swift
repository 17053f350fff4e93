import Foundation

/// A header's or footer's content configuration, shown as a cell's is.
extension TableViewHeaderFooterView {
    /// Shows the configuration: the view it made last time takes it again if it can, or a new view fills the content
    /// view.
    func showConfiguration() {
        guard let configuration = parts.contentConfiguration else {
            parts.configuredView?.removeFromSuperview()
            parts.configuredView = nil
            return
        }
        if let view = parts.configuredView, type(of: view.configuration) == type(of: configuration) {
            view.configuration = configuration
        } else {
            parts.configuredView?.removeFromSuperview()
            let view = configuration.makeContentView()
            parts.configuredView = view
            contentView.addSubview(view)
        }
        parts.configuredView?.frame = contentView.bounds
        setNeedsLayout()
    }

    /// The height a list configuration's content needs at `width`, when the view shows one.
    func configuredHeight(width: CGFloat) -> CGFloat? { (parts.configuredView as? ListContentView)?.fittingHeight(width: width) }
}
