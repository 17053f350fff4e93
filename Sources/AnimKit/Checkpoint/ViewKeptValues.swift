import Foundation

/// The plain stored properties of a view that a checkpoint keeps together (``CheckpointField/init(together:)``): one
/// read and one pass of comparisons a view, where a field each cost two closure calls — a 2 000-view scene restores
/// its start at every step of a timing drag.
struct ViewKeptValues: CheckpointValues {
    let tag: Int
    let accessibilityIdentifier: String?
    let isHidden: Bool
    let isExclusiveTouch: Bool
    let isMultipleTouchEnabled: Bool
    let isOpaque: Bool
    let isUserInteractionEnabled: Bool
    let clipsToBounds: Bool
    let contentMode: ContentMode
    let overrideUserInterfaceStyle: UserInterfaceStyle
    let own: ViewOwnState

    init(of view: View) {
        (tag, accessibilityIdentifier, isHidden) = (view.tag, view.accessibilityIdentifier, view.isHidden)
        (isExclusiveTouch, isMultipleTouchEnabled, isOpaque) = (view.isExclusiveTouch, view.isMultipleTouchEnabled, view.isOpaque)
        (isUserInteractionEnabled, clipsToBounds, contentMode) = (view.isUserInteractionEnabled, view.clipsToBounds, view.contentMode)
        (overrideUserInterfaceStyle, own) = (view.overrideUserInterfaceStyle, view.own)
    }

    func restore(into view: View) {
        if view.tag != tag { view.tag = tag }
        if view.accessibilityIdentifier != accessibilityIdentifier { view.accessibilityIdentifier = accessibilityIdentifier }
        if view.isHidden != isHidden { view.isHidden = isHidden }
        if view.isExclusiveTouch != isExclusiveTouch { view.isExclusiveTouch = isExclusiveTouch }
        if view.isMultipleTouchEnabled != isMultipleTouchEnabled { view.isMultipleTouchEnabled = isMultipleTouchEnabled }
        if view.isOpaque != isOpaque { view.isOpaque = isOpaque }
        if view.isUserInteractionEnabled != isUserInteractionEnabled { view.isUserInteractionEnabled = isUserInteractionEnabled }
        if view.clipsToBounds != clipsToBounds { view.clipsToBounds = clipsToBounds }
        if view.contentMode != contentMode { view.contentMode = contentMode }
        if view.overrideUserInterfaceStyle != overrideUserInterfaceStyle { view.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
        // AnimKit's own state sets nothing off as it changes: put back whole.
        view.own = own
    }
}
