import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKitSDL

/// Emoji in text, drawn as iOS draws them: in colour from the emoji face (Noto Color Emoji here, Apple Color Emoji on
/// iOS) whatever the text's font and colour, when the character presents as emoji by default (Unicode's
/// Emoji_Presentation), asks for it (U+FE0F after it) or is missing from the font.
@MainActor
@Suite("Emoji in text: the colour emoji face", .serialized)
struct EmojiFallbackTests {
    @Test("which face draws each character: by Emoji_Presentation, U+FE0F, U+FE0E and what each face has")
    func faces() {
        // The own font here has every character below U+2000, the emoji face every one of U+2000 and above.
        let own = { (scalar: UInt32) in scalar < 0x2000 }, emoji = { (scalar: UInt32) in scalar >= 0x2000 }
        // "A😀": U+1F600 presents as emoji.
        #expect(EmojiFallback.faces(of: [0x41, 0x1F600], own: own, emoji: emoji) == [.own, .emoji])
        // "♥" (U+2665) presents as text: the own font, if it has it; asked for with U+FE0F, the emoji face.
        #expect(EmojiFallback.faces(of: [0x2665], own: { _ in true }, emoji: emoji) == [.own])
        #expect(EmojiFallback.faces(of: [0x2665, 0xFE0F], own: { _ in true }, emoji: emoji) == [.emoji, .none])
        // U+FE0E asks for text: the own font even for U+1F600; the zero-width joiner draws nothing.
        #expect(EmojiFallback.faces(of: [0x1F600, 0xFE0E], own: { _ in true }, emoji: emoji) == [.own, .none])
        #expect(EmojiFallback.faces(of: [0x1F468, 0x200D, 0x1F469], own: own, emoji: emoji) == [.emoji, .none, .emoji])
        // Missing from the own font: the emoji face; with no emoji face, the own font (its missing-glyph box).
        #expect(EmojiFallback.faces(of: [0x2764], own: own, emoji: emoji) == [.emoji])
        #expect(EmojiFallback.faces(of: [0x1F600, 0xFE0F], own: own, emoji: nil) == [.own, .none])
    }

    @Test("a black 30-point label \"A😀\" draws the face in colour, the whole label as wide as it measures")
    func drawnInColour() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        #expect(EmojiFallback.path != nil, "the colour emoji face is installed by scripts/install-dependencies")
        let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        root.backgroundColor = .white
        _ = try OffscreenHost(root: root)
        let label = Label(frame: .zero)
        label.text = "A😀"
        label.font = .systemFont(ofSize: 30)
        label.textColor = .black
        label.sizeToFit()
        let letter = Label(frame: .zero)
        letter.text = "A"
        letter.font = label.font
        letter.sizeToFit()
        // The face is as tall as the line and about square: far wider than the font's missing-glyph box.
        let faceWidth = label.bounds.width - letter.bounds.width
        #expect(faceWidth > 0.9 * label.bounds.height && faceWidth < 1.3 * label.bounds.height)
        root.addSubview(label)
        let host = try OffscreenHost(root: root)
        try host.render()
        var yellow: [Int] = []
        for y in 0..<Int(label.bounds.height) {
            for x in 0..<120 {
                let pixel = host.pixel(x: x, y: y)
                if pixel.red > 200 && pixel.green > 150 && pixel.blue < 100 { yellow.append(x) }
            }
        }
        // Yellow, though the text is black: right of the letter, and inside the width the label measured.
        #expect(yellow.count > 100)
        #expect((yellow.min() ?? 0) >= Int(letter.bounds.width) - 1 && (yellow.max() ?? 200) < Int(label.bounds.width.rounded(.up)))
    }
}
