import Foundation

/// What the screen shows of the on-screen keyboard: a panel the keyboard's size at the bottom of the window, its
/// suggestions bar and the keys of the keyboard the responder asks for (``KeyboardKeys``), above the scene's other views. It only shows: typing comes from the computer's
/// keyboard. The colours are iOS's light and dark keyboard's; the sizes are AnimKit's reading of it.
@preconcurrency @MainActor
final class KeyboardView: View {
    /// The keyboard's grey, and its keys'.
    static let panelColor = Color(
        light: Color(red: 209 / 255, green: 212 / 255, blue: 217 / 255, alpha: 1), dark: Color(white: 0.17, alpha: 1))
    static let keyColor = Color(light: .white, dark: Color(white: 0.42, alpha: 1))
    static let wideKeyColor = Color(
        light: Color(red: 171 / 255, green: 177 / 255, blue: 186 / 255, alpha: 1), dark: Color(white: 0.27, alpha: 1))
    /// The keys shown, as the responder with the keyboard asks (its keyboard type, return key and appearance).
    var look: KeyboardLook {
        didSet { if look != oldValue { layOutKeys() } }
    }

    init(frame: CGRect, look: KeyboardLook) {
        self.look = look
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
        backgroundColor = Self.panelColor
        layOutKeys()
    }

    /// Not made from an archive.
    required init?(coder: NSCoder) { nil }

    /// The look's keys for the panel's width (``KeyboardKeys``), light or dark as its appearance asks.
    private func layOutKeys() {
        for key in subviews { key.removeFromSuperview() }
        overrideUserInterfaceStyle =
            switch look.appearance {
            case .default: .unspecified
            case .dark: .dark
            case .light: .light
            }
        for key in KeyboardKeys.keys(for: look, width: bounds.width) { addKey(key) }
    }

    private func addKey(_ key: KeyboardKeys.Key) {
        let face = Label(frame: key.frame)
        face.text = key.title
        face.textAlignment = .center
        face.font = .systemFont(ofSize: key.title.count == 1 ? 22 : 16)
        face.textColor = key.style == .action ? .white : .label
        switch key.style {
        case .character: face.backgroundColor = Self.keyColor
        case .function: face.backgroundColor = Self.wideKeyColor
        case .action: face.backgroundColor = .systemBlue
        case .bare: break
        }
        face.layer.cornerRadius = 5
        face.clipsToBounds = true
        addSubview(face)
        guard let letters = key.letters else { return }
        // A pad's digit over its letters: the digit raised, the letters small beneath it.
        face.font = .systemFont(ofSize: 26)
        face.frame.size.height = key.frame.height * 0.72
        face.layer.cornerRadius = 0
        let background = View(frame: key.frame)
        (background.backgroundColor, face.backgroundColor) = (face.backgroundColor, nil)
        background.layer.cornerRadius = 5
        insertSubview(background, belowSubview: face)
        let below = Label(
            frame: CGRect(
                x: key.frame.minX, y: key.frame.minY + key.frame.height * 0.6, width: key.frame.width, height: key.frame.height * 0.3))
        below.text = letters
        below.textAlignment = .center
        below.font = .boldSystemFont(ofSize: 10)
        below.textColor = .label
        addSubview(below)
    }
}
