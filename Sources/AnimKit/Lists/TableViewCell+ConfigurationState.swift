import Foundation

/// A table cell's configuration state (iOS 14): what ``TableViewCell/updateConfiguration(using:)`` is given, and when
/// it is called.
extension TableViewCell {
    /// What a ``configurationUpdateHandler`` is given.
    public typealias ConfigurationUpdateHandler = @MainActor (TableViewCell, CellConfigurationState) -> Void

    /// The state as it is now: the cell's traits, selection, highlight and editing.
    var currentConfigurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        (state.isSelected, state.isHighlighted, state.isEditing) = (isSelected, isHighlighted, isEditing)
        return state
    }

    /// When an update was asked for: brings the content configuration up to date for the state (while
    /// ``automaticallyUpdatesContentConfiguration``), then runs ``updateConfiguration(using:)`` and the
    /// ``configurationUpdateHandler``, as UIKit does.
    func updateConfigurationIfNeeded() {
        guard settings.needsConfigurationUpdate else { return }
        settings.needsConfigurationUpdate = false
        let state = configurationState
        if settings.automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
