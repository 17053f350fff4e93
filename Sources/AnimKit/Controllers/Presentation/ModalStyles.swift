import Foundation

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
public enum ModalPresentationStyle: Int, Sendable {
    /// The whole screen; the presenter's view is taken away once it is covered.
    case fullScreen = 0
    /// On a phone, a card over the presenter, which shrinks back under a dimming layer (iOS 13 and later); on a pad,
    /// a centred card the size of a page over the dimmed screen.
    case pageSheet = 1
    /// On a pad, a centred card the size of the presented controller's `preferredContentSize`; on a phone, as a page
    /// sheet.
    case formSheet = 2
    /// Placed by a custom transition's animator; the presenter's view stays.
    case custom = 4
    /// The whole screen, the presenter's view staying underneath (for a see-through presented view).
    case overFullScreen = 5
    /// Over the controller that defines the presentation context; with none defining one, the root's: the whole
    /// window, the presenter's view removed.
    case currentContext = 3
    /// The same, the presenter's view staying underneath.
    case overCurrentContext = 6
    /// A popover anchored by its arrow (see ``PopoverPresentationController``); on a phone (a compact width) it is
    /// shown as a sheet, as iOS 13 and later show it, unless the presentation's delegate keeps it a popover.
    case popover = 7
    /// No adaptation (a presentation controller's answer to `adaptivePresentationStyle`).
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2

    /// The kind of presentation controller the style takes: `.automatic`, `.formSheet` and `.popover` are sheets
    /// (the sheet's controller shows each as the width it is in asks, ``SheetShape``); the current context is the
    /// window's (a scene's root defines it).
    var resolved: ModalPresentationStyle {
        switch self {
        case .automatic, .formSheet, .popover: .pageSheet
        case .currentContext, .none: .fullScreen
        case .overCurrentContext: .overFullScreen
        default: self
        }
    }
}

/// How a presentation moves (UIKit's `UIModalTransitionStyle`).
public enum ModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom.
    case coverVertical = 0
    /// The presenter's view turns over from the right, in perspective, the presented view on its back; dismissing turns
    /// it back from the left.
    case flipHorizontal = 1
    /// The presented view fades in.
    case crossDissolve = 2
}

/// UIKit's names for the presentation styles.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's name for the transition styles.
public typealias UIModalTransitionStyle = ModalTransitionStyle

/// Where a controller is between appearing and disappearing: `inHierarchy` is appearing, told `viewIsAppearing(_:)`.
enum AppearanceState {
    case disappeared, appearing, inHierarchy, appeared, disappearing
}

/// A presentation under way, for `isBeingPresented` and `isBeingDismissed`.
enum PresentationPhase {
    case presenting, dismissing
}
