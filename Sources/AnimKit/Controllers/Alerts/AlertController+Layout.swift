import Foundation

extension AlertController {
    /// How an alert's or sheet's parts are measured.
    enum Metrics {
        static let alertWidth: CGFloat = 270
        static let alertButton: CGFloat = 44
        static let sheetButton: CGFloat = 57
        static let sheetMargin: CGFloat = 8
        /// An action sheet's width in a popover (AnimKit's; iOS does not say).
        static let popoverWidth: CGFloat = 304
        static let hairline: CGFloat = 1 / 3
    }

    /// What the box was last built for: it is built again only when one of these changed.
    struct BuiltFor: Equatable {
        let title: String?, message: String?, size: CGSize, safeBottom: CGFloat
        let actions: [ObjectIdentifier], enabled: [Bool], fields: Int, preferred: ObjectIdentifier?
    }

    /// Builds the box (and a sheet's cancel group) for the title, message, fields and buttons, and places it.
    func layOutBox() {
        let now = BuiltFor(
            title: title, message: message, size: view.bounds.size, safeBottom: view.safeAreaInsets.bottom,
            actions: actions.map(ObjectIdentifier.init), enabled: actions.map(\.isEnabled), fields: textFields?.count ?? 0,
            preferred: preferredAction.map(ObjectIdentifier.init))
        guard now != builtFor else { return }
        builtFor = now
        for view in box.subviews { view.removeFromSuperview() }
        cancelGroup?.removeFromSuperview()
        let sheet = preferredStyle == .actionSheet
        let width =
            showsAsPopover ? Metrics.popoverWidth : sheet ? Swift.min(view.bounds.width - 2 * Metrics.sheetMargin, 500) : Metrics.alertWidth
        var y = addHeader(width: width, sheet: sheet)
        if let textFields, !textFields.isEmpty {
            for field in textFields {
                field.frame = CGRect(x: 16, y: y, width: width - 32, height: 24)
                box.addSubview(field)
                y += 28
            }
            y += 12
        }
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0 !== cancel }
        if !sheet, actions.count == 2 {
            // Two buttons side by side, the cancel one first.
            let pair = cancel.map { [$0] + others } ?? others
            addHairline(CGRect(x: 0, y: y, width: width, height: Metrics.hairline), in: box)
            for (index, action) in pair.enumerated() {
                let half = width / 2
                addButton(for: action, frame: CGRect(x: half * CGFloat(index), y: y, width: half, height: Metrics.alertButton), in: box)
            }
            addHairline(CGRect(x: width / 2, y: y, width: Metrics.hairline, height: Metrics.alertButton), in: box)
            y += Metrics.alertButton
        } else {
            // A sheet's cancel button is apart (none in a popover, where a tap outside cancels).
            let rows = sheet ? others : others + (cancel.map { [$0] } ?? [])
            let height = sheet ? Metrics.sheetButton : Metrics.alertButton
            for action in rows {
                if y > 0 { addHairline(CGRect(x: 0, y: y, width: width, height: Metrics.hairline), in: box) }
                addButton(for: action, frame: CGRect(x: 0, y: y, width: width, height: height), in: box)
                y += height
            }
        }
        guard !showsAsPopover else {
            box.frame = CGRect(x: 0, y: 0, width: width, height: y)
            box.layer.cornerRadius = 0
            return
        }
        place(width: width, height: y, sheet: sheet, cancel: sheet ? cancel : nil)
    }

    /// The title and message at the top of the box; returns where what follows starts.
    private func addHeader(width: CGFloat, sheet: Bool) -> CGFloat {
        let parts: [(String, Font, Color)] = [
            title.map { ($0, Font.systemFont(ofSize: sheet ? 13 : 17, weight: .semibold), sheet ? Color.secondaryLabel : .label) },
            message.map { ($0, Font.systemFont(ofSize: 13), sheet ? Color.secondaryLabel : .label) },
        ].compactMap(\.self).filter { !$0.0.isEmpty }
        guard !parts.isEmpty else { return 0 }
        var y: CGFloat = sheet ? 14 : 20
        for (index, (text, font, color)) in parts.enumerated() {
            let label = Label()
            (label.text, label.font, label.textColor) = (text, font, color)
            (label.numberOfLines, label.textAlignment) = (0, .center)
            let size = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude))
            if index > 0 { y += 2 }
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: size.height.rounded(.up))
            box.addSubview(label)
            y = label.frame.maxY
        }
        return y + (sheet ? 14 : 20)
    }

    private func addHairline(_ frame: CGRect, in container: View) {
        let line = View(frame: frame)
        line.backgroundColor = Color(white: 0.8, alpha: 1)
        container.addSubview(line)
    }

    private func addButton(for action: AlertAction, frame: CGRect, in container: View) {
        let button = Button(type: .custom)
        button.frame = frame
        button.setTitle(action.title, for: .normal)
        let bold = action.style == .cancel || action === preferredAction
        let size: CGFloat = preferredStyle == .actionSheet ? 20 : 17
        button.titleLabel?.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        let color: Color = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : view.tintColor ?? .systemBlue
        button.setTitleColor(color, for: .normal)
        button.addAction(Action { [weak self] _ in self?.choose(action) }, for: .touchUpInside)
        container.addSubview(button)
    }

    /// The box in the middle of the screen (an alert), or at its bottom over the cancel group (a sheet).
    private func place(width: CGFloat, height: CGFloat, sheet: Bool, cancel: AlertAction?) {
        let bounds = view.bounds
        guard sheet else {
            box.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
            return
        }
        var bottom = bounds.maxY - Swift.max(view.safeAreaInsets.bottom, Metrics.sheetMargin)
        if let cancel {
            let group = cancelGroup ?? View()
            group.backgroundColor = .white
            group.layer.cornerRadius = 14
            group.clipsToBounds = true
            for old in group.subviews { old.removeFromSuperview() }
            group.frame = CGRect(x: bounds.midX - width / 2, y: bottom - Metrics.sheetButton, width: width, height: Metrics.sheetButton)
            addButton(for: cancel, frame: CGRect(x: 0, y: 0, width: width, height: Metrics.sheetButton), in: group)
            view.addSubview(group)
            cancelGroup = group
            bottom = group.frame.minY - Metrics.sheetMargin
        }
        box.frame = CGRect(x: bounds.midX - width / 2, y: bottom - height, width: width, height: height)
    }
}
