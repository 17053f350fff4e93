import Foundation

/// A view's appearance, light or dark, as UIKit's: its own ``View/overrideUserInterfaceStyle``, else its superview's,
/// else the screen's. Dynamic colours follow it — the background at once (the layer holds the resolved colour, as
/// UIKit's does), everything else as it is drawn — and a change tells the views it reaches, with the traits before.
extension View {
    /// No intrinsic size in this direction (−1, as UIKit's `UIView.noIntrinsicMetric`).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The appearance the view is shown in: the nearest override up the tree, else the screen's.
    var effectiveUserInterfaceStyle: UserInterfaceStyle {
        var current: View? = self
        while let view = current {
            if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
            current = view.superview
        }
        return Screen.userInterfaceStyle
    }

    /// Sets the background: a dynamic colour is kept, and the layer gets it resolved for the view's appearance.
    func setBackgroundColor(_ color: Color?) {
        backgroundChoice = color.map { $0.isDynamic ? .dynamic($0) : .held } ?? .none
        let shown = color.map {
            $0.isDynamic ? $0.resolvedColor(with: TraitCollection(userInterfaceStyle: effectiveUserInterfaceStyle)) : $0
        }
        update(ViewProperty.BackgroundColor.self, to: shown ?? .clear)
    }

    /// The override changed from `old`: the views it reaches are shown in another appearance when it changed theirs.
    func overrideStyleChanged(from old: UserInterfaceStyle) {
        // A checkpoint putting the override back puts the colours back itself, and tells no one: nothing changed then.
        guard old != overrideUserInterfaceStyle, !AnimationEngine.isRestoringCheckpoint else { return }
        appearanceMayHaveChanged(from: old != .unspecified ? old : superview?.effectiveUserInterfaceStyle ?? Screen.userInterfaceStyle)
        // The status bar's default ink follows the appearance of the controller choosing its style.
        window?.updateStatusBar()
    }

    /// The view was shown in `old` until now (it moved, or an override changed): when that is not its appearance any
    /// more, its colours and its subviews' follow, and each is told (``traitCollectionDidChange(_:)``).
    package func appearanceMayHaveChanged(from old: UserInterfaceStyle) {
        let now = effectiveUserInterfaceStyle
        guard now != old else { return }
        appearanceChanged(from: old, to: now)
    }

    private func appearanceChanged(from old: UserInterfaceStyle, to now: UserInterfaceStyle) {
        if case .dynamic(let dynamic) = backgroundChoice {
            update(ViewProperty.BackgroundColor.self, to: dynamic.resolvedColor(with: TraitCollection(userInterfaceStyle: now)))
        }
        if drawnContent != nil { setNeedsDisplay() }
        var previous = traitCollection
        previous.userInterfaceStyle = old
        // Code that resolves colours as it is told (`layer.borderColor = UIColor.separator.cgColor`) gets the new ones.
        tellTraitsChanged(from: previous)
        for subview in subviews where subview.overrideUserInterfaceStyle == .unspecified {
            subview.appearanceChanged(from: old, to: now)
        }
    }
}

@MainActor
extension Screen {
    /// The appearance views are shown in unless they override it: light, as a device is by default, or what the
    /// previewer was asked for (`animview play --appearance dark`).
    package static var userInterfaceStyle = UserInterfaceStyle.light
}

extension UserInterfaceStyle {
    /// The environment variable through which `animview play --appearance` hands the appearance to the program.
    package static let environmentVariable = "ANIMVIEW_APPEARANCE"

    /// The appearance `--appearance` names (`light` or `dark`), or `nil`.
    package static func previewed(named name: String) -> UserInterfaceStyle? {
        switch name {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }
}
