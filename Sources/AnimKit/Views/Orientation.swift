import Foundation

/// How the device is held (UIKit's `UIDeviceOrientation`): the device previewed is upright until it is turned.
public enum DeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Held on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Held upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Flat, screen up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Any orientation an interface can take: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// How the interface is turned (UIKit's `UIInterfaceOrientation`), with UIKit's raw values: the interface turned left
/// is the device turned right (4), and the other way round (3).
public enum InterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Turned on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// The interface as the device held `device` turns it, or `nil` when it leaves the interface as it is (flat, or
    /// unknown). A device turned left (its home button on the right) shows the interface turned right, and the
    /// other way round, as UIKit's two enumerations say.
    init?(following device: DeviceOrientation) {
        switch device {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }
}

/// Which way text runs in the interface (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

extension Device {
    /// How the device is held: upright unless it was turned (`animview play --orientation`, the previewer's turn keys).
    public var orientation: DeviceOrientation { heldOrientation }

    /// Posted when the device turns (the previewer's turn keys), with the device as the object.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Whether ``beginGeneratingDeviceOrientationNotifications()`` was called more often than its end. The previewed
    /// device tells every turn whatever this says, as an app whose interface turns is told on iOS.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

    /// Asks for ``orientationDidChangeNotification`` (counted; the device previewed posts it in any case).
    public func beginGeneratingDeviceOrientationNotifications() { orientationObservers += 1 }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() { orientationObservers = Swift.max(orientationObservers - 1, 0) }
}

extension Application {
    /// How the interface is turned: as the device is held, when the controller on screen supports it.
    public var statusBarOrientation: InterfaceOrientation { Device.current.interfaceOrientation }

    /// The status bar's rectangle in the screen: the screen's width by its safe area's top (the status bar AnimKit
    /// draws fills that band; none on a phone turned on its side, which hides it).
    public var statusBarFrame: CGRect {
        let device = Device.current
        return CGRect(x: 0, y: 0, width: device.screenSize.width, height: device.safeArea.top)
    }

    /// Which way text runs: left to right (AnimKit lays text out that way).
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Posted when the app becomes active: a scene starts active, so it is never posted.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active; a scene stays active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background; a scene never does.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app comes back to the foreground; a scene never leaves it.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}

/// UIKit's name for the device's orientation.
public typealias UIDeviceOrientation = DeviceOrientation
/// UIKit's name for the interface's orientation.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's name for the layout direction.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
