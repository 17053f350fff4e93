import Foundation

/// What the keyboard drawn over the window shows for the responder that has it: its ``KeyboardType``'s keys, its
/// ``ReturnKeyType``'s title and its ``KeyboardAppearance``.
struct KeyboardLook: Equatable {
    var keyboardType = KeyboardType.default
    var returnKeyType = ReturnKeyType.default
    var appearance = KeyboardAppearance.default

    /// The look `responder`'s traits ask for (UIKit's defaults for one that declares none).
    @MainActor init(of responder: Responder?) {
        guard let traits = responder as? any TextInputTraits else { return }
        (keyboardType, returnKeyType, appearance) = (traits.keyboardType, traits.returnKeyType, traits.keyboardAppearance)
    }
}

/// Where the keys of a keyboard of one look stand on a panel of one width, as an iPhone lays them out in portrait:
/// three rows of letters over a row that depends on the keyboard type (the e-mail keyboard's `@` and `.`, the web
/// keyboard's `/` and `.com`), the numbers-and-punctuation rows, or a pad of three columns (number, decimal and phone
/// pads, with the letters under each digit and no return key). The sizes are AnimKit's reading of iOS's keyboard.
enum KeyboardKeys {
    /// How a key is drawn.
    enum Style {
        /// A white (dark grey in dark mode) key: a letter, a digit, the space bar.
        case character
        /// A grey key: shift, delete, the number key, the plain return key.
        case function
        /// A blue key with white text: a return key that acts (go, search, send, done …).
        case action
        /// No key, its title drawn on the panel: a pad's delete key.
        case bare
    }

    /// One key: its title, the letters under a pad's digit, its place on the panel and how it is drawn.
    struct Key: Equatable {
        let title: String
        var letters: String?
        let frame: CGRect
        let style: Style
    }

    static let suggestions: CGFloat = 44
    static let keyHeight: CGFloat = 42
    static let gap: CGFloat = 6
    static let rowGap: CGFloat = 12
    static let margin: CGFloat = 3
    /// The bottom of the lowest row of keys: the panel's own space below it (the globe and dictation keys, the home
    /// indicator) is left empty.
    static let keysBottom = suggestions + 8 + 4 * keyHeight + 3 * rowGap

    /// The keys of `look` on a panel `width` wide.
    static func keys(for look: KeyboardLook, width: CGFloat) -> [Key] {
        switch look.keyboardType {
        case .numberPad, .asciiCapableNumberPad: pad(bottomLeft: nil, width: width)
        case .decimalPad: pad(bottomLeft: ".", width: width)
        case .phonePad: pad(bottomLeft: "+*#", width: width)
        case .numbersAndPunctuation:
            rows(["1234567890", "-/:;()$&@\"", ".,?!'"], shift: "#+=", width: width)
                + bottomRow(["ABC"], flexible: "space", extra: [], look: look, width: width)
        case .emailAddress: letters(width: width) + bottomRow(["123"], flexible: "space", extra: ["@", "."], look: look, width: width)
        case .URL: letters(width: width) + bottomRow(["123", ".", "/"], flexible: ".com", extra: [], look: look, width: width)
        case .twitter: letters(width: width) + bottomRow(["123"], flexible: "space", extra: ["@", "#"], look: look, width: width)
        case .webSearch: letters(width: width) + bottomRow(["123"], flexible: "space", extra: ["."], look: look, width: width)
        case .default, .asciiCapable, .namePhonePad:
            letters(width: width) + bottomRow(["123"], flexible: "space", extra: [], look: look, width: width, wideEnds: true)
        }
    }

    /// A letter key's width: ten across the top row.
    private static func keyWidth(_ width: CGFloat) -> CGFloat { (width - 2 * margin - 9 * gap) / 10 }

    private static func letters(width: CGFloat) -> [Key] { rows(["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"], shift: "⇧", width: width) }

