import Foundation

/// UIKit's appearance proxy for navigation bars (`UINavigationBar.appearance()`, `UIAppearance`): what code sets on it
/// — tint, bar tint, translucency, title attributes, shadow image, the four appearances — every bar takes when it
/// first enters a window, as UIKit applies a proxy's settings — unless the bar's own code set that property — and bars
/// already on screen keep theirs.
extension NavigationBar {
    /// The proxy whose settings every bar takes when it first enters a window.
    public static func appearance() -> NavigationBar { proxy }

    /// The proxy: a bar never shown, whose settings are the ones code changed from a new bar's.
    private static var proxy = NavigationBar()

    /// Forgets what code set on the proxy (a test that set it puts it back so).
    package static func resetAppearanceProxy() { proxy = NavigationBar() }

    /// Copies what code set on the proxy onto this bar.
    func takeProxySettings() {
        let proxy = NavigationBar.proxy
        guard proxy !== self else { return }
        // What this bar's own code set already stays, as UIKit keeps a property set on the instance over the proxy's.
        if ownTintColor == nil, let tint = proxy.ownTintColor { tintColor = tint }
        if barTintColor == nil, let color = proxy.barTintColor { barTintColor = color }
        if isTranslucent, !proxy.isTranslucent { isTranslucent = false }
        if titleTextAttributes == nil, let attributes = proxy.titleTextAttributes { titleTextAttributes = attributes }
        if largeTitleTextAttributes == nil, let attributes = proxy.largeTitleTextAttributes { largeTitleTextAttributes = attributes }
        if shadowImage == nil, let image = proxy.shadowImage { shadowImage = image }
        if !standardWasSet, proxy.standardWasSet { standardAppearance = proxy.standardAppearance }
        if compactAppearance == nil, let look = proxy.compactAppearance { compactAppearance = look }
        if scrollEdgeAppearance == nil, let look = proxy.scrollEdgeAppearance { scrollEdgeAppearance = look }
        if compactScrollEdgeAppearance == nil, let look = proxy.compactScrollEdgeAppearance { compactScrollEdgeAppearance = look }
    }
}
