import Foundation

/// The safe area iOS gives a full-screen view on each iPhone screen: a canvas of one of these sizes is
/// previewed as that phone, its status bar (or notch, or Dynamic Island) and home indicator kept clear.
package enum PhoneSafeArea {
    /// Screen sizes in points with their top and bottom insets, from Apple's device specifications.
    static let screens: [(width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat)] = [
        (320, 568, 20, 0), // iPhone SE (1st generation)
        (375, 667, 20, 0), // iPhone 8, SE (2nd and 3rd)
        (414, 736, 20, 0), // iPhone 8 Plus
        (375, 812, 44, 34), // iPhone X, XS, 11 Pro
        (414, 896, 48, 34), // iPhone XR, 11
        (390, 844, 47, 34), // iPhone 12, 13, 14
        (428, 926, 47, 34), // iPhone 12 and 13 Pro Max, 14 Plus
        (393, 852, 59, 34), // iPhone 14 Pro, 15, 16
        (430, 932, 59, 34), // iPhone 14 Pro Max, 15 Plus, 16 Plus
        (402, 874, 62, 34), // iPhone 16 Pro
        (440, 956, 62, 34), // iPhone 16 Pro Max
    ]

    /// The insets of the iPhone whose screen is `size`, upright or on its side (as ``DevicePreset/safeArea(for:)``
    /// turns them); `nil` for any other size.
    package static func insets(forScreen size: CGSize) -> UIEdgeInsets? {
        let sideways = size.width > size.height
        let upright = sideways ? CGSize(width: size.height, height: size.width) : size
        guard let screen = screens.first(where: { $0.width == upright.width && $0.height == upright.height }) else { return nil }
        let phone = DevicePreset(
            key: "", name: "", screen: upright, safeArea: UIEdgeInsets(top: screen.top, left: 0, bottom: screen.bottom, right: 0),
            idiom: .phone)
        return phone.safeArea(for: sideways ? .landscapeRight : .portrait)
    }
}
