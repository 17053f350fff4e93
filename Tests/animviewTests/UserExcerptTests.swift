import Foundation
import Testing

@testable import animview

/// What the compiler shows under an error, taken back to the user's text: `play` compiles a `#selector(tap)` as a
/// `Selector(…)` call, and the compiler prints that line and marks its own column.
@Suite("The source shown under an error, as the user wrote it")
struct UserExcerptTests {
    static let source = "final class A {\n    func f() {\n        b.addTarget(self, action: #selector(tapp), for: .x)\n    }\n}"
    static let written = "Selector(\"tapp\", A.tapp)"

    /// The reader's edit: `#selector(tapp)` on line 3 becomes the call.
    static var edit: SourceEdit {
        let text = Array(source.utf8), wanted = Array("#selector(tapp)".utf8)
        let start = (0...(text.count - wanted.count)).first { Array(text[$0..<($0 + wanted.count)]) == wanted } ?? 0
        return SourceEdit(range: start..<(start + wanted.count), replacement: written)
    }

    @Test("numbered lines become the user's; the mark under the edited line moves to the user's column; others stay")
    func restores() {
        let compiled = "        b.addTarget(self, action: \(Self.written), for: .x)"
        // The compiler marks `A.tapp` inside the call: column 35 + 17 of the compiled line; the user wrote column 35.
        let block = [
            "/p/A.swift:3:35: error: type 'A' has no member 'tapp'",
            "2 |     func f() {",
            "3 | \(compiled)",
            "  | " + String(repeating: " ", count: 34 + 17) + "`- error: type 'A' has no member 'tapp'",
            "4 |     }",
        ]
        let restored = UserExcerpt.restored(block, source: Self.source, edits: [Self.edit])
        #expect(restored[0] == block[0] && restored[1] == block[1] && restored[4] == block[4])
        #expect(restored[2] == "3 |         b.addTarget(self, action: #selector(tapp), for: .x)")
        #expect(restored[3] == "  | " + String(repeating: " ", count: 34) + "`- error: type 'A' has no member 'tapp'")
    }

    @Test("a #Preview of something else is said in the code's words; other errors are left as they are")
    func previewWords() {
        #expect(
            UserExcerpt.inUserWords("F.swift:4:5: error: return expression of type 'Int' does not conform to 'PlaygroundLiveViewable'")
                == "F.swift:4:5: error: a #Preview shows a UIView or a UIViewController; this one returns 'Int'")
        #expect(UserExcerpt.inUserWords("F.swift:1:1: error: cannot find 'x' in scope") == "F.swift:1:1: error: cannot find 'x' in scope")
    }

    @Test("an error past the first lines keeps its source: margins two digits wide start with the number")
    func twoDigitMargins() {
        // The copy has two lines before the user's: its lines 14 to 16 are the user's 12 to 14.
        let output = [
            "/p/A.swift:13:9: error: cannot find 'squar' in scope",
            "14 | let x = 0",
            "15 | square.center.x = 1",
            "   |         `- error: cannot find 'squar' in scope",
            "16 | }",
            "[4/5] Compiling",
        ]
        #expect(
            PlayBuild.errors(in: output) == [
                "/p/A.swift:13:9: error: cannot find 'squar' in scope\n12 | let x = 0\n13 | square.center.x = 1\n"
                    + "   |         `- error: cannot find 'squar' in scope\n14 | }"
            ])
    }
}
