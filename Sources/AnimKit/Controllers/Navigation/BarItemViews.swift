import Foundation

/// The views a navigation bar shows for its top item's bar button items and title view: made when the item is
/// shown, placed in the bar's row — the left items after the back button, the right ones in from the right edge,
/// the first outermost, the title view in the middle.
@MainActor
struct BarItemViews {
    private(set) var left: [View] = []
    private(set) var right: [View] = []
    private(set) var title: View?

    /// Takes the old views out of `bar` and puts in `item`'s.
    mutating func replace(with item: NavigationItem?, in bar: NavigationBar) {
        for view in left + right + [title].compactMap({ $0 }) where view.superview === bar { view.removeFromSuperview() }
        for shown in (item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? []) { shown.bar = bar }
        left = (item?.leftBarButtonItems ?? []).compactMap { BarItemViews.view(for: $0) }
        right = (item?.rightBarButtonItems ?? []).compactMap { BarItemViews.view(for: $0) }
        title = item?.titleView
        for view in left + right + [title].compactMap({ $0 }) { bar.addSubview(view) }
    }

    /// Places the views in the row at `row`, the left ones from `leading`.
    func place(in bar: NavigationBar, row: CGFloat, after leading: CGFloat) {
        func sized(_ view: View) -> CGSize {
            let fitting = view.intrinsicContentSize
            return fitting.width > 0 ? fitting : view.bounds.size
        }
        var x = leading
        for view in left {
            let size = sized(view)
            view.frame = CGRect(x: x, y: row + (NavigationBar.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width
        }
        x = bar.bounds.width - 8
        for view in right {
            let size = sized(view)
            x -= size.width
            view.frame = CGRect(x: x, y: row + (NavigationBar.height - size.height) / 2, width: size.width, height: size.height)
        }
        if let title {
            let size = sized(title)
            title.frame = CGRect(
                x: (bar.bounds.width - size.width) / 2, y: row + (NavigationBar.height - size.height) / 2, width: size.width,
                height: size.height)
        }
    }

    /// The view for `item`: its custom view, or a system button with its title or image that runs its action; none
    /// for a space.
    private static func view(for item: BarButtonItem) -> View? {
        if let custom = item.customView { return custom }
        guard !item.isSpace else { return nil }
        let button = Button(type: .system)
        button.setTitle(item.title, for: .normal)
        button.font =
            item.systemItem == .add
            ? .systemFont(ofSize: 28, weight: .light) : .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        if let tint = item.tintColor { button.setTitleColor(tint, for: .normal) }
        if item.title == nil, let image = item.image {
            let icon = ImageView(image: image)
            icon.frame = CGRect(x: 8, y: 6, width: 22, height: 22)
            icon.isUserInteractionEnabled = false
            button.addSubview(icon)
            button.frame.size = CGSize(width: 38, height: 34)
        }
        button.isEnabled = item.isEnabled
        button.alpha = item.isEnabled ? 1 : 0.35
        button.addAction(Action { [weak item, weak button] _ in item?.tapped(from: button) }, for: .touchUpInside)
        return button
    }
}
