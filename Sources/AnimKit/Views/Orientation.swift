import Foundation

/// How the device is held (UIKit's `UIDeviceOrientation`). The device previewed is held upright: `.portrait`.
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

/// How the interface is turned (UIKit's `UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Turned on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// Which way text runs in the interface (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

extension Device {
    /// How the device is held: the device previewed is upright.
    public var orientation: DeviceOrientation { .portrait }

    /// Posted when the device turns; the device previewed never does.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

extension Application {
    /// How the interface is turned: upright, as the device previewed is held.
    public var statusBarOrientation: InterfaceOrientation { .portrait }

    /// The status bar's rectangle in the screen: the device's width by its safe area's top (the status bar AnimKit
    /// draws fills that band).
    public var statusBarFrame: CGRect {
        let device = Device.current.preset
        return CGRect(x: 0, y: 0, width: device.screen.width, height: device.safeArea.top)
    }

    /// Which way text runs: left to right (AnimKit lays text out that way).
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Posted when the app becomes active: a scene starts active, so it is never posted.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active; a scene stays active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background; a scene never does.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app comes back to the foreground; a scene never leaves it.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}

/// UIKit's name for the device's orientation.
public typealias UIDeviceOrientation = DeviceOrientation
/// UIKit's name for the interface's orientation.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's name for the layout direction.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
