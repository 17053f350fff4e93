import Foundation

extension Button {
    /// Shows the menu over the button's window when a tap is to show it; `true` when it did.
    func presentMenuIfPrimary() -> Bool {
        guard showsMenuAsPrimaryAction || changesSelectionAsPrimaryAction, let menu, let window else { return false }
        MenuPopup(menu: menu, from: self).present(in: window)
        return true
    }

    /// An action chosen from the menu: a pop-up button's (or a single-selection menu's) choice turns it on and the
    /// others off; then the action runs, with the button as its sender.
    func choose(_ action: Action, in menu: Menu) {
        guard !action.attributes.contains(.disabled) else { return }
        if changesSelectionAsPrimaryAction || menu.options.contains(.singleSelection) {
            for other in self.menu?.actions ?? menu.actions { other.state = other === action ? .on : .off }
        }
        showSelectedActionTitle()
        action.perform(from: self)
        sendActions(for: .menuActionTriggered)
    }

    /// A pop-up button's title: its chosen action's (the first one's, until one is on).
    func showSelectedActionTitle() {
        guard changesSelectionAsPrimaryAction, let actions = menu?.actions,
            let shown = actions.first(where: { $0.state == .on }) ?? actions.first
        else { return }
        if shown.state != .on { shown.state = .on }
        if configuration != nil {
            configuration?.title = shown.title
        } else {
            setTitle(shown.title, for: .normal)
        }
    }
}

extension Button {
    /// What a button does (UIKit's `UIButton.Role`).
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }
}
