import Foundation

extension PageViewController {
    /// Shows `viewControllers`' first page; `animated`, it slides in from the side `direction` says (curling, the page
    /// shown curls away forward, or the new one curls back over it). `completion` gets `true` once it shows.
    public func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard let page = viewControllers?.first else { return }
        if curl != nil { endCurl(completed: false) }
        guard animated, isViewLoaded, let old = current, old !== page else {
            turn(to: page)
            layOutPages(settled: true)
            completion?(true)
            return
        }
        if transitionStyle == .pageCurl {
            pendingCompletion = completion
            return curlOnItsOwn(to: page, forward: direction == .forward, byGesture: false)
        }
        adopt(page)
        laidOut = direction == .forward ? [old, page] : [page, old]
        for controller in laidOut where controller.view.superview !== pager { pager.addSubview(controller.view) }
        placePages()
        beginTurning(toward: page)
        pendingCompletion = completion
        pager.setContentOffset(offset(ofPage: laidOut.firstIndex { $0 === page } ?? 0), animated: true)
    }

    /// Lays the page shown and the ones either side out, the shown one in view; with `settled`, only the shown one's
    /// view is in the pager (the others join when a drag begins).
    func layOutPages(settled: Bool) {
        guard let current else { return }
        let before = dataSource?.pageViewController(self, viewControllerBefore: current)
        let after = dataSource?.pageViewController(self, viewControllerAfter: current)
        let pages = [before, current, after].compactMap(\.self)
        for old in laidOut where !pages.contains(where: { $0 === old }) { release(old) }
        for page in pages { adopt(page) }
        laidOut = pages
        guard isViewLoaded else { return }
        for page in pages {
            if page === current {
                host(page)
            } else if settled, page.isViewLoaded, page.view.superview === pageHost {
                page.view.removeFromSuperview()
            }
        }
        placePages()
        guard transitionStyle == .scroll else { return }
        pager.setContentOffset(offset(ofPage: pages.firstIndex { $0 === current } ?? 0), animated: false)
    }

    /// `page`'s view in the pager; curling, in the view under everything else.
    private func host(_ page: ViewController) {
        guard page.view.superview !== pageHost else { return }
        if transitionStyle == .pageCurl { view.insertSubview(page.view, at: 0) } else { pager.addSubview(page.view) }
    }

    /// Where pages' views go: the pager; curling, the view itself (under the page control).
    var pageHost: View { transitionStyle == .pageCurl ? view : pager }

    /// Each laid-out page's view at its place along the pager, and the pager as long as they are; curling, each page
    /// fills the view.
    func placePages() {
        if transitionStyle == .pageCurl {
            for page in laidOut where page.isViewLoaded && curl == nil { page.view.frame = view.bounds }
            return
        }
        let size = pager.bounds.size, pageSize = view.bounds.size
        for (index, page) in laidOut.enumerated() where page.isViewLoaded {
            page.view.frame = CGRect(origin: offset(ofPage: index), size: pageSize)
        }
        let count = CGFloat(Swift.max(laidOut.count, 1))
        pager.contentSize =
            navigationOrientation == .horizontal
            ? CGSize(width: size.width * count, height: size.height) : CGSize(width: size.width, height: size.height * count)
    }

    private func offset(ofPage index: Int) -> CGPoint {
        navigationOrientation == .horizontal
            ? CGPoint(x: pager.bounds.width * CGFloat(index), y: 0) : CGPoint(x: 0, y: pager.bounds.height * CGFloat(index))
    }

    /// A drag begins: the pages either side join the pager, and the delegate hears which may come.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        for page in laidOut where page.view.superview !== pager { pager.addSubview(page.view) }
        placePages()
        let pending = laidOut.filter { $0 !== current }
        if !pending.isEmpty { delegate?.pageViewController(self, willTransitionTo: pending) }
    }

    /// A release that lands on a page without gliding settles there.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle(afterDrag: true) }
    }

    /// The glide after a release came to rest on a page.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settle(afterDrag: true) }

    /// `setViewControllers(_:direction:animated:)`'s slide ended.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { settle(afterDrag: false) }

    /// The pager came to rest: the page in view is the one shown now (told it appeared, the one before that it
    /// disappeared), the delegate is told, and the pages either side are laid out anew.
    private func settle(afterDrag: Bool) {
        let length = navigationOrientation == .horizontal ? pager.bounds.width : pager.bounds.height
        let position = navigationOrientation == .horizontal ? pager.bounds.minX : pager.bounds.minY
        guard length > 0, !laidOut.isEmpty else { return }
        let index = Swift.min(Swift.max(Int((position / length).rounded()), 0), laidOut.count - 1)
        let previous = current, shown = laidOut[index]
        if shown !== previous { turn(to: shown) } else { cancelTurning() }
        if afterDrag, let previous {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: shown !== previous)
        }
        layOutPages(settled: true)
        let completion = pendingCompletion
        pendingCompletion = nil
        completion?(true)
    }

    /// Makes `page` the one shown: it appears and the one before disappears, when this controller is on screen.
    func turn(to page: ViewController) {
        let old = current
        adopt(page)
        current = page
        pageControl.currentPage = dataSource.map { _ in pageIndexGuess(old: old, new: page) } ?? 0
        guard isViewLoaded else { return }
        let onScreen = view.window != nil, leaving = old === page ? nil : old
        // A turn that began with another page sends that one back; one that began with this page has told both.
        if appearing !== page { cancelTurning() }
        if onScreen, appearing !== page {
            leaving?.beginAppearanceTransition(false, animated: true)
            page.beginAppearanceTransition(true, animated: true)
        }
        appearing = nil
        host(page)
        leaving?.view.removeFromSuperview()
        if onScreen {
            leaving?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
    }

    /// The page control's dot for `new`: one on from `old` when it comes after it, one back when before.
    private func pageIndexGuess(old: ViewController?, new: ViewController) -> Int {
        guard let old, old !== new else { return dataSource?.presentationIndex(for: self) ?? 0 }
        let after = laidOut.firstIndex { $0 === new }.flatMap { newIndex in laidOut.firstIndex { $0 === old }.map { newIndex > $0 } }
        let step = after == false ? -1 : 1
        return Swift.min(Swift.max(pageControl.currentPage + step, 0), Swift.max(pageControl.numberOfPages - 1, 0))
    }

    func adopt(_ page: ViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        page.didMove(toParent: self)
    }

    private func release(_ page: ViewController) {
        guard page !== current, page.parent === self else { return }
        page.willMove(toParent: nil)
        if page.isViewLoaded, page.view.superview === pageHost { page.view.removeFromSuperview() }
        page.removeFromParent()
    }
}
