import Foundation

/// How a navigation bar draws an appearance: its background colour (the material's near-white, a colour, or nothing),
/// its hairline, its titles' colours and fonts and its buttons' title colours.
extension NavigationBar: BarAppearanceObserver {
    /// Something the bar draws from changed (one of its appearances, or a setting written into one): the controller
    /// whose bar this is chooses again.
    func appearanceChanged() {
        shownLook = nil
        (superview?.next as? NavigationController)?.updateBarAppearance()
    }

    /// A copy of `appearance` that the bar keeps and watches.
    func watched(_ appearance: NavigationBarAppearance) -> NavigationBarAppearance {
        let copy = appearance.copy()
        copy.observer = self
        return copy
    }

    /// Draws `appearance`: the background, the hairline (none for a clear shadow colour or an empty shadow image), the
    /// titles in their attributes' colours and fonts (label colour, semibold 17 and bold 34 where unset), and the
    /// buttons' and back button's titles in their appearances' normal colours where set.
    func apply(_ appearance: NavigationBarAppearance) {
        backgroundColor = appearance.drawnBackground
        let hidesLine = appearance.shadowImage.map { $0.size.width <= 0 || $0.size.height <= 0 } ?? false
        hairline.backgroundColor = hidesLine ? .clear : appearance.shadowColor ?? .clear
        titleLabel.textColor = appearance.titleTextAttributes[.foregroundColor] as? Color ?? .label
        titleLabel.font = appearance.titleTextAttributes[.font] as? Font ?? .systemFont(ofSize: 17, weight: .semibold)
        largeTitleLabel.textColor = appearance.largeTitleTextAttributes[.foregroundColor] as? Color ?? .label
        largeTitleLabel.font = appearance.largeTitleTextAttributes[.font] as? Font ?? .boldSystemFont(ofSize: 34)
        if let color = appearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? Color {
            backButton.setTitleColor(color, for: .normal)
        }
        itemViews.colourTitles(with: appearance)
    }
}

extension NavigationController {
    /// Draws the appearance the top screen calls for: its item's, else the bar's — the scroll-edge one while the
    /// screen's content is at its top edge (or it has no scroll view), the compact one in a compact height. With no
    /// scroll-edge appearance set, the edge shows the standard one with a transparent background and no hairline, as
    /// iOS 15 and later do. Drawn again only when the choice changes, or what it draws does.
    func updateBarAppearance() {
        guard isViewLoaded else { return }
        let bar = navigationBar, item = topViewController?.navigationItem
        let compact = traitCollection.verticalSizeClass == .compact
        let compactStandard = compact ? item?.compactAppearance ?? bar.compactAppearance : nil
        let standard = compactStandard ?? item?.standardAppearance ?? bar.standardAppearance
        let edge = topViewController.map(contentIsAtTopEdge) ?? true
        let compactEdge = compact ? item?.compactScrollEdgeAppearance ?? bar.compactScrollEdgeAppearance : nil
        let edgeAppearance = compactEdge ?? item?.scrollEdgeAppearance ?? bar.scrollEdgeAppearance
        let chosen = edge ? edgeAppearance : standard
        let look = (ObjectIdentifier(chosen ?? standard), edge)
        guard bar.shownLook.map({ $0.appearance != look.0 || $0.edge != look.1 }) ?? true else { return }
        bar.shownLook = look
        guard let chosen else {
            let transparent = standard.copy()
            transparent.configureWithTransparentBackground()
            return bar.apply(transparent)
        }
        bar.apply(chosen)
    }

    /// Whether `controller`'s content is at its top edge: the scroll view that decides it (its view when it scrolls,
    /// else the first of its subviews that does, as UIKit finds it) shows its content's top, or there is none.
    private func contentIsAtTopEdge(_ controller: ViewController) -> Bool {
        guard let scrollView = controller.contentScrollView(for: .top) else { return true }
        return scrollView.contentOffset.y + scrollView.adjustedContentInset.top <= 1e-6
    }
}

extension ViewController {
    /// The scroll view whose top edge decides a navigation bar's scroll-edge look: the view when it scrolls, else the
    /// first of its subviews that does.
    var edgeScrollView: ScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? ScrollView ?? view.subviews.lazy.compactMap { $0 as? ScrollView }.first
    }
}

extension ScrollView {
    /// The content scrolled: when this is the scroll view deciding the look of the navigation bar over its screen,
    /// the bar looks again and folds as far as the content went.
    func tellNavigationBarOfScroll() {
        // The controller whose view holds this scroll view, however deep (a scroll view set with setContentScrollView).
        let controller = sequence(first: self as View) { $0.superview }.lazy.compactMap(\.owningController).first
        guard let controller, controller.contentScrollView(for: .top) === self,
            let navigation = controller.navigationController, navigation.topViewController === controller
        else { return }
        navigation.updateBarAppearance()
        navigation.updateBarCollapse()
    }
}
