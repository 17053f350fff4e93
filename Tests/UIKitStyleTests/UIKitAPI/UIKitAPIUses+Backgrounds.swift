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

/// A chat bubble's text view: a styled run, and a cursor of its own placed at the caret.
@MainActor
func useTextViewInputAPI() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
    let text = NSMutableAttributedString(string: "Hi there", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 3, length: 5))
    // api: UITextView.attributedText
    view.attributedText = text
    // api: UITextView.selectedRange
    view.selectedRange = NSRange(location: 0, length: 2)
    // api: UITextView.endOfDocument
    // api: UITextView.position(from:offset:)
    if let end = view.position(from: view.endOfDocument, offset: 0) {
        let cursor = UIView()
        // api: UITextView.caretRect(for:)
        cursor.frame = view.caretRect(for: end)
        view.addSubview(cursor)
    }
}
