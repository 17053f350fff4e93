import Foundation

/// A view's state as its configurations are updated for it (UIKit's `UIViewConfigurationState`, iOS 14): what a
/// table's header or footer view hands to `updateConfiguration(using:)` and its `configurationUpdateHandler`.
public struct ViewConfigurationState: ConfigurationState, Equatable, Sendable {
    /// The traits of the view.
    public var traitCollection: TraitCollection
    /// Whether the view is disabled (kept: a header or footer here is never disabled).
    public var isDisabled = false
    /// Whether a finger is down on the view (kept: a header or footer here takes no highlight).
    public var isHighlighted = false
    /// Whether the view is selected (kept: a header or footer here is never selected).
    public var isSelected = false
    /// Whether the view has the focus (kept: nothing takes focus here).
    public var isFocused = false

    /// A state with `traitCollection` and nothing else set.
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }
}

/// UIKit's name for a view's configuration state.
public typealias UIViewConfigurationState = ViewConfigurationState
