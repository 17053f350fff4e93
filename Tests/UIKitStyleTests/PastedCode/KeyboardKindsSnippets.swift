import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A login form and a PIN screen as iOS code writes them: each field asks for its keyboard (`keyboardType`,
// `returnKeyType`, `keyboardAppearance`), a chat's composer sets its text view's return key, and a PIN view of the
// screen's own takes typed text (`UIKeyInput`) and declares only `keyboardType`. UIKit documents what each keyboard
// type features (the e-mail keyboard "prominently features the at (“@”), period (“.”) and space characters") and the
// return key's title for each `UIReturnKeyType`.
@MainActor
@Suite("The keyboard each responder asks for", .serialized)
struct KeyboardKindsSnippets {
    /// A screen-sized window with a controller's view; the keyboard is let go after.
    static func screen() -> (UIWindow, UIView) {
        _ = UIResponder.first?.resignFirstResponder()
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.current.screenSize))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return (window, window.rootViewController?.view ?? window)
    }

    /// The keyboard drawn over `window`, and the titles of its keys in the order drawn.
    static func keys(in window: UIWindow) -> (keyboard: UIView?, titles: [String]) {
        let keyboard = window.subviews.last { $0.accessibilityIdentifier == "keyboard" }
        return (keyboard, keyboard?.subviews.compactMap { ($0 as? UILabel)?.text } ?? [])
    }

    @Test("a login form: the e-mail field's keyboard has @ and . and a grey next key; the password's a blue go key")
    func loginForm() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, view) = Self.screen()
        let (email, password) = (UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44)), UITextField())
        email.keyboardType = .emailAddress
        email.returnKeyType = .next
        password.isSecureTextEntry = true
        password.returnKeyType = .go
        view.addSubview(email)
        view.addSubview(password)
        email.becomeFirstResponder()
        let (keyboard, titles) = Self.keys(in: window)
        let panel = try #require(keyboard)
        #expect(titles.suffix(5) == ["123", "space", "@", ".", "next"] && titles.contains("Q"))
        let next = try #require(panel.subviews.last as? UILabel)
        #expect(next.frame == CGRect(x: 393 - 3 - next.frame.width, y: 214, width: next.frame.width, height: 42))
        #expect(next.backgroundColor != .systemBlue)
        password.becomeFirstResponder()
        let handed = Self.keys(in: window)
        // The same panel, its keys the password's: no @, a blue go key.
        #expect(handed.keyboard === panel && handed.titles.suffix(3) == ["123", "space", "go"] && !handed.titles.contains("@"))
        #expect((panel.subviews.last as? UILabel)?.backgroundColor == .systemBlue)
        #expect((panel.subviews.last as? UILabel)?.textColor == .white)
        password.resignFirstResponder()
        fixture.run(seconds: 0.3)
    }

    @Test(
        "each keyboard type's keys and each return key's title",
        arguments: [
            (UIKeyboardType.default, UIReturnKeyType.default, ["123", "space", "return"]),
            (.URL, .go, ["123", ".", "/", ".com", "go"]), (.twitter, .send, ["123", "space", "@", "#", "send"]),
            (.webSearch, .search, ["123", "space", ".", "search"]), (.asciiCapable, .done, ["123", "space", "done"]),
            (.numbersAndPunctuation, .join, ["ABC", "space", "join"]), (.namePhonePad, .route, ["123", "space", "route"]),
            (.default, .google, ["123", "space", "Google"]), (.default, .yahoo, ["123", "space", "Yahoo"]),
            (.default, .emergencyCall, ["123", "space", "Emergency call"]), (.default, .continue, ["123", "space", "continue"]),
        ])
    func keyboardTypes(type: UIKeyboardType, returnKey: UIReturnKeyType, bottomRow: [String]) throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, view) = Self.screen()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        (field.keyboardType, field.returnKeyType) = (type, returnKey)
        view.addSubview(field)
        field.becomeFirstResponder()
        let titles = Self.keys(in: window).titles
        #expect(Array(titles.suffix(bottomRow.count)) == bottomRow)
        // The letters, or the numbers and punctuation, above it.
        #expect(titles.contains(type == .numbersAndPunctuation ? "1" : "Q") && titles.contains("⌫"))
        field.resignFirstResponder()
        fixture.run(seconds: 0.3)
    }

    @Test(
        "number, decimal and phone pads: three columns of digits with their letters, no return key",
        arguments: [(UIKeyboardType.numberPad, nil), (.decimalPad, "."), (.phonePad, "+*#"), (.asciiCapableNumberPad, nil)])
    func pads(type: UIKeyboardType, bottomLeft: String?) throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, view) = Self.screen()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.keyboardType = type
        view.addSubview(field)
        field.becomeFirstResponder()
        let (keyboard, titles) = Self.keys(in: window)
        let panel = try #require(keyboard)
        #expect(!titles.contains("return") && !titles.contains("Q") && titles.contains("ABC") && titles.contains("WXYZ"))
        #expect(titles.contains(".") == (bottomLeft == ".") && titles.contains("+*#") == (bottomLeft == "+*#"))
        // Three columns 6 points apart with 6 at each side: (393 − 24) / 3 = 123 points each; 1 at the top left.
        let one = try #require(panel.subviews.first { ($0 as? UILabel)?.text == "1" })
        let three = try #require(panel.subviews.first { ($0 as? UILabel)?.text == "3" })
        #expect(one.frame.minX == 6 && one.frame.minY == 6 && one.frame.width == 123 && three.frame.maxX == 387)
        // The digit's key is one rounded face under the digit and its letters, its corners not squared by the digit's.
        let face = try #require(panel.subviews.first { !($0 is UILabel) && $0.frame.origin == one.frame.origin })
        #expect(one.backgroundColor == nil)
        #expect(face.layer.cornerRadius == 5 && face.backgroundColor != nil)
        field.resignFirstResponder()
        fixture.run(seconds: 0.3)
    }

    @Test("keyboardAppearance .dark draws the keyboard dark over a light screen; .default follows the screen")
    func appearance() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, view) = Self.screen()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.keyboardAppearance = .dark
        view.addSubview(field)
        field.becomeFirstResponder()
        let panel = try #require(Self.keys(in: window).keyboard)
        #expect(panel.traitCollection.userInterfaceStyle == .dark && window.traitCollection.userInterfaceStyle == .light)
        let plain = UITextField()
        view.addSubview(plain)
        plain.becomeFirstResponder()
        #expect(panel.traitCollection.userInterfaceStyle == .light)
        plain.resignFirstResponder()
        fixture.run(seconds: 0.3)
    }

    @Test("a text view keeps its input traits as a field does; a composer's return key reads send")
    func textViewTraits() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, view) = Self.screen()
        let composer = UITextView(frame: CGRect(x: 20, y: 600, width: 300, height: 40))
        composer.returnKeyType = .send
        composer.autocorrectionType = .no
        composer.keyboardType = .twitter
        composer.enablesReturnKeyAutomatically = true
        view.addSubview(composer)
        #expect(composer.returnKeyType == .send && composer.autocorrectionType == .no && composer.enablesReturnKeyAutomatically)
        #expect(composer.autocapitalizationType == .sentences && !composer.isSecureTextEntry)
        let traits: any UITextInputTraits = composer
        #expect(traits.keyboardType == .twitter)
        composer.becomeFirstResponder()
        #expect(Self.keys(in: window).titles.suffix(3) == ["@", "#", "send"])
        composer.resignFirstResponder()
        fixture.run(seconds: 0.3)
    }
}
