import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKitSDL

/// `--headless --where X,Y --at T`: the frontmost view at a canvas point, the line that made it and the lines of every
/// animation that moves it, as text — and the command lines it refuses, each in one sentence.
@MainActor
@Suite("Where a view came from, headless", .serialized)
struct WhereTests {
    static let cardLine = #line + 4
    static let animateLine = #line + 7
    static let fadeLine = #line + 11
    let scene = AnimView.PreviewScene("slide", size: CGSize(width: 400, height: 200)) { canvas in
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 80, height: 80))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        canvas.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0.2, options: [.curveLinear]) { card.center.x = 340 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        fade.duration = 2
        card.layer.add(fade, forKey: "fade")
        canvas.addSubview(UILabel(frame: CGRect(x: 300, y: 10, width: 90, height: 20)))
    }

    @Test("the card where it has moved to at 0.7 s: made on its line, moved by the block and faded by the layer's animation")
    func reportsTheCard() throws {
        let request = try #require(try HeadlessPreview.parse(["--headless", "--where", "200, 100", "--at", "0.7"]))
        #expect(request.output == .origin(point: CGPoint(x: 200, y: 100), at: 0.7))
        CreationTrace.isOn = true
        defer { CreationTrace.isOn = false }
        let playback = try scene.playback()
        defer { playback.end() }
        let lines = try HeadlessPreview.origin(at: CGPoint(x: 200, y: 100), time: 0.7, of: playback)
        let file = #filePath
        // The debug information places a call at its callee's name; Swift's #column default at the opening parenthesis.
        #expect(
            lines == [
                "card (UIView) — made at \(file):\(Self.cardLine):20",
                "  animated at \(file):\(Self.animateLine):23 — card · UIView.animate: center",
                "  animated at \(file):\(Self.fadeLine):23 — card · opacity 1 → 0.5: alpha",
                "    made at \(file):\(Self.fadeLine - 4):36",
            ])
        // Where the card started, it has gone by 0.7 s (a linear move from 0.2 s: centre x 60 + 280 × 0.5 = 200).
        #expect(
            try HeadlessPreview.origin(at: CGPoint(x: 30, y: 100), time: 0.7, of: playback) == [
                "nothing at 30, 100 at 0.700 s (the canvas is 400 × 200)"
            ])
        // A label nothing animates.
        let label = try HeadlessPreview.origin(at: CGPoint(x: 310, y: 15), time: 0.7, of: playback)
        #expect(label == ["view 2 (UILabel) — made at \(file):\(Self.fadeLine + 1):27", "  no animation moves it"])
    }

    @Test(
        "what --where refuses: no --at, a point that is not X,Y, an output file or a film's options",
        arguments: [
            (["--where", "3,4"], "--where needs --at SECONDS: the moment to look at"),
            (["--where", "3", "--at", "1"], "--where takes a point of the canvas as X,Y (points, from its top left), not 3"),
            (["--where", "a,4", "--at", "1"], "--where takes a point of the canvas as X,Y (points, from its top left), not a,4"),
            (
                ["--where", "3,4", "--at", "1", "--out", "x.png"],
                "--where prints what is at a point; it takes --at and writes no file, so not --out"
            ),
            (
                ["--where", "3,4", "--at", "1", "--force"],
                "--where prints what is at a point; it takes --at and writes no file, so not --force"
            ),
            (["--where", "3,4", "--at", "-1"], "--at must be a time in seconds from 0 to 86400, not -1"),
        ])
    func refuses(arguments: [String], message: String) {
        #expect(throws: HeadlessPreviewError(message)) { try HeadlessPreview.parse(["--headless"] + arguments) }
    }
}
