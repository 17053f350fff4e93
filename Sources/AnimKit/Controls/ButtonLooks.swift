import Foundation

/// What a button shows in each state: titles, their colours, images and background images, each set for a state
/// (``Button/setTitle(_:for:)`` and the rest) and shown in any state that has none of its own from the normal one.
struct ButtonLooks: Equatable {
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: Color] = [:]
    var images: [UInt: Image] = [:]
    var backgroundImages: [UInt: Image] = [:]
    var symbolConfigurations: [UInt: Image.SymbolConfiguration] = [:]
}

extension Dictionary where Key == UInt {
    /// The value set for `state`, else — for a highlighted, selected or disabled state without one — the value of the
    /// state without its highlight, then the normal state's, as UIKit falls back.
    func shown(in state: Control.State) -> Value? {
        if let own = self[state.rawValue] { return own }
        let unhighlighted = state.subtracting(.highlighted)
        return self[unhighlighted.rawValue] ?? self[Control.State.normal.rawValue]
    }
}

extension Button {
    /// The title shown now: the one set for the state, else a configuration's.
    public var currentTitle: String? { title(for: state) ?? shownConfiguration?.title }
    /// The title colour shown now.
    public var currentTitleColor: Color { titleColor(for: state) ?? defaultTitleColor }
    /// The image shown now (a symbol drawn with the state's preferred configuration).
    public var currentImage: Image? { image(for: state)?.configured(by: preferredSymbolConfigurationForImage(in: state)) }

    /// Sets how a symbol image is drawn in `state` (iOS 13).
    public func setPreferredSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, forImageIn state: Control.State) {
        looks.symbolConfigurations[state.rawValue] = configuration
        invalidateIntrinsicContentSize()
    }

    /// How a symbol image is drawn in `state`, else in the normal state.
    public func preferredSymbolConfigurationForImage(in state: Control.State) -> Image.SymbolConfiguration? {
        looks.symbolConfigurations.shown(in: state)
    }
    /// The background image shown now.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The title's colour when none was set: white for a custom button, the tint colour otherwise, as a system
    /// button's title is tinted.
    var defaultTitleColor: Color { buttonType == .custom ? .white : (tintColor ?? .systemBlue) }

    /// The label shows the state's title and colour: called when the state changes.
    func showLooksForState() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
    }
}

extension Button {
    /// The title shown now: the one set for the button's state, else the normal one.
    package var title: String? {
        get { currentTitle }
        set { setTitle(newValue, for: .normal) }
    }

    /// The colour of the title shown now.
    package var titleColor: Color {
        get { currentTitleColor }
        set { setTitleColor(newValue, for: .normal) }
    }

    /// The title's font; a change makes Auto Layout read the button's intrinsic size again.
    package var font: Font {
        get { titleLabel?.font ?? .systemFont(ofSize: 17) }
        set {
            titleLabel?.font = newValue
            invalidateIntrinsicContentSize()
        }
    }
}
