import Foundation

/// What a configuration is brought up to date for (UIKit's `UIConfigurationState`): the traits of where it is shown,
/// and what a cell or view adds of its own.
public protocol ConfigurationState {
    /// The traits of the view the configuration is shown in.
    var traitCollection: TraitCollection { get set }
}

/// A cell's state as its configurations are updated for it (UIKit's `UICellConfigurationState`, iOS 14): handed to
/// `updateConfiguration(using:)` and the cell's `configurationUpdateHandler` before the cell is shown and after each
/// change of its selection, highlight or editing.
public struct CellConfigurationState: ConfigurationState, Equatable, Sendable {
    /// How a cell is being dragged.
    public enum DragState: Hashable, Sendable {
        /// Not dragged.
        case none
        /// Lifting under the finger.
        case lifting
        /// Carried.
        case dragging
    }

    /// Where a drag stands over the cell.
    public enum DropState: Hashable, Sendable {
        /// No drag goes on over the collection view.
        case none
        /// A drag goes on, not over this cell.
        case notTargeted
        /// A drag would drop onto this cell.
        case targeted
    }

    /// The traits of the cell.
    public var traitCollection: TraitCollection
    /// Whether the cell is disabled (kept: cells here are always enabled).
    public var isDisabled = false
    /// Whether a finger is down on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus (kept: nothing takes focus here).
    public var isFocused = false
    /// Whether its table or collection view is editing.
    public var isEditing = false
    /// Whether an outline's item is expanded (kept).
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being moved by the user.
    public var isReordering = false
    /// How the cell is being dragged.
    public var cellDragState = DragState.none
    /// Where a drag stands over the cell.
    public var cellDropState = DropState.none

    /// A state with `traitCollection` and nothing else set.
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }
}

/// UIKit's name for what a configuration is updated for.
public typealias UIConfigurationState = ConfigurationState
/// UIKit's name for a cell's configuration state.
public typealias UICellConfigurationState = CellConfigurationState
