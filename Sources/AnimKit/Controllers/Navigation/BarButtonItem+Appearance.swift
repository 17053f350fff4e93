import Foundation

/// A bar button item's title attributes (UIKit's `UIBarItem`) and appearance proxies (`UIAppearance`):
/// `UIBarButtonItem.appearance().tintColor` or `.setTitleTextAttributes([.font: …], for: .normal)` style every item
/// whose own code did not set them, and `appearance(whenContainedInInstancesOf: [UIToolbar.self])` those in one kind of
/// bar — the most specific proxy setting a property wins.
extension BarButtonItem: AppearanceClass {
    /// The proxy whose settings every item takes when a bar shows it.
    public static func appearance() -> BarButtonItem { AppearanceProxies.proxy(of: self, in: []) { BarButtonItem() } }

    /// The proxy for items shown inside instances of `containerTypes` (a bar first), innermost first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> BarButtonItem {
        AppearanceProxies.proxy(of: self, in: containerTypes) { BarButtonItem() }
    }

    /// Sets the title's attributes (`.font`, `.foregroundColor`) for `state`; `nil` takes them away.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state.rawValue] = attributes
        changed()
    }

    /// The title's attributes set for `state`, if any.
    public func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// The tint the item shows: its own, else the most specific proxy's that sets one for where it is shown.
    var shownTintColor: Color? {
        tintColor ?? proxies.lazy.compactMap { ($0.proxy as? BarButtonItem)?.tintColor }.first
    }

    /// The title attributes the item shows: its own, else the most specific proxy's.
    var shownTitleAttributes: [NSAttributedString.Key: Any]? {
        titleAttributes[Control.State.normal.rawValue]
            ?? proxies.lazy.compactMap { ($0.proxy as? BarButtonItem)?.titleAttributes[Control.State.normal.rawValue] }.first
    }

    private var proxies: [AppearanceProxies.Entry] {
        AppearanceProxies.entries(for: self, in: bar).filter { $0.proxy !== self }
    }
}
