import AnimKit
import AnimKitTestSupport
import Testing

/// A sign-in screen as an iOS developer writes one: fields with a delegate that moves on with Return, a button that
/// is enabled once both are filled, a spinner while "signing in", and the form shaking when the password is wrong.
final class SignInView: UIView, UITextFieldDelegate {
    let email = UITextField()
    let password = UITextField()
    let signIn = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .medium)
    let form = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        addSubview(form)
        for (field, hint) in [(email, "Email"), (password, "Password")] {
            field.placeholder = hint
            field.borderStyle = .roundedRect
            field.delegate = self
            field.addAction(UIAction { [unowned self] _ in updateButton() }, for: .editingChanged)
            form.addSubview(field)
        }
        password.isSecureTextEntry = true
        signIn.setTitle("Sign In", for: .normal)
        signIn.isEnabled = false
        signIn.addAction(UIAction { [unowned self] _ in submit() }, for: .touchUpInside)
        form.addSubview(signIn)
        addSubview(spinner)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        form.frame = bounds
        email.frame = CGRect(x: 20, y: 100, width: bounds.width - 40, height: 34)
        password.frame = CGRect(x: 20, y: 150, width: bounds.width - 40, height: 34)
        signIn.frame = CGRect(x: 20, y: 200, width: bounds.width - 40, height: 44)
        spinner.center = CGPoint(x: bounds.midX, y: 280)
    }

    func updateButton() {
        signIn.isEnabled = email.hasText && password.hasText
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email {
            password.becomeFirstResponder()
        } else {
            submit()
        }
        return true
    }

    func submit() {
        endEditing(true)
        guard password.text == "secret" else {
            // The classic shake: left, right, left, home, as keyframes.
            UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear]) {
                for (index, offset) in [-12, 12, -8, 0].enumerated() {
                    UIView.addKeyframe(withRelativeStartTime: Double(index) * 0.25, relativeDuration: 0.25) {
                        self.form.transform = CGAffineTransform(translationX: CGFloat(offset), y: 0)
                    }
                }
            }
            return
        }
        spinner.startAnimating()
        UIView.animate(withDuration: 0.3) { self.form.alpha = 0.4 }
    }
}

@MainActor
@Suite("A whole sign-in screen: fields, button, spinner, shake")
struct LoginScreenSnippets {
    @Test("typing fills the form, Return moves on and submits; a wrong password shakes the form by keyframes")
    func signIn() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = SignInView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.layoutIfNeeded()
        let pointer = PointerDispatcher(root: screen)
        pointer.pointerDown(at: CGPoint(x: 100, y: 117), time: 0)
        pointer.pointerUp(at: CGPoint(x: 100, y: 117), time: 0.05)
        #expect(screen.email.isFirstResponder && !screen.signIn.isEnabled)
        screen.email.insertText("me@example.com")
        screen.email.insertText("\n")
        #expect(screen.password.isFirstResponder)
        screen.password.insertText("wrong")
        #expect(screen.signIn.isEnabled)
        screen.password.insertText("\n")
        #expect(!screen.password.isFirstResponder && !screen.spinner.isAnimating)
        // At 0.05 s the first keyframe (0 → −12 over 0.1 s) is half-way.
        fixture.run(seconds: 0.05)
        #expect(isApproximatelyEqual(screen.form.presentation.transform.tx, -6))
        fixture.run(seconds: 0.4)
        #expect(screen.form.presentation.transform == .identity)

        screen.password.becomeFirstResponder()
        for _ in 0..<5 { screen.password.deleteBackward() }
        screen.password.insertText("secret")
        // A tap on the enabled button submits: the spinner turns and the form fades.
        pointer.pointerDown(at: CGPoint(x: 195, y: 222), time: 1)
        pointer.pointerUp(at: CGPoint(x: 195, y: 222), time: 1.05)
        #expect(screen.spinner.isAnimating && !screen.spinner.isHidden && screen.form.alpha == 0.4)
    }
}