    /// Three rows of characters, each centred, shift and delete beside the third.
    private static func rows(_ rows: [String], shift: String, width: CGFloat) -> [Key] {
        let key = keyWidth(width)
        var keys: [Key] = [], y = suggestions + 8
        for (index, row) in rows.enumerated() {
            // A third row of wider keys (punctuation) spreads between shift and delete.
            let wide = index == 2 && row.count < 7
            let size = wide ? (width - 2 * (margin + key * 1.3 + 2 * gap) - CGFloat(row.count - 1) * gap) / CGFloat(row.count) : key
            let rowWidth = CGFloat(row.count) * size + CGFloat(row.count - 1) * gap
            var x = (width - rowWidth) / 2
            for character in row {
                keys.append(Key(title: String(character), frame: CGRect(x: x, y: y, width: size, height: keyHeight), style: .character))
                x += size + gap
            }
            if index == 2 {
                let side = key * 1.3
                keys.append(Key(title: shift, frame: CGRect(x: margin, y: y, width: side, height: keyHeight), style: .function))
                keys.append(
                    Key(title: "⌫", frame: CGRect(x: width - margin - side, y: y, width: side, height: keyHeight), style: .function))
            }
            y += keyHeight + rowGap
        }
        return keys
    }

    /// The bottom row: `leading` keys, the `flexible` one taking the room left, `extra` keys, then return. With
    /// `wideEnds`, the number key and return are as wide as each other (the plain keyboard's row).
    private static func bottomRow(
        _ leading: [String], flexible: String, extra: [String], look: KeyboardLook, width: CGFloat, wideEnds: Bool = false
    ) -> [Key] {
        let key = keyWidth(width), y = keysBottom - keyHeight
        let returnWidth = key * 2.5, leadWidth = wideEnds ? returnWidth : key * 1.25
        var keys: [Key] = [], x = margin
        for (index, title) in leading.enumerated() {
            let size = index == 0 ? leadWidth : key
            keys.append(
                Key(title: title, frame: CGRect(x: x, y: y, width: size, height: keyHeight), style: index == 0 ? .function : .character))
            x += size + gap
        }
        let trailing = width - margin - returnWidth - CGFloat(extra.count) * (key + gap) - gap
        keys.append(Key(title: flexible, frame: CGRect(x: x, y: y, width: trailing - x, height: keyHeight), style: .character))
        x = trailing + gap
        for title in extra {
            keys.append(Key(title: title, frame: CGRect(x: x, y: y, width: key, height: keyHeight), style: .character))
            x += key + gap
        }
        let style: Style = look.returnKeyType == .default || look.returnKeyType == .next ? .function : .action
        keys.append(
            Key(title: returnTitle(look.returnKeyType), frame: CGRect(x: x, y: y, width: returnWidth, height: keyHeight), style: style))
        return keys
    }

    /// The return key's title, as iOS writes it on the iPhone's keyboard.
    static func returnTitle(_ type: ReturnKeyType) -> String {
        switch type {
        case .default: "return"
        case .go: "go"
        case .google: "Google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "Yahoo"
        case .done: "done"
        case .emergencyCall: "Emergency call"
        case .continue: "continue"
        }
    }

    /// The letters under each digit of a telephone's keypad.
    private static let padLetters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]

    /// A pad of three columns and four rows from the top of the panel: 1 to 9, then `bottomLeft` (none on a number
    /// pad), 0 and delete.
    private static func pad(bottomLeft: String?, width: CGFloat) -> [Key] {
        let column = (width - 2 * gap - 2 * gap) / 3, height = (keysBottom - gap - 3 * gap) / 4
        func frame(_ row: Int, _ place: Int) -> CGRect {
            CGRect(x: gap + CGFloat(place) * (column + gap), y: gap + CGFloat(row) * (height + gap), width: column, height: height)
        }
        var keys = (1...9).map { digit in
            Key(title: "\(digit)", letters: padLetters[digit - 1], frame: frame((digit - 1) / 3, (digit - 1) % 3), style: .character)
        }
        if let bottomLeft { keys.append(Key(title: bottomLeft, frame: frame(3, 0), style: .bare)) }
        keys.append(Key(title: "0", letters: bottomLeft == "+*#" ? "+" : nil, frame: frame(3, 1), style: .character))
        keys.append(Key(title: "⌫", frame: frame(3, 2), style: .bare))
        return keys
    }
}
