import AnimKit

/// `root` at the root of a navigation controller in an iPhone 15's window (393 × 852, the notch's 59 points and the
/// home indicator's 34 kept clear), shown and laid out — how screens in a navigation stack are tried here.
@MainActor
func navigationOnPhone(_ root: UIViewController) -> (UINavigationController, UIWindow) {
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (navigation, window)
}
