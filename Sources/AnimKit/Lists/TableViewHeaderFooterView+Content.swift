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

    /// When an update was asked for: brings the content configuration up to date for the state (while
    /// ``automaticallyUpdatesContentConfiguration``), then runs ``updateConfiguration(using:)`` and the
    /// ``configurationUpdateHandler``, as UIKit does.
    func updateConfigurationIfNeeded() {
        guard parts.needsConfigurationUpdate else { return }
        parts.needsConfigurationUpdate = false
        let state = configurationState
        if parts.automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
