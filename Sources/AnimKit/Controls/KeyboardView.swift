import Foundation

/// What the screen shows of the on-screen keyboard: a panel the keyboard's size at the bottom of the window, its
/// suggestions bar and rows of keys drawn as an iPhone's letter keyboard is laid out (three rows of letters, then the
/// number, space and return keys), above the scene's other views. It only shows: typing comes from the computer's
/// keyboard. The colours are iOS's light and dark keyboard's; the sizes are AnimKit's reading of it.
@preconcurrency @MainActor
final class KeyboardView: View {
    /// The keyboard's grey, and its keys'.
    static let panelColor = Color(
        light: Color(red: 209 / 255, green: 212 / 255, blue: 217 / 255, alpha: 1), dark: Color(white: 0.17, alpha: 1))
    static let keyColor = Color(light: .white, dark: Color(white: 0.42, alpha: 1))
    static let wideKeyColor = Color(
        light: Color(red: 171 / 255, green: 177 / 255, blue: 186 / 255, alpha: 1), dark: Color(white: 0.27, alpha: 1))
    /// The rows of letters.
    static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    /// The suggestions bar's height, a key's height and the gaps between keys and rows.
    static let suggestions: CGFloat = 44
    static let keyHeight: CGFloat = 42
    static let gap: CGFloat = 6
    static let rowGap: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
        backgroundColor = Self.panelColor
        layOutKeys()
    }

    /// Not made from an archive.
    required init?(coder: NSCoder) { nil }

    /// The keys for the panel's width: ten letters across the top row, each row's keys centred; shift and delete
    /// beside the third, then the number key, the space bar and return.
    private func layOutKeys() {
        let width = bounds.width
        let key = (width - 2 * 3 - 9 * Self.gap) / 10
        var y = Self.suggestions + 8
        for (index, row) in Self.rows.enumerated() {
            let rowWidth = CGFloat(row.count) * key + CGFloat(row.count - 1) * Self.gap
            var x = (width - rowWidth) / 2
            for letter in row {
                addKey(String(letter), frame: CGRect(x: x, y: y, width: key, height: Self.keyHeight), wide: false)
                x += key + Self.gap
            }
            if index == 2 {
                let side = key * 1.3
                addKey("⇧", frame: CGRect(x: 3, y: y, width: side, height: Self.keyHeight), wide: true)
                addKey("⌫", frame: CGRect(x: width - 3 - side, y: y, width: side, height: Self.keyHeight), wide: true)
            }
            y += Self.keyHeight + Self.rowGap
        }
        let side = key * 2.5
        addKey("123", frame: CGRect(x: 3, y: y, width: side, height: Self.keyHeight), wide: true)
        addKey("return", frame: CGRect(x: width - 3 - side, y: y, width: side, height: Self.keyHeight), wide: true)
        addKey(
            "space", frame: CGRect(x: 3 + side + Self.gap, y: y, width: width - 2 * (3 + side + Self.gap), height: Self.keyHeight),
            wide: false)
    }

    private func addKey(_ title: String, frame: CGRect, wide: Bool) {
        let key = Label(frame: frame)
        key.text = title
        key.textAlignment = .center
        key.font = .systemFont(ofSize: title.count == 1 ? 22 : 16)
        key.textColor = .label
        key.backgroundColor = wide ? Self.wideKeyColor : Self.keyColor
        key.layer.cornerRadius = 5
        key.clipsToBounds = true
        addSubview(key)
    }
}
