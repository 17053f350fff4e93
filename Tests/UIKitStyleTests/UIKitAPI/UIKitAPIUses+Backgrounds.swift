import AnimKit
import Foundation

/// Backgrounds as iOS 14 configures them: a list style customised, updated for the cell's state, on collection and
/// table cells; a monospaced font for figures.
@MainActor
func useBackgroundAPI() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    // api: UIBackgroundConfiguration.listPlainCell()
    var background = UIBackgroundConfiguration.listPlainCell()
    background.cornerRadius = 12
    // api: UIBackgroundConfiguration.backgroundColorTransformer
    // api: UIConfigurationColorTransformer.grayscale
    background.backgroundColorTransformer = .grayscale
    // api: UIBackgroundConfiguration.customView
    background.customView = UIView()
    // api: UICollectionViewCell.backgroundConfiguration
    cell.backgroundConfiguration = background
    // api: UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.configurationUpdateHandler = { cell, state in
        // api: UIBackgroundConfiguration.listGroupedCell()
        // api: UIBackgroundConfiguration.updated(for:)
        var updated = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        // api: UIBackgroundConfiguration.resolvedBackgroundColor(for:)
        updated.backgroundColor = updated.resolvedBackgroundColor(for: cell.tintColor)
        cell.backgroundConfiguration = updated
    }
    // api: UICollectionViewCell.defaultBackgroundConfiguration()
    _ = cell.defaultBackgroundConfiguration()
    cell.layoutIfNeeded()
    let row = UITableViewCell(style: .default, reuseIdentifier: "row")
    // api: UITableViewCell.backgroundConfiguration
    // api: UIBackgroundConfiguration.listCell()
    row.backgroundConfiguration = .listCell()
    let label = UILabel()
    // api: UIFont.monospacedSystemFont(ofSize:weight:)
    label.font = .monospacedSystemFont(ofSize: 15, weight: .regular)
}
