import AnimKitTestSupport
import Foundation
import Testing

/// `animview diff`: two scenes' motion compared view by view, each difference in words and numbers worked out here from
/// the scenes' own timing (a linear move's value is its start plus the distance times the elapsed share of its
/// duration; an underdamped spring from rest overshoots by e^(−ζπ/√(1−ζ²)) of its distance).
@Suite("animview diff: what moved, in words and numbers")
struct MotionDiffTests {
    /// A scene of one 100 × 40 box at (10, 30) — centre (60, 50) — moved to `x` with `curve` over `duration` after
    /// `delay`; `extra` adds views.
    static func scene(
        x: Double = 160, duration: Double = 1, delay: Double = 0, curve: String = "\"linear\"", extra: String = ""
    ) -> String {
        """
        {"canvas": {"size": [400, 200], "background": "#FFFFFF"},
         "views": [{"id": "box", "frame": [10, 30, 100, 40], "color": "#FF3B30"}\(extra)],
         "animators": [{"tag": 1, "duration": \(duration), "delay": \(delay), "curve": \(curve), "changes": [{"view": "box", "center": [\(x), 50]}]}]}
        """
    }

    /// Runs `animview diff` on two scenes written as files.
    static func diff(_ a: String, _ b: String, _ options: [String] = []) throws -> AnimviewRun {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        return try runAnimview(["diff", try scratch.write("a.json", a), try scratch.write("b.json", b)] + options)
    }

