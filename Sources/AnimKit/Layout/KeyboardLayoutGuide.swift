import Foundation

/// A guide that follows the on-screen keyboard (also spelled `UIKeyboardLayoutGuide`, iOS 15): a view's
/// ``View/keyboardLayoutGuide``, across its bottom, as tall as the part of the view the keyboard covers — or, while
/// the keyboard is down, as its bottom safe area. Constrain content's bottom to the guide's top and it rises with
/// the keyboard, in the keyboard's own animation (0.25 s on the keyboard curve), as on iOS.
@preconcurrency @MainActor
open class KeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (an iPad's); an iPhone's keyboard is always docked.
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard down, the guide is as tall as the view's bottom safe area (iOS 17); `true` by default.
    /// Without it the guide is then 0 tall, at the view's very bottom.
    open var usesBottomSafeArea = true {
        didSet { owningView?.setNeedsLayout() }
    }
    /// How far above the guide a drag dismisses an interactively dismissed keyboard (iOS 17); kept.
    open var keyboardDismissPadding: CGFloat = 0

    /// How tall the guide is on `view` now.
    func height(on view: View) -> CGFloat {
        let resting = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        guard Keyboard.isShown, let window = view.window else { return resting }
        let screen = Screen.main.bounds
        let keyboardTop = screen.height - Keyboard.height(on: screen.size) + Keyboard.pulledDown
        let bottom = view.convert(view.bounds, to: window).maxY
        return Swift.min(Swift.max(bottom - keyboardTop, resting), view.bounds.height)
    }

    /// The views whose keyboard guide was asked for: their layout follows the keyboard.
    static var followers: [WeakView] = []

    /// A view held weakly.
    struct WeakView {
        weak var view: View?
    }

    /// Marks the views with a keyboard guide for layout, then runs `post` (the keyboard's notifications, whose
    /// handlers may animate a layout of their own), then lays the marked ones out in the keyboard's animation.
    static func follow(posting post: () -> Void) {
        followers.removeAll { $0.view == nil }
        let views = followers.compactMap(\.view).filter { $0.window != nil }
        for view in views { view.setNeedsLayout() }
        post()
        let windows = views.compactMap(\.window).reduce(into: [Window]()) { found, window in
            if !found.contains(where: { $0 === window }) { found.append(window) }
        }
        guard !windows.isEmpty else { return }
        View.animate(withDuration: Keyboard.animationDuration, delay: 0, options: Keyboard.animationOptions) {
            for window in windows { window.layoutIfNeeded() }
        }
    }
}

/// UIKit's name for the keyboard's layout guide.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide

extension View {
    /// The guide that follows the keyboard across this view's bottom (iOS 15): made the first time it is asked for.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = layoutRecord.systemGuides.first(where: { $0.system == .keyboard }) as? KeyboardLayoutGuide { return guide }
        let guide = KeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.system = .keyboard
        guide.owningView = self
        layoutRecord.systemGuides.append(guide)
        KeyboardLayoutGuide.followers.append(KeyboardLayoutGuide.WeakView(view: self))
        return guide
    }
}
