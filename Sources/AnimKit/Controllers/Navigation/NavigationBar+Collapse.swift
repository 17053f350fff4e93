import Foundation

/// A navigation bar folding away as its screen's content scrolls, as iOS 11 and later fold it: scrolled up, the content
/// takes the search bar's room first (when the item's `hidesSearchBarWhenScrolling`, the default — Apple: "the search
/// bar is visible only when the scroll position equals the top of your content view"), the field fading as it goes,
/// then the large title's, which moves up under the title row, fading; once it is gone the small title shows in the
/// row. Scrolled back to the top, both come back. The bar's bottom stays on the content's top edge all the while; the
/// screen's safe area keeps the whole bar's height, as the content's inset does.
extension NavigationBar {
    /// How much of the bar scrolling folds away: the search bar's height when it hides while scrolling, and the large
    /// title's; none while a search is active.
    var collapsibleHeight: CGFloat {
        guard search?.foldsTitle != true else { return 0 }
        return hidingSearchHeight + (showsLargeTitle ? NavigationBar.largeTitleHeight : 0)
    }

    /// How much of ``collapsed`` is the search bar's, and how much the large title's.
    var foldedParts: (search: CGFloat, title: CGFloat) {
        let searchFolded = Swift.min(collapsed, hidingSearchHeight)
        return (searchFolded, collapsed - searchFolded)
    }

    private var hidingSearchHeight: CGFloat {
        guard let search, search.hidesWhenScrolling else { return 0 }
        return search.bar.sizeThatFits(.zero).height
    }

    /// Puts the search bar at the bottom of the bar, `folded` points of it gone, fading as it folds.
    func placeSearchBar(folded: CGFloat) {
        guard let (bar, foldsTitle, hides) = search else { return }
        let height = bar.sizeThatFits(.zero).height
        bar.frame = CGRect(x: 0, y: bounds.height - (height - folded), width: bounds.width, height: height - folded)
        if hides, !foldsTitle, height > 0 { bar.alpha = 1 - folded / height }
    }

    /// Fades the large title as `largeFolded` points of it go; the small title shows in the row once it is all gone
    /// (always, when the title is not large). Both by their alpha, so that a fold made in an animation block fades.
    func showTitles(largeFolded: CGFloat) {
        guard search?.foldsTitle != true else { return }
        guard showsLargeTitle else {
            titleLabel.alpha = 1
            return
        }
        largeTitleLabel.alpha = 1 - largeFolded / NavigationBar.largeTitleHeight
        titleLabel.alpha = largeFolded < NavigationBar.largeTitleHeight ? 0 : 1
    }
}

extension NavigationController {
    /// Folds the bar as far as the top screen's content has scrolled past its top (none when it has no scroll view).
    func updateBarCollapse() {
        guard isViewLoaded, let top = topViewController else { return }
        let bar = navigationBar
        let scrolled = top.contentScrollView(for: .top).map { $0.contentOffset.y + $0.adjustedContentInset.top } ?? 0
        let collapsed = Swift.min(Swift.max(scrolled, 0), bar.collapsibleHeight)
        guard collapsed != bar.collapsed else { return }
        bar.collapsed = collapsed
        bar.frame.size.height = view.safeAreaInsets.top + bar.contentHeight
        bar.layoutIfNeeded()
    }
}
