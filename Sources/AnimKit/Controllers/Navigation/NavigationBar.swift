import Foundation

/// The bar at the top of a navigation controller (also spelled `UINavigationBar`): the top controller's title in
/// the middle in semibold 17-point text, a back button on the left with the previous controller's title, over a
/// translucent white with a hairline under it.
@preconcurrency @MainActor
public final class NavigationBar: View {
    /// The bar's own height, under the safe area's top.
    public static let height: CGFloat = 44

    package let titleLabel = Label()
    package let backButton = Button(type: .system)
    private let hairline = View()

    /// The colour of the back button (the tint colour when `nil`).
    public var barTintColor: Color? {
        didSet { backgroundColor = barTintColor ?? Color(white: 0.98, alpha: 0.94) }
    }

    /// A bar occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        build()
    }

    /// A bar with no place yet.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        backgroundColor = Color(white: 0.98, alpha: 0.94)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        for part in [titleLabel, backButton, hairline] as [View] { addSubview(part) }
    }

    /// Shows `title` and, when `back` is given, a back button titled with it.
    func show(title: String?, back: String?) {
        titleLabel.text = title
        backButton.isHidden = back == nil
        backButton.setTitle(back.map { "‹ \($0)" }, for: .normal)
        setNeedsLayout()
    }

    /// Places the parts in the bar's lowest 44 points (above them is the safe area's top): the title centred, the back
    /// button at the left (measured again whenever its title changes), the hairline.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, top = Swift.max(bounds.height - NavigationBar.height, 0)
        titleLabel.frame = CGRect(x: width / 4, y: top, width: width / 2, height: NavigationBar.height)
        let backSize = backButton.intrinsicContentSize
        backButton.frame = CGRect(
            x: 8, y: top + (NavigationBar.height - backSize.height) / 2, width: backSize.width, height: backSize.height)
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: width, height: 0.5)
    }
}

/// UIKit's name for a navigation bar.
public typealias UINavigationBar = NavigationBar
