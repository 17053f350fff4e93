import Foundation

/// The control state a button title is set for (UIKit's `UIControl.State`); AnimKit buttons have one look.
public struct ControlState: OptionSet, Sendable {
    /// The state bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = ControlState([])
}

/// A view with a title that runs actions when tapped (also spelled `UIButton`).
@preconcurrency @MainActor
open class Button: View {
    /// The title shown.
    public var title: String?
    /// The colour of the title.
    public var titleColor: Color = .systemBlue
    /// The title's font.
    public var font: Font = .systemFont(ofSize: 17)
    private var tapActions: [@MainActor () -> Void] = []

    /// Sets the title, UIKit-style.
    public func setTitle(_ title: String?, for state: ControlState) {
        self.title = title
    }

    /// Sets the title colour, UIKit-style.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColor = color ?? .systemBlue
    }

    /// Adds an action to run on every tap, after those already added.
    public func addTapAction(_ action: @escaping @MainActor () -> Void) {
        tapActions.append(action)
    }

    /// Runs the tap actions, as a finger lifting inside the button would.
    public func sendTap() {
        for action in tapActions { action() }
    }
}

/// UIKit's name for a button.
public typealias UIButton = Button
