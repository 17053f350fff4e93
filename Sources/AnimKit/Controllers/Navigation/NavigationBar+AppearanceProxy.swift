import Foundation

/// What a navigation bar takes from an appearance proxy (`UINavigationBar.appearance()`, ``AppearanceProxies``): tint,
/// bar tint, translucency, title attributes, shadow image, the four appearances — each unless the bar's own code set
/// it, as UIKit keeps a property set on the instance over the proxy's.
extension NavigationBar {
    /// Copies what code set on `proxy` onto this bar, where this bar's own code set nothing.
    func takeSettings(of proxy: NavigationBar) {
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
