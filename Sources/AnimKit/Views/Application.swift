import Foundation

/// The running app, as animation code reaches it (also spelled `UIApplication`): its windows, its key window, and
/// whether touches are being ignored.
@preconcurrency @MainActor
public final class Application {
    /// The one app.
    public static let shared = Application()

    private init() {}

    /// The windows made key, most recent last (held weakly: a window nothing else keeps is gone).
    private var known: [WeakWindow] = []
    private var ignoring = 0
    /// The delegate code set (``delegate``).
    var ownDelegate: (any ApplicationDelegate)?

    /// The window made key most recently (`makeKeyAndVisible()`), while it lives.
    public internal(set) weak var keyWindow: Window?

    /// Every window made key that is still alive, the key window last.
    public var windows: [Window] { known.compactMap(\.window) }

    /// Whether touches are ignored: between `beginIgnoringInteractionEvents()` and as many
    /// `endIgnoringInteractionEvents()` (deprecated in UIKit, still common around animations).
    public var isIgnoringInteractionEvents: Bool { ignoring > 0 }

    /// Ignores touches until the matching ``endIgnoringInteractionEvents()``: presses start no touch.
    public func beginIgnoringInteractionEvents() { ignoring += 1 }

    /// Ends one ``beginIgnoringInteractionEvents()``.
    public func endIgnoringInteractionEvents() { ignoring = Swift.max(ignoring - 1, 0) }

    /// Remembers `window` among ``windows``, last, as a window of the scene running now.
    func keep(_ window: Window) {
        known.removeAll { $0.window == nil || $0.window === window }
        known.append(WeakWindow(window: window, engine: AnimationEngine.shared))
    }

    /// The windows made key while the scene running now ran (its engine was current), the last made key last: what
    /// happens to the device (a turn) happens to them, not to the windows of another scene (a copy that measured it).
    var windowsOfRunningScene: [Window] {
        let engine = AnimationEngine.shared
        return known.compactMap { $0.engine === engine ? $0.window : nil }
    }

    private struct WeakWindow {
        weak var window: Window?
        weak var engine: AnimationEngine?
    }
}

/// UIKit's name for the app.
public typealias UIApplication = Application

/// The display (also spelled `UIScreen`): the key window's size, drawn one pixel per point.
@preconcurrency @MainActor
public final class Screen {
    /// The one screen.
    public static let main = Screen()

    private init() {}

    /// The screen's rectangle in points: the key window's bounds (a scene's canvas), else the device's screen.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: Application.shared.keyWindow?.bounds.size ?? Device.current.screenSize)
    }

    /// Pixels per point: 1, as AnimKit draws a point as one pixel (a hairline `1 / scale` is one point wide).
    public var scale: CGFloat { 1 }

    /// Pixels per point as drawn: 1.
    public var nativeScale: CGFloat { 1 }
}

/// UIKit's name for the screen.
public typealias UIScreen = Screen
