import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// An iOS screen pasted into `play` as it is written: `import UIKit`, `@objc`, `#selector`, no top-level code.
extension PackageBuildingTests.PlayCommandTests {
    nonisolated static let iosScreen = """
        import UIKit

        class CardViewController: UIViewController {
            let card = UIView()
            let titleLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                card.backgroundColor = .systemBlue
                card.frame = CGRect(x: 40, y: 100, width: 200, height: 120)
                view.addSubview(card)
                card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap(_:))))
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(CardViewController.pressed), for: .touchUpInside)
                button.sendActions(for: .touchUpInside)
                titleLabel.text = "Remember me"
                titleLabel.font = .preferredFont(forTextStyle: .body)
                titleLabel.sizeToFit()
                view.addSubview(titleLabel)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                DispatchQueue.main.async {
                    print("title fits:", self.titleLabel.bounds.width == self.titleLabel.intrinsicContentSize.width)
                }
            }

            @objc private func didTap(_ sender: UITapGestureRecognizer) {}
            @objc func pressed() { card.backgroundColor = .systemGreen }
        }

        final class BadgeView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .systemRed
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """

    /// The screen shows as written (the button's selector ran: the card is green); `--show` picks the view; a name
    /// that names none, and a selector naming no method, are each one sentence at the right place.
    func iOSFileAsWritten(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Screen.swift", Self.iosScreen)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let shown = try runAnimview(
            ["play", file, "--headless", "--at", "0", "--out", scratch.path("screen.png")], environment: environment)
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(shown.standardError.contains("showing CardViewController of the previews CardViewController, BadgeView"))
        let screen = try await Self.frame(at: scratch.path("screen.png"))
        // The device's screen (an iPhone 15's 393 × 852), the card where viewDidLoad put it, green from the selector.
        #expect(screen.width == 393 && screen.height == 852)
        #expect(screen.pixel(x: 140, y: 160) == Pixel(52, 199, 89))
        #expect(screen.pixel(x: 300, y: 160) == Pixel(255, 255, 255))
        // Sized by `sizeToFit()` in viewDidLoad, the label fits its text as drawn: measured with the fonts it is drawn in.
        #expect(shown.standardOutput.contains("title fits: true"), "\(shown.standardOutput)")
        // The card, made by a stored property's `UIView()` (the controller's view is view 1), names that line.
        let found = try runAnimview(["play", file, "--headless", "--where", "140,160", "--at", "0"], environment: environment)
        #expect(found.standardOutput.contains("\nview 2 (UIView) — made at \(file):4:16\n"), "\(found.standardOutput)")

        let badge = try runAnimview(
            ["play", file, "--show", "BadgeView", "--headless", "--at", "0", "--out", scratch.path("badge.png")], environment: environment)
        #expect(badge.status == 0, "\(badge.standardError)")
        let red = try await Self.frame(at: scratch.path("badge.png"))
        #expect(red.pixel(x: 10, y: 10) == Pixel(255, 59, 48))

        // Previewed in the dark appearance: the system colours take their dark values (Apple's: green #30D158), the
        // white the code set stays white.
        let dark = try runAnimview(
            ["play", file, "--appearance", "dark", "--headless", "--at", "0", "--out", scratch.path("dark.png")], environment: environment)
        #expect(dark.status == 0, "\(dark.standardError)")
        let darkScreen = try await Self.frame(at: scratch.path("dark.png"))
        #expect(darkScreen.pixel(x: 140, y: 160) == Pixel(48, 209, 88) && darkScreen.pixel(x: 300, y: 160) == Pixel(255, 255, 255))

        let none = try runAnimview(
            ["play", file, "--show", "Nope", "--headless", "--at", "0", "--out", scratch.path("none.png")], environment: environment)
        #expect(none.status == 64)
        #expect(none.standardError.contains("no preview is named Nope; the file's previews are CardViewController, BadgeView"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("none.png")))

        // A file whose views all take arguments: play names them and the initialiser each needs.
        let ring = try scratch.write(
            "Ring.swift",
            "import UIKit\nfinal class RingView: UIView {\n    init(progress: CGFloat) { super.init(frame: .zero) }\n"
                + "    required init?(coder: NSCoder) { nil }\n}\n")
        let nothing = try runAnimview(
            ["play", ring, "--headless", "--at", "0", "--out", scratch.path("ring.png")], environment: environment)
        #expect(nothing.status == 65)
        #expect(
            nothing.standardError.contains(
                "Ring.swift ran to its end without showing a view: no view it declares can be made without arguments: RingView(progress:); add a #Preview"
            ), "\(nothing.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("ring.png")))

        // A selector naming no method: the compiler's message, at the user's line and column, said once.
        _ = try scratch.write(
            "Screen.swift", Self.iosScreen.replacingOccurrences(of: "#selector(didTap(_:))", with: "#selector(didTapp(_:))"))
        let misspelled = try runAnimview(
            ["play", file, "--headless", "--at", "0", "--out", scratch.path("bad.png")], environment: environment)
        #expect(misspelled.status == 65)
        #expect(misspelled.standardError.contains("\(file):13:80: error: type 'CardViewController' has no member 'didTapp'"))
        #expect(!misspelled.standardError.contains("could not be inferred"), "\(misspelled.standardError)")
        #expect(!misspelled.standardError.contains("classMethod"), "\(misspelled.standardError)")
        // Under it, the line as the user wrote it (not the call play wrote for the selector), marked at its column.
        let printed = misspelled.standardError.split(separator: "\n").map(String.init)
        let line = try #require(printed.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("13 |") })
        #expect(printed[line].hasSuffix("UITapGestureRecognizer(target: self, action: #selector(didTapp(_:))))"), "\(printed[line])")
        let mark = Array(printed[line + 1])
        #expect(mark.firstIndex(of: "`") == mark.firstIndex(of: "|").map { $0 + 2 + 79 }, "\(printed[line + 1])")

        // A preview of something that is not a view: said in the words of the code, at its line.
        let preview = try scratch.write("Number.swift", "import UIKit\n\n#Preview {\n    42\n}\n")
        let number = try runAnimview(
            ["play", preview, "--headless", "--at", "0", "--out", scratch.path("number.png")], environment: environment)
        #expect(number.status == 65)
        #expect(
            number.standardError.contains(
                "\(preview):4:5: error: a #Preview shows a UIView or a UIViewController; this one returns 'Int'"), "\(number.standardError)"
        )
        #expect(number.standardError.contains(" 3 | #Preview {") && !number.standardError.contains("__animviewPreview"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("number.png")))
    }
}
