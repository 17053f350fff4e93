import Foundation

/// What an app's delegate answers (also spelled `UIApplicationDelegate`): here, the window it keeps.
///
/// UIKit declares `window` as an optional requirement of an Objective-C protocol, so code reads it through the
/// delegate as a double optional (`UIApplication.shared.delegate!.window!!`); this protocol's ``window`` reads the
/// same way: the conforming type's own `window` property when it has one, else the key window.
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {}

extension ApplicationDelegate {
    /// The delegate's window: a stored `window` of the conforming type (found by reflection, as no runtime names it),
    /// else the app's key window; read as UIKit's optional requirement reads, a double optional.
    public var window: Window?? {
        for child in Mirror(reflecting: self).children where child.label == "window" {
            if let window = child.value as? Window? { return .some(window) }
        }
        return .some(Application.shared.keyWindow)
    }
}

/// UIKit's name for the app's delegate.
public typealias UIApplicationDelegate = ApplicationDelegate

/// The delegate an app has when its code set none: a scene shown here has no app delegate of its own.
@MainActor
final class HostingApplicationDelegate: ApplicationDelegate {
    static let shared = HostingApplicationDelegate()
}

extension Application {
    /// The app's delegate: one that answers the key window, unless code set its own.
    public var delegate: (any ApplicationDelegate)? {
        get { ownDelegate ?? HostingApplicationDelegate.shared }
        set { ownDelegate = newValue }
    }

    /// The status bar's style, as the controller on screen prefers it (apps' status bar appearance is their
    /// controllers', UIKit's default since iOS 7).
    public var statusBarStyle: StatusBarStyle {
        guard let root = keyWindow?.rootViewController else { return .default }
        return root.statusBarController(following: \.childForStatusBarStyle).preferredStatusBarStyle
    }

    /// Deprecated in UIKit and without effect when controllers decide the status bar's appearance (the default, and
    /// the only way here): use `preferredStatusBarStyle` and `setNeedsStatusBarAppearanceUpdate()`.
    public func setStatusBarStyle(_ style: StatusBarStyle, animated: Bool) {}
}
