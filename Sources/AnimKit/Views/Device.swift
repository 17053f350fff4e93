import Foundation

/// The device previewed (also spelled `UIDevice`): an iPhone 15 unless `animview play --device` chose another.
@preconcurrency @MainActor
public final class Device {
    /// The device the scene runs on.
    public static let current = Device()

    /// The model previewed: its screen, safe area and idiom.
    package var preset = DevicePreset.iPhone15
    /// How the device is held when a scene starts (``hold(_:)``), and the interface turned with it.
    var launchHold = (held: DeviceOrientation.portrait, interface: InterfaceOrientation.portrait)

    /// How the device is held (``orientation``): as at the scene's start until it is turned (``turn(to:animated:)``).
    /// A turn belongs to the scene whose engine runs now — its checkpoints keep it, its replicas start afresh.
    package internal(set) var heldOrientation: DeviceOrientation {
        get { AnimationEngine.shared.state.deviceTurn?.held ?? launchHold.held }
        set { AnimationEngine.shared.state.deviceTurn = (newValue, interfaceOrientation) }
    }
    /// How the interface is turned: it follows the device while the controller on screen supports the orientation.
    package internal(set) var interfaceOrientation: InterfaceOrientation {
        get { AnimationEngine.shared.state.deviceTurn?.interface ?? launchHold.interface }
        set { AnimationEngine.shared.state.deviceTurn = (heldOrientation, newValue) }
    }
    /// How many more `beginGeneratingDeviceOrientationNotifications()` than ends.
    var orientationObservers = 0

    /// The screen in points as the interface is turned now.
    package var screenSize: CGSize { preset.screen(for: interfaceOrientation) }
    /// The full-screen safe area as the interface is turned now.
    package var safeArea: UIEdgeInsets { preset.safeArea(for: interfaceOrientation) }

    private init() {}

    /// Phone or pad.
    public var userInterfaceIdiom: UserInterfaceIdiom { preset.idiom }

    /// The device's name ("iPhone 15").
    public var name: String { preset.name }

    /// "iPhone" or "iPad".
    public var model: String { preset.idiom == .pad ? "iPad" : "iPhone" }

    /// "iOS".
    public var systemName: String { "iOS" }

    /// The iOS version whose behaviour AnimKit follows.
    public var systemVersion: String { "17.0" }
}

/// A device a scene can be previewed on: its portrait screen in points, the safe area iOS gives a full-screen view
/// there, and its idiom, from Apple's device specifications.
package struct DevicePreset: Sendable, Equatable {
    /// The name `--device` takes.
    package let key: String
    /// The marketing name.
    package let name: String
    /// The screen in points, portrait.
    package let screen: CGSize
    /// The full-screen safe area, portrait.
    package let safeArea: UIEdgeInsets
    package let idiom: UserInterfaceIdiom

    /// iPhone 15: 393 × 852, the Dynamic Island's 59 points on top, the home indicator's 34 below.
    package static let iPhone15 = DevicePreset(
        key: "iphone15", name: "iPhone 15", screen: CGSize(width: 393, height: 852),
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), idiom: .phone)
    /// iPhone SE (3rd generation): 375 × 667, a 20-point status bar, a home button.
    package static let iPhoneSE = DevicePreset(
        key: "iphone-se", name: "iPhone SE", screen: CGSize(width: 375, height: 667),
        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), idiom: .phone)
    /// iPad (10th generation) and iPad Air: 820 × 1180, a 24-point status bar, the home indicator's 20.
    package static let iPad = DevicePreset(
        key: "ipad", name: "iPad", screen: CGSize(width: 820, height: 1180),
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)

    /// Every preset, in the order `--device` lists them.
    package static let all = [iPhone15, iPhoneSE, iPad]

    /// The environment variable through which `animview play` hands its `--device` to the program it runs.
    package static let environmentVariable = "ANIMVIEW_DEVICE"

    /// The screen in points with the interface turned to `orientation`: portrait's, on its side in landscape.
    package func screen(for orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: screen.height, height: screen.width) : screen
    }

    /// The full-screen safe area with the interface turned to `orientation`, as iOS gives it. Upside down (a pad's)
    /// is portrait's. In landscape a pad keeps its status bar and home indicator; a phone hides its status bar
    /// there, so one with a home button has no insets, and one with a home indicator keeps 21 points for it below and
    /// its sensor housing's inset at both sides (symmetric, whichever side the housing is on).
    package func safeArea(for orientation: InterfaceOrientation) -> UIEdgeInsets {
        guard orientation.isLandscape, idiom == .phone else { return safeArea }
        guard safeArea.bottom > 0 else { return .zero }
        return UIEdgeInsets(top: 0, left: safeArea.top, bottom: 21, right: safeArea.top)
    }

    /// The preset `--device` names, or `nil`.
    package static func named(_ key: String) -> DevicePreset? { all.first { $0.key == key } }
}

/// UIKit's name for the device.
public typealias UIDevice = Device