    @Test(
        "the same scene is the same motion (0); a delay of 50 ms, a duration 10 % longer and a moved end are each named, the animator's change first (1)"
    )
    func linearChanges() throws {
        let same = try Self.diff(Self.scene(), Self.scene())
        #expect(same.status == 0 && same.standardOutput == "the same motion\n", "\(same.standardError)")
        // Delayed 0.05 s: 5 points behind from 0.05 s (100 points a second), until both are at 160.
        let delayed = try Self.diff(Self.scene(), Self.scene(delay: 0.05))
        #expect(delayed.status == 1)
        #expect(
            delayed.standardOutput
                == "animator box · UIViewPropertyAnimator: delay 0.000 s → 0.050 s\n"
                + "box.center.x: delay 0.000 s → 0.050 s; starts moving 0.000 s → 0.050 s; settles 1.000 s → 1.050 s; ends at 160 (same); largest difference 5 at 0.050 s\n"
        )
        // 1.1 s: at 1 s the reference is at 160 and the other at 60 + 100 / 1.1 = 150.909.
        let longer = try Self.diff(Self.scene(), Self.scene(duration: 1.1))
        #expect(
            longer.standardOutput
                == "animator box · UIViewPropertyAnimator: duration 1.000 s → 1.100 s\n"
                + "box.center.x: duration 1.000 s → 1.100 s; settles 1.000 s → 1.100 s; ends at 160 (same); largest difference 9.091 at 1.000 s\n"
        )
        // Ending at 170: 10 points further at the end, 10 × t on the way.
        let moved = try Self.diff(Self.scene(), Self.scene(x: 170))
        #expect(moved.standardOutput == "box.center.x: ends at 160 → 170; largest difference 10 at 1.000 s\n")
    }

    @Test("--tolerance and --time-tolerance: an end 10 points further is the same within 10; a delay of 50 ms within 60 ms and 5 points")
    func tolerances() throws {
        #expect(try Self.diff(Self.scene(), Self.scene(x: 170), ["--tolerance", "10"]).status == 0)
        #expect(try Self.diff(Self.scene(), Self.scene(x: 170), ["--tolerance", "9.9"]).status == 1)
        // 50 ms late at 100 points a second: 5 points behind on the way.
        let timed = try Self.diff(Self.scene(), Self.scene(delay: 0.05), ["--time-tolerance", "60"])
        #expect(timed.standardOutput == "box.center.x: ends at 160 (same); largest difference 5 at 0.050 s\n", "\(timed.standardOutput)")
        #expect(try Self.diff(Self.scene(), Self.scene(delay: 0.05), ["--time-tolerance", "60", "--tolerance", "5"]).status == 0)
        let negative = try Self.diff(Self.scene(), Self.scene(), ["--tolerance=-1"])
        #expect(negative.status == 64 && negative.standardError.contains("--tolerance and --time-tolerance must be 0 or more"))
    }

    @Test("a spring's damping ratio 0.5 → 0.3 is named, and so is its overshoot: 16.3 → 37.2 points on a 100-point move, within 1 %")
    func springOvershoot() throws {
        let spring = { (ratio: Double) in "{\"spring\": {\"dampingRatio\": \(ratio)}}" }
        let run = try Self.diff(Self.scene(curve: spring(0.5)), Self.scene(curve: spring(0.3)))
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        // A 1 s spring of ratio ζ: UIKit solves its stiffness for the duration, so the response changes with ζ too.
        #expect(lines.first?.hasPrefix("animator box · UIViewPropertyAnimator: damping ratio 0.5 → 0.3; response ") == true)
        let line = try #require(lines.dropFirst().first)
        #expect(line.hasPrefix("box.center.x: damping ratio 0.5 → 0.3; response "))
        let overshoot = try #require(line.split(separator: ";").first { $0.contains("overshoot") })
        let numbers = overshoot.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
        let expected = [0.5, 0.3].map { ratio in 100 * exp(-ratio * Double.pi / (1 - ratio * ratio).squareRoot()) }
        #expect(numbers.count == 2)
        for (found, truth) in zip(numbers, expected) { #expect(abs(found - truth) <= truth * 0.01, "\(found) against \(truth)") }
        #expect(line.contains("ends at 160 (same)"))
    }

    @Test("a view only in one scene is its own line; a recording at 120 frames a second is the same motion as the scene at 60")
    func viewsAndRates() throws {
        let badge = ", {\"id\": \"badge\", \"frame\": [200, 100, 20, 20], \"color\": \"#007AFF\"}"
        let added = try Self.diff(Self.scene(), Self.scene(extra: badge))
        #expect(added.status == 1 && added.standardOutput == "view badge: only in B\n")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("box.json", Self.scene(delay: 0.04, curve: "\"easeInOut\""))
        let recorded = try runAnimview(["sample", file, "--fps", "120"])
        let recording = try scratch.write("box.jsonl", recorded.standardOutput)
        let run = try runAnimview(["diff", file, recording])
        #expect(run.status == 0 && run.standardOutput == "the same motion\n", "\(run.standardOutput)\(run.standardError)")
        #expect(try runAnimview(["diff", recording, file, "--fps", "30"]).status == 0)
    }

    @Test("animators: one removed, a curve swapped, the order they complete in changed — each its own line")
    func animators() throws {
        let views = """
            "views": [{"id": "box", "frame": [10, 30, 100, 40], "color": "#FF3B30"}, {"id": "dot", "frame": [10, 100, 20, 20], "color": "#007AFF"}]
            """
        let scene = { (slide: Double, fade: Double, curve: String, extra: String) in
            """
            {"canvas": {"size": [400, 200], "background": "#FFFFFF"}, \(views),
             "animators": [{"tag": 1, "name": "slide", "duration": \(slide), "curve": "\(curve)", "changes": [{"view": "box", "center": [160, 50]}]},
                           {"tag": 2, "name": "fade", "duration": \(fade), "changes": [{"view": "dot", "alpha": 0}]}\(extra)]}
            """
        }
        let pulse = #", {"tag": 3, "name": "pulse", "duration": 0.5, "changes": [{"view": "dot", "scale": 2}]}"#
        let run = try Self.diff(scene(1, 2, "linear", pulse), scene(2, 1, "easeIn", ""))
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(4)) == [
                "animator slide: duration 1.000 s → 2.000 s; curve linear → easeIn",
                "animator fade: duration 2.000 s → 1.000 s",
                "animator pulse: only in A",
                "completions: slide, fade → fade, slide",
            ])
    }

    @Test(
        "trouble is 2, in one sentence: a truncated recording names its line, another scene its first differing view, a missing scene the file"
    )
    func trouble() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("box.json", Self.scene())
        let lines = try runAnimview(["sample", file]).standardOutput.split(separator: "\n")
        try #require(lines.count > 3)
        let cut = try scratch.write("cut.jsonl", lines.prefix(3).joined(separator: "\n") + "\n" + lines[3].prefix(20) + "\n")
        let truncated = try runAnimview(["diff", file, cut])
        #expect(truncated.status == 2 && truncated.standardOutput.isEmpty)
        #expect(
            truncated.standardError.contains("\(cut): line 4 is not a frame as `animview sample` writes one"), "\(truncated.standardError)")
        // A recording with its animators (`sample --format motion`) of another scene: said, with the first view that differs.
        let other = try scratch.write("other.json", Self.scene().replacingOccurrences(of: "\"box\"", with: "\"card\""))
        let motion = try runAnimview(["sample", other, "--format", "motion"])
        #expect(motion.standardOutput.hasPrefix("{\"animators\":[{") && motion.standardOutput.contains("\"moves\":[\"card.center\"]"))
        let elsewhere = try runAnimview(["diff", file, try scratch.write("other.jsonl", motion.standardOutput)])
        #expect(elsewhere.status == 2 && elsewhere.standardOutput.isEmpty)
        #expect(
            elsewhere.standardError.contains(
                "A and B are recordings of different scenes: their first view that differs is box in A, card in B"),
            "\(elsewhere.standardError)")
        let same = try runAnimview(["diff", other, scratch.path("other.jsonl")])
        #expect(same.status == 0 && same.standardOutput == "the same motion\n", "\(same.standardOutput)\(same.standardError)")
        let missing = try runAnimview(["diff", file, scratch.path("gone.json")])
        #expect(missing.status == 2 && missing.standardError.contains("gone.json"), "\(missing.standardError)")
    }
}
