import Foundation

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
public enum ModalPresentationStyle: Int, Sendable {
    /// The whole screen; the presenter's view is taken away once it is covered.
    case fullScreen = 0
    /// A card over the presenter, which shrinks back under a dimming layer (iOS 13 and later).
    case pageSheet = 1
    /// On a phone, as a page sheet.
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
    /// A popover; on a phone (compact width) it is shown as a form sheet, as iOS 13 and later show it.
    case popover = 7
    /// No adaptation (a presentation controller's answer to `adaptivePresentationStyle`).
    case none = -1
    /// The system's choice: a page sheet on a phone.
    case automatic = -2

    /// The style used: `.automatic` and `.formSheet` are page sheets on a phone; the current context is the window's
    /// (a scene's root defines it); a popover is a sheet.
    var resolved: ModalPresentationStyle {
        switch self {
        // A popover on a phone's compact width is shown as a form sheet, as iOS 13 and later show it.
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
