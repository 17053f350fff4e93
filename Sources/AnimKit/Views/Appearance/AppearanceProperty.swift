import Foundation

/// A property an appearance proxy carries (UIKit marks them `UI_APPEARANCE_SELECTOR`): set on a proxy, it is what
/// differs from a second instance made the same way, and an instance takes it while it still has that default.
@MainActor
struct AppearanceProperty {
    /// Whether the proxy sets the property (compared with `fresh`, made as it was); if so, gives it to the target when
    /// the target's own code has not set it.
    let carry: (_ proxy: AnyObject, _ fresh: AnyObject, _ target: AnyObject) -> Bool

    /// A property read and written through `keyPath`, set on an instance when it holds what a fresh one holds.
    static func value<Root: AnyObject, Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> AppearanceProperty {
        AppearanceProperty { proxy, fresh, target in
            guard let proxy = proxy as? Root, let fresh = fresh as? Root, proxy[keyPath: keyPath] != fresh[keyPath: keyPath] else {
                return false
            }
            if let target = target as? Root, target[keyPath: keyPath] == fresh[keyPath: keyPath] {
                target[keyPath: keyPath] = proxy[keyPath: keyPath]
            }
            return true
        }
    }

    /// A property a view holds its own setting of, `nil` when it inherits or uses its default.
    static func own<Root: AnyObject, Value>(
        _ own: @escaping @MainActor (Root) -> Value?, set: @escaping @MainActor (Root, Value) -> Void
    ) -> AppearanceProperty {
        AppearanceProperty { proxy, _, target in
            guard let proxy = proxy as? Root, let value = own(proxy) else { return false }
            if let target = target as? Root, own(target) == nil { set(target, value) }
            return true
        }
    }

    /// The properties proxies carry, UIKit's appearance selectors of the classes here.
    static let all: [AppearanceProperty] = [
        own({ (view: View) in view.ownTintColor }, set: { $0.tintColor = $1 }),
        value(\View.backgroundColor),
        value(\Label.textColor), value(\Label.font),
        own({ (button: Button) in button.looks.titleColors[Control.State.normal.rawValue] }, set: { $0.setTitleColor($1, for: .normal) }),
        value(\Switch.onTintColor), value(\Switch.thumbTintColor),
        value(\Slider.minimumTrackTintColor), value(\Slider.maximumTrackTintColor), value(\Slider.thumbTintColor),
        value(\ProgressView.progressTintColor), value(\ProgressView.trackTintColor),
        value(\PageControl.pageIndicatorTintColor), value(\PageControl.currentPageIndicatorTintColor),
        value(\SegmentedControl.selectedSegmentTintColor),
        own(
            { (control: SegmentedControl) in control.titleTextAttributes(for: .normal) },
            set: { $0.setTitleTextAttributes($1, for: .normal) }),
        own(
            { (control: SegmentedControl) in control.titleTextAttributes(for: .selected) },
            set: { $0.setTitleTextAttributes($1, for: .selected) }),
        value(\ActivityIndicatorView.color),
        value(\TextField.textColor), value(\TextField.font),
        value(\TableView.separatorColor),
        value(\TabBar.barTintColor), value(\TabBar.unselectedItemTintColor), value(\TabBar.isTranslucent),
        value(\Toolbar.barTintColor), value(\Toolbar.isTranslucent),
        value(\SearchBar.barTintColor),
        // A navigation bar's many settings, from every proxy in turn, most specific first: each fills what is unset.
        AppearanceProperty { proxy, _, target in
            if let proxy = proxy as? NavigationBar { (target as? NavigationBar)?.takeSettings(of: proxy) }
            return false
        },
    ]
}
