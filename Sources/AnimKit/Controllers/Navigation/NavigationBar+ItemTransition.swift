import Foundation

/// How a navigation bar moves from one screen's title, back button and items to the next one's in a push or a pop, as
/// UIKit's bar does alongside the move (its own animation, or the delegate's animator's):
///
/// - pushing, the old title slides to where the back button is and fades, as the back button, titled with it, comes
///   from the title's place; the new title slides in from the right half of the bar, fading in; the old back button
///   fades out as it moves left;
/// - popping, the reverse: the back button's title slides to the middle to become the title, the old title leaves to
///   the right;
/// - bar button items, title views and large titles cross-fade.
///
/// What showed before is frozen (snapshots of the parts, where they were) and leaves; the bar's own parts show the new
/// screen, starting where the old one's were. The distances are AnimKit's: half the bar's width, as iOS publishes none.
extension NavigationBar {
    /// The animations of a move between two screens' bar contents, and the work once it ends.
    struct ItemTransition {
        /// Carries the bar from the old contents to the new (run in the move's animator).
        let animations: @MainActor () -> Void
        /// Removes the frozen old contents; `completed` false (a pop run back) leaves the new parts unmoved for the
        /// bar to show the old screen again.
        let finish: @MainActor (_ completed: Bool) -> Void
    }

    /// Freezes what the bar shows now, runs `show` (which puts in the next screen's contents), and returns what moves
    /// one to the other.
    func itemTransition(pushing: Bool, show: () -> Void) -> ItemTransition {
        layoutIfNeeded()
        let width = bounds.width
        let oldTitle = frozen(titleLabel), oldBack = frozen(backButton), oldLarge = frozen(largeTitleLabel)
        let oldItems = (itemViews.left + itemViews.right + [itemViews.title].compactMap(\.self)).compactMap(frozen)
        show()
        layoutIfNeeded()
        // Where each new part starts (a shift along the bar), and how opaque it ends.
        var parts: [(view: View, shift: CGFloat, alpha: CGFloat)] = []
        func enter(_ view: View, shift: CGFloat) {
            guard view.superview === self, !view.isHidden, view.alpha > 0 else { return }
            parts.append((view, shift, view.alpha))
        }
        let titleCentre = titleLabel.frame.midX, backCentre = backButton.frame.midX
        if pushing {
            enter(titleLabel, shift: width / 2)
            enter(backButton, shift: (oldTitle?.frame.midX ?? titleCentre) - backCentre)
        } else {
            enter(titleLabel, shift: (oldBack?.frame.midX ?? backCentre) - titleCentre)
            enter(backButton, shift: -width / 4)
        }
        enter(largeTitleLabel, shift: 0)
        for view in itemViews.left + itemViews.right + [itemViews.title].compactMap(\.self) { enter(view, shift: 0) }
        // Where each old part goes.
        var leaving: [(view: View, shift: CGFloat)] = (oldItems + [oldLarge].compactMap(\.self)).map { ($0, 0) }
        if let oldTitle { leaving.append((oldTitle, pushing ? backCentre - oldTitle.frame.midX : width / 2)) }
        if let oldBack { leaving.append((oldBack, pushing ? -width / 4 : titleCentre - oldBack.frame.midX)) }
        View.performWithoutAnimation {
            for part in parts {
                part.view.transform = CGAffineTransform(translationX: part.shift, y: 0)
                part.view.alpha = 0
            }
        }
        let animations: @MainActor () -> Void = {
            for part in parts {
                part.view.transform = .identity
                part.view.alpha = part.alpha
            }
            for old in leaving {
                old.view.transform = CGAffineTransform(translationX: old.shift, y: 0)
                old.view.alpha = 0
            }
        }
        let finish: @MainActor (Bool) -> Void = { completed in
            for old in leaving { old.view.removeFromSuperview() }
            guard !completed else { return }
            View.performWithoutAnimation {
                for part in parts {
                    // Run back, an animator still holding the part would put back where it started, off the bar.
                    part.view.layer.removeAllAnimations()
                    part.view.transform = .identity
                    part.view.alpha = part.alpha
                }
            }
        }
        return ItemTransition(animations: animations, finish: finish)
    }

    /// A frozen copy of `part` where it is in the bar, over it, when it shows; `nil` when it does not.
    private func frozen(_ part: View?) -> View? {
        guard let part, part.superview === self, !part.isHidden, part.alpha > 0, part.bounds.width > 0,
            let copy = part.snapshotView(afterScreenUpdates: false)
        else { return nil }
        copy.frame = part.frame
        copy.isUserInteractionEnabled = false
        insertSubview(copy, aboveSubview: part)
        return copy
    }
}
