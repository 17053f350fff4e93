import Foundation

/// The views a navigation bar shows for its top item's bar button items and title view: made when the item is
/// shown, placed in the bar's row — the left items after the back button, the right ones in from the right edge,
/// the first outermost, the title view in the middle.
@MainActor
struct BarItemViews {
    private(set) var left: [View] = []
    private(set) var right: [View] = []
    private(set) var title: View?
    /// The system buttons made for done items (their titles take the done buttons' appearance).
    private var doneButtons: [Button] = []

    /// Takes the old views out of `bar` and puts in `item`'s.
    mutating func replace(with item: NavigationItem?, in bar: NavigationBar) {
        for view in left + right + [title].compactMap({ $0 }) where view.superview === bar { view.removeFromSuperview() }
        for shown in (item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? []) { shown.bar = bar }
        left = (item?.leftBarButtonItems ?? []).compactMap { BarItemViews.view(for: $0) }
        right = (item?.rightBarButtonItems ?? []).compactMap { BarItemViews.view(for: $0) }
        title = item?.titleView
        let items = (item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? [])
        doneButtons = zip(items.filter { !$0.isSpace || $0.customView != nil }, left + right).compactMap { item, view in
            item.style == .done && item.customView == nil ? view as? Button : nil
        }
        for view in left + right + [title].compactMap({ $0 }) { bar.addSubview(view) }
    }

    /// Places the views in the row at `row`, the left ones from `leading`.
    func place(in bar: NavigationBar, row: CGFloat, after leading: CGFloat) {
        var x = leading
        for view in left {
            let size = BarItemViews.size(of: view)
            view.frame = CGRect(x: x, y: row + (NavigationBar.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width
        }
        x = bar.bounds.width - 8
        for view in right {
            let size = BarItemViews.size(of: view)
            x -= size.width
            view.frame = CGRect(x: x, y: row + (NavigationBar.height - size.height) / 2, width: size.width, height: size.height)
        }
        if let title {
            let size = BarItemViews.size(of: title)
            title.frame = CGRect(
                x: (bar.bounds.width - size.width) / 2, y: row + (NavigationBar.height - size.height) / 2, width: size.width,
                height: size.height)
        }
    }

    /// Colours the system buttons' titles as `appearance`'s button (or done button) appearance says, where it says.
    func colourTitles(with appearance: NavigationBarAppearance) {
        for case let button as Button in left + right {
            let done = doneButtons.contains { $0 === button }
            let look = done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            if let color = look.normal.titleTextAttributes[.foregroundColor] as? Color { button.setTitleColor(color, for: .normal) }
            if let font = look.normal.titleTextAttributes[.font] as? Font { button.font = font }
        }
    }

    /// The room a bar keeps round an item's title, 8 points at each side (a plain button keeps none there).
    static let titleInsets = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)

    /// How much room an item's view takes: an image alone 38 × 34 round its 22-point image whatever the image's size,
    /// a button its title's size, a custom view its intrinsic size or else its own.
    static func size(of view: View) -> CGSize {
        if let button = view as? Button, button.currentTitle == nil, button.subviews.contains(where: { $0 is ImageView }) {
            return CGSize(width: 38, height: 34)
        }
        let fitting = view.intrinsicContentSize
        return fitting.width > 0 ? fitting : view.bounds.size
    }

    /// The view for `item`: its custom view, or a system button with its title or image that runs its action; none
    /// for a space.
    static func view(for item: BarButtonItem) -> View? {
        let view = madeView(for: item)
        item.shownView = view
        return view
    }

    private static func madeView(for item: BarButtonItem) -> View? {
        if let custom = item.customView { return custom }
        guard !item.isSpace else { return nil }
        let button = Button(type: .system)
        button.contentEdgeInsets = BarItemViews.titleInsets
        // An item with an image shows the image; its title is for what reads it out, not for the bar (as UIKit's).
        button.setTitle(item.image == nil ? item.title : nil, for: .normal)
        button.font =
            item.systemItem == .add
            ? .systemFont(ofSize: 28, weight: .light) : .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        if let tint = item.shownTintColor { button.setTitleColor(tint, for: .normal) }
        if let attributes = item.shownTitleAttributes {
            if let color = attributes[.foregroundColor] as? Color { button.setTitleColor(color, for: .normal) }
            if let font = attributes[.font] as? Font { button.font = font }
        }
        if let image = item.image {
            let icon = ImageView(image: image)
            icon.frame = CGRect(x: 8, y: 6, width: 22, height: 22)
            icon.isUserInteractionEnabled = false
            button.addSubview(icon)
        }
        button.isEnabled = item.isEnabled
        button.alpha = item.isEnabled ? 1 : 0.35
        button.addAction(Action { [weak item, weak button] _ in item?.tapped(from: button) }, for: .touchUpInside)
        // With no primary action and no target–action, a tap shows the item's menu, as UIKit's does.
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.primaryAction == nil && item.action == nil
        return button
    }
}
