import Foundation

/// The scene that holds the app's windows (also spelled `UIWindowScene`): where code written for iOS 13 and later
/// finds the key window, the interface's orientation and the status bar, and asks to turn the interface (iOS 16's
/// ``requestGeometryUpdate(_:errorHandler:)``).
@preconcurrency @MainActor
open class WindowScene: Scene {
    /// The one scene of the scene previewed, which every window is in unless code moves it.
    public static let previewed = WindowScene()

    /// The app's windows in this scene, the key window last.
    open var windows: [Window] { Application.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: Window? { Application.shared.keyWindow.flatMap { $0.windowScene === self ? $0 : nil } }
    /// The screen the scene is shown on.
    open var screen: Screen { Screen.main }
    /// How the interface is turned.
    open var interfaceOrientation: InterfaceOrientation { Device.current.interfaceOrientation }
    /// The scene's traits: the screen's.
    open var traitCollection: TraitCollection { Screen.main.traitCollection }
    /// The status bar's state in this scene.
    open var statusBarManager: StatusBarManager? { StatusBarManager() }

    /// Asks for the interface to be shown in one of the orientations `geometryPreferences` allows: when the
    /// interface is turned otherwise, it turns — to the device's way if that is allowed, else to the first of
    /// landscape right, landscape left, portrait and upside down that is — with the animation the device's turn
    /// has; the device itself is not turned. When the key window's deciding controller supports none of them,
    /// `errorHandler` is called with the reason and nothing turns.
    open func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else { return }
        let deciding = Application.shared.windowsOfRunningScene.last?.rootViewController?.orientationDecider
        let supported = deciding?.supportedInterfaceOrientations ?? .all
        let allowed = preferences.interfaceOrientations.intersection(supported)
        guard !allowed.isEmpty else {
            errorHandler?(GeometryUpdateError(reason: "None of the requested orientations are supported by the view controller."))
            return
        }
        Device.current.turnInterface(within: allowed)
    }

    /// What a scene's geometry should be (UIKit's `UIWindowScene.GeometryPreferences`): on iPhone and iPad, ``iOS``.
    @preconcurrency @MainActor
    open class GeometryPreferences {
        /// Preferences with nothing asked.
        public init() {}

        /// The orientations the interface may be shown in (UIKit's `UIWindowScene.GeometryPreferences.iOS`, named as
        /// UIKit names it).
        // swift-format-ignore: TypeNamesShouldBeCapitalized
        @preconcurrency @MainActor
        open class iOS: GeometryPreferences {
            /// The orientations asked for.
            open var interfaceOrientations: InterfaceOrientationMask

            /// Asks for the interface in one of `interfaceOrientations`.
            public init(interfaceOrientations: InterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
            }

            /// Asks for nothing in particular (every orientation).
            public override init() {
                interfaceOrientations = .all
            }
        }
    }

    /// Why a geometry update was refused.
    struct GeometryUpdateError: LocalizedError {
        let reason: String
        var errorDescription: String? { reason }
    }
}

/// The status bar's state in a window scene (UIKit's `UIStatusBarManager`).
@preconcurrency @MainActor
open class StatusBarManager {
    /// The status bar's rectangle in the screen (none on a phone on its side).
    open var statusBarFrame: CGRect { Application.shared.statusBarFrame }
    /// Whether the status bar is hidden: when it has no height, or the key window draws none.
    open var isStatusBarHidden: Bool {
        statusBarFrame.height == 0 || (Application.shared.keyWindow.map { $0.statusBar?.alpha == 0 } ?? false)
    }
    /// The status bar's style: the key window's root controller's choice.
    open var statusBarStyle: StatusBarStyle {
        Application.shared.keyWindow?.rootViewController?.statusBarController(following: \.childForStatusBarStyle).preferredStatusBarStyle
            ?? .default
    }
}

/// UIKit's name for the window scene.
public typealias UIWindowScene = WindowScene
/// UIKit's name for the status bar's manager.
public typealias UIStatusBarManager = StatusBarManager

extension ViewController {
    /// iOS 16: the controller's ``supportedInterfaceOrientations`` changed; when the interface is turned a way it no
    /// longer supports, it turns to one it does (the device's way if it can), as after
    /// ``WindowScene/requestGeometryUpdate(_:errorHandler:)``.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        guard let root = viewIfLoaded?.window?.rootViewController, root.orientationDecider === self || root === self else { return }
        let supported = root.orientationDecider.supportedInterfaceOrientations
        guard !supported.isEmpty else { return }
        Device.current.turnInterface(within: supported)
    }
}
