import AnimKit
import Foundation

/// The controls, the responder chain and visual effects.
@MainActor
func useControlAPI() {
    let control = TrackingControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    // api: UIAction.init(title:image:identifier:handler:)
    let action = UIAction(title: "Go", image: nil, identifier: UIAction.Identifier("go")) { action in
        // api: UIAction.sender
        _ = action.sender as? UIControl
    }
    // api: UIControl.isEnabled
    control.isEnabled = true
    // api: UIControl.isSelected
    control.isSelected = false
    // api: UIControl.isHighlighted
    control.isHighlighted = false
    // api: UIControl.state
    _ = control.state == .normal
    // api: UIControl.isTracking
    _ = control.isTracking
    // api: UIControl.isTouchInside
    _ = control.isTouchInside
    // api: UIControl.addAction(_:for:)
    control.addAction(action, for: .primaryActionTriggered)
    // api: UIControl.addTarget(_:action:for:)
    control.addTarget(ActionReceiver(), action: Selector("tapped(_:)", ActionReceiver.tapped(_:)), for: .touchUpInside)
    // api: UIControl.sendActions(for:)
    control.sendActions(for: .primaryActionTriggered)
    // api: UIControl.sendAction(_:)
    control.sendAction(action)
    // api: UIControl.allControlEvents
    _ = control.allControlEvents
    // api: UIControl.removeAction(_:for:)
    control.removeAction(action, for: .primaryActionTriggered)
    // api: UIControl.removeAction(identifiedBy:for:)
    control.removeAction(identifiedBy: UIAction.Identifier("go"), for: .allEvents)
    // api: UIButton.init(type:)
    let button = UIButton(type: .system)
    // api: UIButton.init(type:primaryAction:)
    _ = UIButton(type: .custom, primaryAction: action)
    // api: UIButton.init(frame:primaryAction:)
    _ = UIButton(frame: .zero, primaryAction: nil)
    // api: UIButton.setTitle(_:for:)
    button.setTitle("Go", for: .normal)
    // api: UIButton.title(for:)
    _ = button.title(for: .normal)
    // api: UIButton.setTitleColor(_:for:)
    button.setTitleColor(.white, for: .normal)
    // api: UIButton.titleLabel
    button.titleLabel?.font = .systemFont(ofSize: 15)
    // api: UISwitch.init(frame:)
    let toggle = UISwitch(frame: .zero)
    // api: UISwitch.isOn
    toggle.isOn = true
    // api: UISwitch.setOn(_:animated:)
    toggle.setOn(false, animated: true)
    // api: UISwitch.onTintColor
    toggle.onTintColor = .systemTeal
    // api: UISwitch.thumbTintColor
    toggle.thumbTintColor = nil
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    // api: UISlider.minimumValue
    slider.minimumValue = 0
    // api: UISlider.maximumValue
    slider.maximumValue = 10
    // api: UISlider.value
    slider.value = 5
    // api: UISlider.isContinuous
    slider.isContinuous = false
    // api: UISlider.setValue(_:animated:)
    slider.setValue(2, animated: true)
    // api: UISlider.minimumTrackTintColor
    slider.minimumTrackTintColor = .systemGreen
    // api: UISlider.maximumTrackTintColor
    slider.maximumTrackTintColor = .systemGray
    // api: UISlider.thumbTintColor
    slider.thumbTintColor = .white
    // api: UISlider.setThumbImage(_:for:)
    slider.setThumbImage(nil, for: .highlighted)
    // api: UISlider.trackRect(forBounds:)
    let track = slider.trackRect(forBounds: slider.bounds)
    // api: UISlider.thumbRect(forBounds:trackRect:value:)
    _ = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
    // api: UIProgressView.init(progressViewStyle:)
    let bar = UIProgressView(progressViewStyle: .bar)
    // api: UIProgressView.progress
    bar.progress = 0.2
    // api: UIProgressView.setProgress(_:animated:)
    bar.setProgress(0.6, animated: true)
    // api: UIProgressView.progressTintColor
    bar.progressTintColor = .systemOrange
    // api: UIProgressView.trackTintColor
    bar.trackTintColor = nil
    // api: UIActivityIndicatorView.init(style:)
    let spinner = UIActivityIndicatorView(style: .large)
    // api: UIActivityIndicatorView.color
    spinner.color = .white
    // api: UIActivityIndicatorView.hidesWhenStopped
    spinner.hidesWhenStopped = true
    // api: UIActivityIndicatorView.startAnimating()
    spinner.startAnimating()
    // api: UIActivityIndicatorView.isAnimating
    _ = spinner.isAnimating
    // api: UIActivityIndicatorView.stopAnimating()
    spinner.stopAnimating()
    useTextFieldAPI()
    // api: UIBlurEffect.init(style:)
    let blur = UIBlurEffect(style: .systemThinMaterial)
    // api: UIVisualEffectView.init(effect:)
    let effectView = UIVisualEffectView(effect: blur)
    // api: UIVisualEffectView.contentView
    effectView.contentView.addSubview(UILabel())
    // api: UIVisualEffectView.effect
    effectView.effect = nil
}

/// The text field, its delegate and the keyboard.
@MainActor
func useTextFieldAPI() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let delegate = EveryDelegate()
    // api: UITextField.delegate
    field.delegate = delegate
    // api: UITextField.text
    field.text = "hello"
    // api: UITextField.attributedText
    field.attributedText = NSAttributedString(string: "hello", attributes: [.foregroundColor: UIColor.systemBlue])
    // api: UITextField.placeholder
    field.placeholder = "Name"
    // api: UITextField.font
    field.font = .systemFont(ofSize: 17)
    // api: UITextField.textColor
    field.textColor = .label
    // api: UITextField.textAlignment
    field.textAlignment = .center
    // api: UITextField.borderStyle
    field.borderStyle = .roundedRect
    // api: UITextField.leftView
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    // api: UITextField.leftViewMode
    field.leftViewMode = .always
    // api: UITextField.isSecureTextEntry
    field.isSecureTextEntry = false
    // api: UITextField.clearsOnBeginEditing
    field.clearsOnBeginEditing = false
    // api: UITextField.textRect(forBounds:)
    _ = field.textRect(forBounds: field.bounds)
    // api: UITextField.editingRect(forBounds:)
    _ = field.editingRect(forBounds: field.bounds)
    // api: UITextField.placeholderRect(forBounds:)
    _ = field.placeholderRect(forBounds: field.bounds)
    // api: UITextField.leftViewRect(forBounds:)
    _ = field.leftViewRect(forBounds: field.bounds)
    field.becomeFirstResponder()
    // api: UIResponder.isFirstResponder
    _ = field.isFirstResponder
    // api: UITextField.isEditing
    _ = field.isEditing
    // api: UITextField.insertText(_:)
    field.insertText("!")
    // api: UITextField.deleteBackward()
    field.deleteBackward()
    // api: UITextField.hasText
    _ = field.hasText
    field.resignFirstResponder()
}
