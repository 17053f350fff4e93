import Foundation

/// A menu shown over a window — a button's, or a context menu held on a view: a rounded panel of rows — each action's
/// title, a check mark when it is on, red when destructive, grey when disabled — under the view it comes from (over
/// it when there is no room below), growing in on a spring. Choosing a row runs its action and closes the menu; a tap
/// anywhere else closes it. The elements of menus inside the menu are listed in place, under a separator.
@preconcurrency @MainActor
final class MenuPopup: View {
    private let menu: Menu
    private weak var anchorView: View?
    /// What choosing a row does: a button chooses the action as its own; a context menu performs it.
    private let choose: (Action, Menu) -> Void
    private let panel = View()
    private var rows: [(frame: CGRect, action: Action)] = []
    /// A context menu's lifted preview and the size it wants.
    private var platter: (platter: ContextMenuPlatter, size: CGSize)?
    /// A context menu's configuration, its preview's controller and whom it tells as it opens, closes and commits.
    private var told: (configuration: ContextMenuConfiguration, controller: ViewController?, events: ContextMenuEvents)?

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44

    init(menu: Menu, from button: Button) {
        (self.menu, anchorView) = (menu, button)
        choose = { [weak button] action, menu in button?.choose(action, in: menu) }
        super.init(frame: .zero)
    }

    /// A context menu held on `view`, lifting `preview` (its size, zero for the default) on a blur: a chosen action runs
    /// with the view as its sender; `told` hears it open, close and its preview tapped.
    init(
        contextMenu menu: Menu, on view: View, preview: ContextMenuPlatter.Content?,
        told: (configuration: ContextMenuConfiguration, events: ContextMenuEvents)
    ) {
        (self.menu, anchorView) = (menu, view)
        choose = { [weak view] action, _ in action.perform(from: view) }
        if let preview, let window = view.window {
            platter = (ContextMenuPlatter(content: preview.view, from: view.convert(view.bounds, to: window)), preview.size)
        }
        self.told = (told.configuration, preview?.controller, told.events)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    /// Covers `window` and shows the menu's panel by the button.
    func present(in window: View) {
        frame = window.bounds
        window.addSubview(self)
        addGestureRecognizer(TapGestureRecognizer { [weak self] tap in self?.tapped(at: tap.location(in: self)) })
        panel.backgroundColor = Color(white: 0.97, alpha: 0.98)
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 24
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
        addSubview(panel)
        var y: CGFloat = 0
        for (index, entry) in Self.entries(of: menu).enumerated() {
            if entry.startsGroup, index > 0 {
                let separator = View(frame: CGRect(x: 0, y: y, width: Self.width, height: 8))
                separator.backgroundColor = Color(white: 0.9, alpha: 1)
                panel.addSubview(separator)
                y += 8
            }
            addRow(for: entry.action, in: entry.menu, at: y)
            y += Self.rowHeight
        }
        if let (platter, size) = platter {
            // Under the lifted preview, lined up with its edge on the side it leans to.
            let (top, trailing) = platter.lift(in: self, size: size, menuHeight: y)
            let x = trailing ? platter.rest.maxX - Self.width : platter.rest.minX
            panel.frame = CGRect(x: Swift.min(Swift.max(x, 8), bounds.maxX - Self.width - 8), y: top, width: Self.width, height: y)
        } else {
            let anchor = anchorView.map { $0.convert($0.bounds, to: self) } ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            let below = anchor.maxY + 8 + y <= bounds.maxY
            let x = Swift.min(Swift.max(anchor.midX - Self.width / 2, 8), bounds.maxX - Self.width - 8)
            panel.frame = CGRect(x: x, y: below ? anchor.maxY + 8 : anchor.minY - 8 - y, width: Self.width, height: y)
        }
        panel.alpha = 0
        panel.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        let animator = told.map { told in ContextMenuAnimator(previewViewController: told.controller) }
        if let told, let animator { told.events.willDisplay(told.configuration, animator) }
        View.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []) {
            self.panel.alpha = 1
            self.panel.transform = .identity
            animator?.runAnimations()
        } completion: { _ in
            animator?.complete()
        }
    }

