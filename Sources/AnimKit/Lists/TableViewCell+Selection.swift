import Foundation

/// Whether a cell shows as highlighted (a finger on it) or selected.
struct CellSelectionState: Equatable {
    /// Selected: the grey stays until deselected.
    var isSelected = false
    /// Highlighted: the grey shows while a finger is down.
    var isHighlighted = false
}

/// Selection and highlight: the system grey behind the content, faded in and out.
extension TableViewCell {
    /// How long an animated selection or deselection fades the grey (AnimKit's timing; iOS publishes none).
    static let selectionFadeDuration: TimeInterval = 0.25

    /// The content view's margins until the code sets its own: 11 points above and below — a line of body text in
    /// them is the standard 44-point row — and the built-in labels' inset at the sides, as iOS gives a cell's content
    /// view (Apple documents only the 8-point default of other views).
    static let contentMargins = UIEdgeInsets(top: 11, left: CellBuiltIns.margin, bottom: 11, right: CellBuiltIns.margin)

    /// Shows the grey while the row is selected or highlighted (never with the `.none` style).
    func showSelection(animated: Bool) {
        // A background configuration shows the selection itself.
        let shown =
            (selectionState.isSelected || selectionState.isHighlighted) && selectionStyle != .none
            && settings.backgroundConfiguration == nil
        guard shown || (selectedBackgroundView ?? builtIns.selectionFill) != nil else { return }
        let fill = selectionBackground
        guard animated else {
            View.performWithoutAnimation { fill.alpha = shown ? 1 : 0 }
            return
        }
        View.animate(withDuration: TableViewCell.selectionFadeDuration) { fill.alpha = shown ? 1 : 0 }
    }

    /// The view that shows selection: the one set, or the system grey, made behind the content on first use.
    var selectionBackground: View {
        if let selectedBackgroundView { return selectedBackgroundView }
        if let fill = builtIns.selectionFill { return fill }
        let fill = View(frame: bounds)
        fill.backgroundColor = .systemGray4
        fill.alpha = 0
        fill.accessibilityIdentifier = "selection"
        builtIns.selectionFill = fill
        placeSelectionBackground()
        return fill
    }

    /// Puts the selection's view behind the content (above any background view).
    func placeSelectionBackground() {
        guard let fill = selectedBackgroundView ?? builtIns.selectionFill else { return }
        if fill !== builtIns.selectionFill { builtIns.selectionFill?.removeFromSuperview() }
        fill.removeFromSuperview()
        insertSubview(fill, belowSubview: contentView)
        fill.frame = bounds
        if fill === selectedBackgroundView {
            fill.alpha = selectionState.isSelected || selectionState.isHighlighted ? 1 : 0
        }
    }
}

/// A cell's settings, kept in one value so that a checkpoint puts them back without running their setters.
@MainActor
struct CellSettings {
    var accessoryType = TableViewCell.AccessoryType.none
    var accessoryView: View?
    var selectionStyle = TableViewCell.SelectionStyle.default
    var focusStyle = TableViewCell.FocusStyle.default
    var selectedBackgroundView: View?
    var backgroundView: View?
    var contentConfiguration: (any ContentConfiguration)?
    var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether ``TableViewCell/updateConfiguration(using:)`` is due at the next layout: a new cell's is.
    var needsConfigurationUpdate = true
    var configurationUpdateHandler: TableViewCell.ConfigurationUpdateHandler?
    var backgroundConfiguration: BackgroundConfiguration?
    var automaticallyUpdatesBackgroundConfiguration = true
    var automaticallyUpdatesContentConfiguration = true
    /// Where ``backgroundConfiguration`` is drawn, while there is one.
    var backgroundConfigurationView: BackgroundConfigurationView?
}

extension TableViewCell {
    /// How the row looks focused by a keyboard or remote (UIKit's `UITableViewCell.FocusStyle`).
    public enum FocusStyle: Int, Sendable {
        case `default`, custom
    }

    /// How the row looks focused (kept: rows are not focused here).
    public var focusStyle: FocusStyle {
        get { settings.focusStyle }
        set { settings.focusStyle = newValue }
    }
}
