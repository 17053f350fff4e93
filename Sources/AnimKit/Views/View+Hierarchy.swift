import Foundation

extension View {
    /// What ``View/insertSubview(_:at:)`` and ``View/addSubview(_:)`` do: `view` at `index` among the subviews (clamped
    /// to the valid range), told as UIKit tells it. Adding a view to itself or to one of its own descendants would make a
    /// cycle; it is ignored. So is a view that would nest deeper than ``nestingLimit`` levels, which is said once.
    func attachSubview(_ view: View, at index: Int) {
        guard view !== self, !lies(under: view), fitsNesting(view) else { return }
        // A window is its own window wherever it is put (a host showing a scene's window inside its own views).
        let oldWindow = view.window, newWindow = (view as? Window) ?? window, oldStyle = view.effectiveUserInterfaceStyle
        view.willMove(toSuperview: self)
        if newWindow !== oldWindow { view.tellWillMove(toWindow: newWindow) }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.forget(view)
        }
        // Below the subview now at `index` (over the layers code added under it), or in front of every sublayer.
        let clamped = Swift.min(Swift.max(index, 0), subviews.count)
        let place = clamped < subviews.count ? backingLayer.sublayerList.firstIndex { $0 === subviews[clamped].backingLayer } : nil
        backingLayer.place(view.backingLayer, at: place ?? backingLayer.sublayerList.count)
        subviews.insert(view, at: clamped)
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if newWindow !== oldWindow { view.tellDidMoveToWindow(from: oldWindow) }
        view.appearanceMayHaveChanged(from: oldStyle)
        setNeedsLayout()
    }

    /// Takes the view out of its superview: what ``removeFromSuperview()`` does.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        // A window taken out of a view stays its own window: its views keep it.
        let oldWindow = self is Window ? nil : window, oldStyle = effectiveUserInterfaceStyle
        willMove(toSuperview: nil)
        if oldWindow != nil { tellWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        parent.forget(self)
        superview = nil
        didMoveToSuperview()
        if oldWindow != nil { tellDidMoveToWindow(from: oldWindow) }
        appearanceMayHaveChanged(from: oldStyle)
        parent.setNeedsLayout()
    }

    /// What ``View/insertSubview(_:belowSubview:)`` and ``View/insertSubview(_:aboveSubview:)`` do: `view` just below or
    /// above `sibling`, on top of all when `sibling` is not a subview.
    func attachSubview(_ view: View, beside sibling: View, above: Bool) {
        // The sibling's place once `view` has left its own.
        guard sibling !== view, let index = subviews.filter({ $0 !== view }).firstIndex(where: { $0 === sibling }) else {
            return attachSubview(view, at: subviews.count)
        }
        attachSubview(view, at: above ? index + 1 : index)
    }

    /// What ``View/exchangeSubview(at:withSubviewAt:)`` does: the subviews at two indexes swap places, and their layers
    /// theirs (out-of-range indexes do nothing).
    func swapSubviews(_ index1: Int, _ index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        let order = backingLayer.sublayerList
        if let first = order.firstIndex(where: { $0 === subviews[index1].backingLayer }),
            let second = order.firstIndex(where: { $0 === subviews[index2].backingLayer })
        {
            backingLayer.sublayerList.swapAt(first, second)
        }
        subviews.swapAt(index1, index2)
        setNeedsLayout()
    }

    /// Takes `subview` out of the sublayers (the layers code added over it stay where they are, over the one below).
    private func forget(_ subview: View) {
        backingLayer.unplace(subview.backingLayer)
        subviews.removeAll { $0 === subview }
    }

    /// What ``View/isDescendant(of:)`` answers: whether this view is `view` or lies somewhere beneath it.
    func lies(under view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// What ``View/viewWithTag(_:)`` finds: this view if it has `tag`, else the first its subviews find, depth-first.
    func firstView(tagged tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// This view and every view beneath it, parents before children, back to front.
    public var subtree: [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending += view.subviews.reversed()
        }
        return result
    }
}
