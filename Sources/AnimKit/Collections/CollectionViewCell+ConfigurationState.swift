import Foundation

/// A collection cell's configuration state (iOS 14): what ``CollectionViewCell/updateConfiguration(using:)`` is given,
/// and when it is called.
extension CollectionViewCell {
    /// The state as it is now: the cell's traits, selection and highlight, and whether its collection view edits.
    var currentConfigurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        (state.isSelected, state.isHighlighted) = (isSelected, isHighlighted)
        (state.isEditing, state.isExpanded) = (parts.isEditing, parts.isExpanded)
        return state
    }

    /// Tells the cell whether its collection view edits (a change is a new state to update the configuration for).
    func showEditingState(_ editing: Bool) {
        guard editing != parts.isEditing else { return }
        parts.isEditing = editing
        setNeedsUpdateConfiguration()
    }

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

/// A collection cell's settings and made parts, kept as one value.
@MainActor
struct CollectionCellParts {
    var backgroundView: View?
    var selectedBackgroundView: View?
    var configuration: (any ContentConfiguration)?
    var configuredView: (View & ContentView)?
    var isSelected = false
    var isHighlighted = false
    /// Whether the collection view showing the cell edits.
    var isEditing = false
    /// Whether the cell's item shows its children (a section snapshot's expanded parent).
    var isExpanded = false
    /// Whether ``CollectionViewCell/updateConfiguration(using:)`` is due at the next layout: a new cell's is.
    var needsConfigurationUpdate = true
    var configurationUpdateHandler: CollectionViewCell.ConfigurationUpdateHandler?
    var backgroundConfiguration: BackgroundConfiguration?
    var automaticallyUpdatesBackgroundConfiguration = true
    var automaticallyUpdatesContentConfiguration = true
    /// Where ``backgroundConfiguration`` is drawn, while there is one.
    var backgroundConfigurationView: BackgroundConfigurationView?
}
