import AnimKit
import Testing

/// A settings card of the kind pasted from an iOS project, in the Swift 5 language mode most iOS code still uses.
final class SettingsCard: UIView, UITextFieldDelegate {
    let toggle = UISwitch()
    let slider = UISlider()
    let name = UITextField()
    let spinner = UIActivityIndicatorView(style: .medium)
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        // swift-format-ignore: NoPlaygroundLiterals
        backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        layer.cornerRadius = 16
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        toggle.addAction(UIAction { [weak self] _ in self?.log.append("toggle") }, for: .valueChanged)
        slider.addAction(
            UIAction { [weak self] action in
                guard let slider = action.sender as? UISlider else { return }
                self?.log.append("slider \(slider.value)")
            }, for: .valueChanged)
        name.delegate = self
        name.font = .preferredFont(forTextStyle: .body)
        for control in [toggle, slider, name, spinner] as [UIView] { addSubview(control) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        toggle.frame.origin = CGPoint(x: 16, y: 16)
        slider.frame = CGRect(x: 16, y: 60, width: bounds.width - 32, height: 31)
        name.frame = CGRect(x: 16, y: 100, width: bounds.width - 32, height: 34)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        spinner.startAnimating()
        return true
    }
}

@MainActor
@Suite("Controls in Swift 5 mode")
struct ControlsSwift5Snippets {
    @Test("a settings card with a switch, a slider and a text field compiles and answers")
    func settingsCard() async {
        let card = SettingsCard(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        card.layoutIfNeeded()
        card.toggle.sendActions(for: .valueChanged)
        card.slider.setValue(0.25, animated: false)
        card.slider.sendActions(for: .valueChanged)
        card.name.becomeFirstResponder()
        card.name.insertText("\n")
        #expect(card.log == ["toggle", "slider 0.25"])
        #expect(card.spinner.isAnimating && !card.name.isFirstResponder)
        card.spinner.stopAnimating()
    }
}
