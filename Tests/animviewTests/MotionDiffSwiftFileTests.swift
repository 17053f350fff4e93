import AnimKitTestSupport
import Foundation
import Testing

/// `animview diff` of two Swift files, each played as `animview play --headless --format motion` plays it, and of a scene
/// and the recording `render --format motion` wrote of it.
@Suite("animview diff: Swift files and motion recordings")
struct MotionDiffSwiftFileTests {
    /// A view controller as iOS code writes it: a card that drops 260 points on a spring when the view appears.
    static func card(damping: Double = 0.8, delay: Double = 0) -> String {
        """
        import UIKit

        final class CardViewController: UIViewController {
            private let card = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                card.accessibilityIdentifier = "card"
                card.backgroundColor = .systemIndigo
                card.frame = CGRect(x: 40, y: 100, width: 120, height: 80)
                view.addSubview(card)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIView.animate(withDuration: 0.6, delay: \(delay), usingSpringWithDamping: \(damping), initialSpringVelocity: 0, options: []) {
                    self.card.center.y = 400
                }
            }
        }

        """
    }

    @Test(
        "two Swift files: the softer, later spring is named (delay, damping ratio) and its overshoot is 260 e^(−ζπ/√(1−ζ²)) within 1 %; the same file is the same motion; a file that does not build is trouble"
    )
    func swiftFiles() async throws {
        try await sharedPlayBuildsReady()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let card = try scratch.write("Card.swift", Self.card())
        let softer = try scratch.write("CardSofter.swift", Self.card(damping: 0.5, delay: 0.05))
        // diff's temporary folders go into a folder of the test's own, so what another run left in the machine's is not
        // counted, and what this one leaves is.
        try FileManager.default.createDirectory(atPath: scratch.path("tmp"), withIntermediateDirectories: false)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path("tmp")
        func runAnimview(_ arguments: [String]) throws -> AnimviewRun {
            try AnimKitTestSupport.runAnimview(arguments, environment: environment)
        }
        let run = try runAnimview(["diff", card, softer])
        #expect(run.status == 1, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("animator card · UIView.animate (spring): delay 0.000 s → 0.050 s; damping ratio 0.8 → 0.5; response ")
                == true, "\(lines)")
        let line = try #require(lines.first { $0.hasPrefix("card.center.y: delay 0.000 s → 0.050 s; damping ratio 0.8 → 0.5; ") })
        #expect(line.contains("starts moving 0.000 s → 0.050 s") && line.contains("ends at 400 (same)"))
        // From centre y 140 to 400: 260 points.
        let overshoot = try #require(line.split(separator: ";").first { $0.contains("overshoot") })
        let numbers = overshoot.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
        let expected = [0.8, 0.5].map { ratio in 260 * exp(-ratio * Double.pi / (1 - ratio * ratio).squareRoot()) }
        #expect(numbers.count == 2)
        for (found, truth) in zip(numbers, expected) { #expect(abs(found - truth) <= truth * 0.01, "\(found) against \(truth)") }
        let same = try runAnimview(["diff", card, card])
        #expect(same.status == 0 && same.standardOutput == "the same motion\n", "\(same.standardError)")
        let broken = try runAnimview(["diff", card, try scratch.write("Broken.swift", "import UIKit\nlet x: Int = \"no\"\n")])
        #expect(broken.status == 2 && broken.standardError.contains("Broken.swift:2:14: error:"), "\(broken.standardError)")
        #expect(broken.standardError.contains("Broken.swift did not play"))
        // Nothing of diff's own is left in the temporary folder.
        #expect(scratch.names(in: "tmp").isEmpty, "\(scratch.names(in: "tmp"))")
    }

    @Test("render --format motion writes the recording diff reads: the same motion as the scene; --format motion refuses --at")
    func renderedRecording() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let scene = try scratch.write("box.json", MotionDiffTests.scene(curve: "{\"spring\": {\"dampingRatio\": 0.6}}"))
        let rendered = try runAnimview(["render", scene, "--format", "motion", "--out", scratch.path("box.jsonl")])
        #expect(rendered.status == 0 && rendered.standardOutput.contains("frames, 1 animator)"), "\(rendered.standardError)")
        let text = try #require(scratch.text("box.jsonl"))
        #expect(text.hasPrefix("{\"animators\":[{") && text.contains("\"spring\":{\"dampingRatio\":0.6"))
        let same = try runAnimview(["diff", scene, scratch.path("box.jsonl")])
        #expect(same.status == 0 && same.standardOutput == "the same motion\n", "\(same.standardOutput)\(same.standardError)")
        let refused = try runAnimview(["render", scene, "--format", "motion", "--at", "1", "--out", scratch.path("x.jsonl")])
        #expect(refused.status == 64 && refused.standardError.contains("a motion recording takes --to"), "\(refused.standardError)")
        #expect(scratch.text("x.jsonl") == nil)
    }
}
