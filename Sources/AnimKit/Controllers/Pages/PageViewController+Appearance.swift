import Foundation

/// When scrolling pages hear that they appear and disappear, as a container tells its children: the page a drag
/// uncovers will appear (and the page shown will disappear) as soon as it shows, so a page that resets its content in
/// `viewWillAppear` never shows it before; the turn's end says they did — or, a drag let go back, the uncovered page
/// disappears again and the page shown appears again. A slide by `setViewControllers(_:direction:animated:)` tells
/// both as it begins.
extension PageViewController {
    /// The pager moved: while a finger drags it or it glides, the neighbour it uncovers begins to appear.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === pager, pager.isDragging || pager.isDecelerating, let current,
            let index = laidOut.firstIndex(where: { $0 === current })
        else { return }
        let horizontal = navigationOrientation == .horizontal
        let rest = horizontal ? pager.bounds.width * CGFloat(index) : pager.bounds.height * CGFloat(index)
        let away = (horizontal ? pager.bounds.minX : pager.bounds.minY) - rest
        guard abs(away) > 0.5 else { return }
        let next = away > 0 ? index + 1 : index - 1
        guard laidOut.indices.contains(next) else { return }
        beginTurning(toward: laidOut[next])
    }

    /// `page` begins to appear and the page shown to disappear, unless it has already; a page that had begun to
    /// appear on the other side goes back first.
    func beginTurning(toward page: ViewController) {
        guard view.window != nil, page !== appearing, let current, page !== current else { return }
        if let other = appearing {
            other.beginAppearanceTransition(false, animated: true)
            other.endAppearanceTransition()
        } else {
            current.beginAppearanceTransition(false, animated: true)
        }
        page.beginAppearanceTransition(true, animated: true)
        appearing = page
    }

    /// The turn under way did not happen: the page that began to appear disappears, the page shown appears again.
    func cancelTurning() {
        guard let page = appearing else { return }
        appearing = nil
        page.beginAppearanceTransition(false, animated: true)
        page.endAppearanceTransition()
        current?.beginAppearanceTransition(true, animated: true)
        current?.endAppearanceTransition()
    }

    /// The spacing an `interPageSpacing` option gives, whatever number type it was written with; 0 for none.
    static func spacing(in option: Any?) -> CGFloat {
        switch option {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: 0
        }
    }
}
