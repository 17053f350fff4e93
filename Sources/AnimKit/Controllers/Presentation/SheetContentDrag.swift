import Foundation

/// A drag that begins on a scroll view in a sheet, as iOS 15 shares it between the two: dragged up, the sheet grows to
/// its largest detent first (when ``SheetPresentationController/prefersScrollingExpandsWhenScrolledToEdge``), then
/// the content scrolls; dragged down, the content scrolls back to its top first, then the sheet shrinks to its smaller
/// detents and is dismissed past the smallest. While the sheet moves, the content is held at its top.
@MainActor
final class SheetContentDrag: UIGestureRecognizerDelegate {
    /// The sheet's pan recognises alongside the pan of a scroll view inside the sheet.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scroll = otherGestureRecognizer.view as? ScrollView, otherGestureRecognizer === scroll.panGestureRecognizer,
            let sheet = gestureRecognizer.view
        else { return false }
        return scroll === sheet || scroll.isDescendant(of: sheet)
    }
}

extension SheetPresentationController {
    /// The scroll view under `point` (in the sheet's coordinates) that scrolls up and down — the sheet itself (a table
    /// view controller's) or one in it — if any.
    func contentScrollView(under point: CGPoint, in sheet: View) -> ScrollView? {
        var current = sheet.hitTest(point, with: nil)
        while let view = current {
            if let scroll = view as? ScrollView, scroll.isScrollEnabled, scroll.scrollsVertically { return scroll }
            current = view === sheet ? nil : view.superview
        }
        return nil
    }

    /// A step of a drag that began on a scroll view in the sheet, the finger `down` points below where it began:
    /// hands the drag to the sheet when the content is at its top and the sheet may move that way, back to the content
    /// when the sheet reaches its largest detent going up; holds the content at its top while the sheet moves.
    func share(_ pan: PanGestureRecognizer, down: CGFloat) {
        guard let (scroll, lastDown) = contentDrag, let sheet = presentedView, let container = containerView else { return }
        contentDrag?.lastDown = down
        let step = down - lastDown, top = scroll.offsetRange.min.y
        // Where the finger puts the content, whichever of the two pans moved first this step.
        let moved = scroll.panGestureRecognizer.translation(in: nil).y
        let raw = scroll.dragStart.y - moved
        let context = SheetDetentContext(container: container)
        let tops = detentValues(in: container).map { context.top(at: $0.value) }
        let highest = tops.min() ?? sheet.frame.minY, lowest = tops.max() ?? highest
        switch dragged {
        case .content where step < 0 && raw + step <= top + 0.5:
            // Up, from the content's top: the sheet grows first, by the whole step.
            if prefersScrollingExpandsWhenScrolledToEdge, resizesBetweenDetents, sheet.frame.minY > highest + 0.5 {
                dragged = .resizing(startTop: sheet.frame.minY, from: lastDown)
            }
        case .content where step > 0 && raw < top:
            // Down past the content's top: the sheet takes what lies beyond it.
            let from = down - (top - raw)
            if resizesBetweenDetents, sheet.frame.minY < lowest - 0.5 {
                dragged = .resizing(startTop: sheet.frame.minY, from: from)
            } else {
                beginDismissingDrag(from: from)
            }
        case .resizing(let startTop, let from) where step < 0 && startTop + down - from <= highest:
            // Up to the largest detent: the content scrolls on by what lies beyond it.
            let beyond = highest - (startTop + down - from)
            follow(highest, sheet: sheet, in: container)
            dragged = .content
            scroll.dragStart.y = top + beyond + moved
            scroll.bounds.origin.y = scroll.dragged(CGPoint(x: scroll.bounds.origin.x, y: top + beyond)).y
        default:
            break
        }
        if case .content = dragged {
            scroll.isHeldBySheet = false
        } else {
            scroll.isHeldBySheet = true
            scroll.bounds.origin.y = top
        }
    }
}
