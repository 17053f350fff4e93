import Foundation

/// A row's background views and background configuration, which exclude each other as UIKit's documentation says.
extension TableViewCell {
    /// Puts `view` in as the background (`selected`: the selection's), taking the configuration away when it is a view.
    func setBackgroundView(_ view: View?, selected: Bool) {
        if view != nil { backgroundConfiguration = nil }
        if selected {
            settings.selectedBackgroundView?.removeFromSuperview()
            settings.selectedBackgroundView = view
            placeSelectionBackground()
        } else {
            settings.backgroundView?.removeFromSuperview()
            settings.backgroundView = view
            if let view { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    /// Keeps `configuration` and shows it (or takes its view away); one takes the background colour and views away,
    /// and hides the built-in grey of selection.
    func setBackgroundConfiguration(_ configuration: BackgroundConfiguration?) {
        settings.backgroundConfiguration = configuration
        if configuration != nil {
            backgroundColor = nil
            if settings.backgroundView != nil { backgroundView = nil }
            if settings.selectedBackgroundView != nil { selectedBackgroundView = nil }
            builtIns.selectionFill?.alpha = 0
        } else {
            settings.backgroundConfigurationView?.removeFromSuperview()
            settings.backgroundConfigurationView = nil
        }
        setNeedsLayout()
    }

    /// Draws the configuration for the row's state now, brought up to date for it first (and kept so) unless the
    /// row does not update it automatically.
    func showBackgroundConfiguration() {
        guard var configuration = settings.backgroundConfiguration else { return }
        if settings.automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration.updated(for: configurationState)
            settings.backgroundConfiguration = configuration
        }
        BackgroundConfigurationView.show(configuration, in: self, keeping: &settings.backgroundConfigurationView)
    }

    /// The table the row is in, if any.
    var enclosingTable: TableView? {
        var view = superview
        while let current = view, !(current is TableView) { view = current.superview }
        return view as? TableView
    }
}
