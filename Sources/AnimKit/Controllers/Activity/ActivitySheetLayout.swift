import Foundation

/// The share sheet's views: the first item at the top (a grey thumbnail, its text or link, what kind it is) with a
/// close button, a hairline, the ways to share as 60-point circles with their names under them, and the actions as
/// 52-point rows on a white card with 10-point corners — placed by frames that follow the sheet's width.
@MainActor
struct ActivitySheetLayout {
    let sheet: ActivityViewController

    /// Puts the parts in `view`.
    func build(in view: View) {
        let width = view.bounds.width
        let thumbnail = View(frame: CGRect(x: 16, y: 24, width: 44, height: 44))
        (thumbnail.backgroundColor, thumbnail.layer.cornerRadius) = (.tertiarySystemFill, 8)
        let (title, kind) = describe(sheet.activityItems.first)
        let titleLabel = label(title, font: .systemFont(ofSize: 17, weight: .semibold), color: .label)
        titleLabel.frame = CGRect(x: 72, y: 24, width: width - 72 - 56, height: 22)
        let kindLabel = label(kind, font: .systemFont(ofSize: 15), color: .secondaryLabel)
        kindLabel.frame = CGRect(x: 72, y: 48, width: width - 72 - 56, height: 20)
        let close = Button(type: .custom)
        close.frame = CGRect(x: width - 46, y: 24, width: 30, height: 30)
        (close.backgroundColor, close.layer.cornerRadius) = (.tertiarySystemFill, 15)
        close.setTitle("✕", for: .normal)
        close.setTitleColor(.secondaryLabel, for: .normal)
        close.accessibilityIdentifier = "Close"
        close.addAction(Action { [weak sheet] _ in sheet?.finish(nil, completed: false) }, for: .touchUpInside)
        let line = View(frame: CGRect(x: 0, y: 84, width: width, height: 0.5))
        line.backgroundColor = .separator
        for part in [thumbnail, titleLabel, kindLabel, close, line] {
            part.autoresizingMask = part === close ? [.flexibleLeftMargin] : [.flexibleWidth]
            view.addSubview(part)
        }
        for (index, target) in sheet.shareTargets.enumerated() {
            let x = 16 + CGFloat(index) * 84
            let circle = button(target.title, frame: CGRect(x: x, y: 100, width: 60, height: 60), run: target.run)
            (circle.backgroundColor, circle.layer.cornerRadius) = (.tertiarySystemFill, 30)
            let name = label(target.title, font: .systemFont(ofSize: 11), color: .label)
            name.textAlignment = .center
            name.frame = CGRect(x: x - 12, y: 164, width: 84, height: 14)
            view.addSubview(circle)
            view.addSubview(name)
        }
        let actions = sheet.actions
        let card = View(frame: CGRect(x: 16, y: 198, width: width - 32, height: CGFloat(actions.count) * 52))
        (card.backgroundColor, card.layer.cornerRadius, card.clipsToBounds) = (.secondarySystemGroupedBackground, 10, true)
        card.autoresizingMask = [.flexibleWidth]
        for (index, action) in actions.enumerated() {
            let row = button(
                action.title, frame: CGRect(x: 0, y: CGFloat(index) * 52, width: card.bounds.width, height: 52), run: action.run)
            let title = label(action.title, font: .systemFont(ofSize: 17), color: .label)
            title.frame = CGRect(x: 16, y: 0, width: row.bounds.width - 32, height: 52)
            (title.isUserInteractionEnabled, title.autoresizingMask) = (false, [.flexibleWidth])
            row.addSubview(title)
            row.autoresizingMask = [.flexibleWidth]
            if index > 0 {
                let rule = View(frame: CGRect(x: 16, y: CGFloat(index) * 52, width: card.bounds.width - 16, height: 0.5))
                (rule.backgroundColor, rule.autoresizingMask) = (.separator, [.flexibleWidth])
                card.addSubview(rule)
            }
            card.addSubview(row)
        }
        view.addSubview(card)
    }

    /// The first item's title and kind: a link's address, a text's first line, or an image.
    private func describe(_ item: Any?) -> (String, String) {
        switch item {
        case let url as URL: (url.host ?? url.absoluteString, url.absoluteString)
        case let text as String: (text.split(separator: "\n").first.map(String.init) ?? "", "Plain Text")
        case is Image: ("Image", "Photo")
        default: ("", "")
        }
    }

    private func label(_ text: String, font: Font, color: Color) -> Label {
        let label = Label()
        (label.text, label.font, label.textColor) = (text, font, color)
        return label
    }

    /// A plain button named `title` for finding it, running `run` when tapped.
    private func button(_ title: String, frame: CGRect, run: @escaping @MainActor () -> Void) -> Button {
        let button = Button(type: .custom)
        button.frame = frame
        button.accessibilityIdentifier = title
        button.addAction(Action { _ in run() }, for: .touchUpInside)
        return button
    }
}
