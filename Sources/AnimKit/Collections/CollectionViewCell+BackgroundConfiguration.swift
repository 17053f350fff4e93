import Foundation

/// A cell's background configuration, drawn in a view of its own behind everything else in the cell.
extension CollectionViewCell {
    /// Keeps `configuration` and shows it (or takes the view away); a configuration replaces the background colour
    /// and views, as UIKit's documentation says.
    func setBackgroundConfiguration(_ configuration: BackgroundConfiguration?) {
        parts.backgroundConfiguration = configuration
        if configuration != nil {
            backgroundColor = nil
            if parts.backgroundView != nil { backgroundView = nil }
            if parts.selectedBackgroundView != nil { selectedBackgroundView = nil }
        } else {
            parts.backgroundConfigurationView?.removeFromSuperview()
            parts.backgroundConfigurationView = nil
        }
        setNeedsLayout()
    }

    /// Draws the configuration for the cell's state now: brought up to date for it first (and kept so) unless the
    /// cell does not update it automatically.
    func showBackgroundConfiguration() {
        guard var configuration = parts.backgroundConfiguration else { return }
        if parts.automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration.updated(for: configurationState)
            parts.backgroundConfiguration = configuration
        }
        BackgroundConfigurationView.show(configuration, in: self, keeping: &parts.backgroundConfigurationView)
    }
}