    /// The actions to list, each with the menu it is in and whether a separator comes before it.
    private static func entries(of menu: Menu, startsGroup: Bool = false) -> [(action: Action, menu: Menu, startsGroup: Bool)] {
        var entries: [(action: Action, menu: Menu, startsGroup: Bool)] = []
        var groupStarts = startsGroup
        for child in menu.children {
            if let action = child as? Action, !action.attributes.contains(.hidden) {
                entries.append((action, menu, groupStarts))
                groupStarts = false
            } else if let inner = child as? Menu {
                entries += Self.entries(of: inner, startsGroup: true)
                groupStarts = true
            }
        }
        return entries
    }

    private func addRow(for action: Action, in menu: Menu, at y: CGFloat) {
        let title = Label(frame: CGRect(x: 16, y: y, width: Self.width - 56, height: Self.rowHeight))
        title.text = action.title
        title.font = .systemFont(ofSize: 17)
        let destructive = action.attributes.contains(.destructive) || menu.options.contains(.destructive)
        title.textColor = action.attributes.contains(.disabled) ? .tertiaryLabel : destructive ? .systemRed : .label
        panel.addSubview(title)
        if action.state != .off {
            let check = Label(frame: CGRect(x: Self.width - 36, y: y, width: 24, height: Self.rowHeight))
            check.text = action.state == .on ? "✓" : "–"
            check.font = .systemFont(ofSize: 17, weight: .semibold)
            check.textColor = title.textColor
            panel.addSubview(check)
        }
        rows.append((CGRect(x: 0, y: y, width: Self.width, height: Self.rowHeight), action))
    }

    /// A tap on a row chooses its action, a tap on the preview commits it; anywhere else closes the menu.
    private func tapped(at point: CGPoint) {
        if let (platter, _) = platter, platter.preview.frame.contains(point), !panel.frame.contains(point) { return commit() }
        let inPanel = convert(point, to: panel)
        guard let row = rows.first(where: { $0.frame.contains(inPanel) }), anchorView != nil else { return close() }
        guard !row.action.attributes.contains(.disabled) else { return }
        if !row.action.attributes.contains(.keepsMenuPresented) { close() }
        choose(row.action, menu)
    }

    func close() { close(committing: nil) }

    /// The preview was tapped: the delegate hears it, then the menu closes as the style it picked says.
    private func commit() {
        guard let told else { return close() }
        let animator = ContextMenuAnimator(previewViewController: told.controller)
        told.events.willCommit(told.configuration, animator)
        close(committing: animator)
    }

    /// Closes the menu: the panel fades, the preview goes back to the view or, for a committed preview that pops,
    /// fills the screen; the delegate's animations run alongside, its completions after. The cover goes with the preview.
    private func close(committing commit: ContextMenuAnimator?) {
        guard isUserInteractionEnabled else { return }
        isUserInteractionEnabled = false
        let ending = told.map { told in ContextMenuAnimator(previewViewController: told.controller) }
        if let told, let ending { told.events.willEnd(told.configuration, ending) }
        let alongside: @MainActor () -> Void = {
            self.panel.alpha = 0
            ending?.runAnimations()
            commit?.runAnimations()
        }
        let finish: @MainActor () -> Void = {
            ending?.complete()
            commit?.complete()
        }
        guard let (platter, _) = platter else {
            return View.animate(withDuration: 0.25, animations: alongside) { _ in
                finish()
                self.removeFromSuperview()
            }
        }
        if commit?.preferredCommitStyle == .pop {
            platter.pop(in: self, alongside: alongside, then: finish) { self.removeFromSuperview() }
        } else {
            platter.lower(alongside: alongside) {
                finish()
                self.removeFromSuperview()
            }
        }
    }
}
