import Foundation

/// The look of the status bar's text and icons (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable {
    /// Dark content on a light appearance, light content on a dark one (the default).
    case `default` = 0
    /// White content, for dark screens.
    case lightContent = 1
    /// Dark content.
    case darkContent = 3
}

/// How the status bar hides and shows (UIKit's `UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Sendable {
    /// At once.
    case none = 0
    /// Fading out and in.
    case fade = 1
    /// Sliding up out of sight and back down.
    case slide = 2
}

/// UIKit's name for the status bar's style.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's name for how the status bar hides.
public typealias UIStatusBarAnimation = StatusBarAnimation

/// The status bar a phone-sized window draws over its views, as the device's own would be: the time at 9:41 (Apple's
/// marketing time), the signal and the battery — in the ears beside the sensor housing on a notched phone, across the
/// top on a phone with a home button. It is not one of the window's subviews (code that walks `window.subviews` does
/// not meet it) and takes no touches.
@preconcurrency @MainActor
package final class StatusBar: View {
    private let time = Label()
    private let battery = View()
    private let charge = View()
    private let bars = (0..<4).map { _ in View() }

    /// A bar `width` points wide over a safe-area top of `height` points.
    init(width: CGFloat, height: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        isUserInteractionEnabled = false
        time.text = "9:41"
        time.font = .systemFont(ofSize: 17, weight: .semibold)
        time.textAlignment = .center
        battery.layer.borderWidth = 1
        battery.cornerRadius = 3.5
        charge.cornerRadius = 1.5
        for part in [time, battery, charge] + bars { addSubview(part) }
        // A notched phone's content sits in the ears, a little above the middle of the inset; a home-button phone's
        // spans the 20-point bar.
        let notched = height > 20
        let middle = notched ? (height - 6) / 2 : height / 2
        let timeCenter = notched ? width * 0.19 : width / 2
        time.frame = CGRect(x: timeCenter - 30, y: middle - 11, width: 60, height: 22)
        let batteryX = width - (notched ? 26 : 6) - 25
        battery.frame = CGRect(x: batteryX, y: middle - 6, width: 25, height: 12)
        charge.frame = battery.frame.insetBy(dx: 2, dy: 2)
        let barsLeft = notched ? batteryX - 26 : 6
        for (index, bar) in bars.enumerated() {
            let height = 4 + CGFloat(index) * 2.5
            bar.frame = CGRect(x: barsLeft + CGFloat(index) * 4.5, y: middle + 5 - height, width: 3, height: height)
            bar.cornerRadius = 1
        }
        apply(.default)
    }

    required init?(coder: NSCoder) { nil }

    /// The colour of the bar's text and icons now.
    package var ink: Color { time.textColor }

    /// Colours the text and icons for `style`: `.default` follows the appearance (dark content in the light one, light
    /// in the dark one), as since iOS 13.
    func apply(_ style: StatusBarStyle) {
        let ink: Color =
            switch style {
            case .lightContent: .white
            case .darkContent: .black
            case .default: .label
            }
        time.textColor = ink
        // The dynamic colour itself, so that the outline follows the appearance as the rest does.
        battery.layer.borderColor = ink.withAlphaComponent(0.4)
        for part in [charge] + bars { part.backgroundColor = ink }
    }
}
