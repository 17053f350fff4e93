import AnimKitTestSupport
import Foundation
import Testing

@Suite("The animview command line, end to end")
struct CommandLineTests {
    @Test("demo plays the dance scene to its completion and exits 0")
    func demo() throws {
        let run = try runAnimview(["demo", "--text", "--every", "30"])

        #expect(run.status == 0)
        #expect(run.standardOutput.contains("t= 0.00s  tag 7 running"))
        #expect(run.standardOutput.contains("circle center ( 400.0,  250.0)  scale 1.50  #007AFFFF"))
        #expect(run.standardOutput.contains("canvas background: #34C759FF"))
    }

    @Test("demo --list names every scene; demo bounce plays the chained press")
    func sceneList() throws {
        let list = try runAnimview(["demo", "--list"])
        let bounce = try runAnimview(["demo", "bounce", "--text", "--every", "3"])

        #expect(list.standardOutput.hasPrefix("dance "))
        #expect(list.standardOutput.contains("\nbounce "))
        #expect(bounce.standardOutput.contains("t= 0.10s  tag 2 running"))
        #expect(bounce.standardOutput.contains("scale 0.90"))
    }

    @Test("an unknown scene is a clear error")
    func unknownScene() throws {
        let run = try runAnimview(["demo", "nope"])

        #expect(run.status != 0)
        #expect(
            run.standardError.contains(
                "There is no scene named 'nope'. Scenes: dance, bounce, sequence, curried, transactions, springs, keyframes, interrupt, transitions, stress, spin, controllers, scrolling, layers, lists, grid."
            ))
    }

    @Test("the demo's output is the same on every run")
    func deterministic() throws {
        let first = try runAnimview(["demo", "--text"])
        let second = try runAnimview(["demo", "--text"])

        #expect(first.standardOutput == second.standardOutput)
    }

    @Test("bench engine prints one line per N in the documented form")
    func benchFormat() throws {
        let run = try runAnimview(["bench", "engine", "--count", "10", "20", "--ticks", "5"])
        let staggered = try runAnimview(["bench", "engine", "--count", "10", "--ticks", "5", "--staggered"])

        #expect(run.status == 0 && staggered.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        let pattern =
            /engine N=(\d+) ns_per_animator_tick=([\d.]+) ns_per_property_tick=[\d.]+ allocs_per_tick=(\d+(\.\d+)?|uncounted) peak_rss_mb=\d+ starts=(together|staggered)/
        #expect(lines.allSatisfy { $0.wholeMatch(of: pattern)?.output.5 == "together" })
        #expect(staggered.standardOutput.split(separator: "\n").map { $0.wholeMatch(of: pattern)?.output.5 } == ["staggered"])
        // A tick takes time: a figure of 0 is a broken measurement.
        let figures = lines.compactMap { $0.wholeMatch(of: pattern).flatMap { Double($0.output.2) } }
        #expect(figures.count == 2 && figures.allSatisfy { $0 > 0 }, "\(lines)")
    }

    @Test("bench layout prints one line per size in the documented form, kiwi's figures beside its own, the same solution")
    func benchLayoutFormat() throws {
        let run = try runAnimview(["bench", "layout", "--constraints", "40", "120"])
        #expect(run.status == 0, "\(run.standardError)")
        let pattern =
            /layout constraints=(\d+) views=(\d+) scratch_ms=([\d.]+) kiwi_scratch_ms=([\d.]+|unavailable) resolve_ms=([\d.]+) kiwi_resolve_ms=([\d.]+|unavailable) pass_ms=([\d.]+)( max_difference=(\S+))?/
        let lines = run.standardOutput.split(separator: "\n").compactMap { $0.wholeMatch(of: pattern)?.output }
        #expect(lines.map { "\($0.1) \($0.2)" } == ["40 10", "120 30"], "\(run.standardOutput)")
        // Work takes time; where kiwi ran, it found the very numbers the Swift solver found.
        #expect(lines.allSatisfy { (Double($0.3) ?? 0) > 0 && (Double($0.7) ?? 0) > 0 })
        #expect(lines.allSatisfy { $0.4 == "unavailable" || $0.9.map { Double($0) == 0 } == true }, "\(run.standardOutput)")
    }

    @Test("bench engine --scenes then plays every demo scene once through and prints its steady ticks' cost and allocations")
    func benchScenes() throws {
        let run = try runAnimview(["bench", "engine", "--count", "10", "--ticks", "30", "--scenes"])
        #expect(run.status == 0, "\(run.standardError)")
        let pattern =
            /ticks scene=(\w+) steady_ticks=(\d+) ns_per_steady_tick=(\d+) allocs_per_steady_tick=([\d.]+|uncounted) other_ticks=(\d+)/
        let scenes = run.standardOutput.split(separator: "\n").compactMap { $0.wholeMatch(of: pattern)?.output }
        #expect(
            scenes.map { String($0.1) } == [
                "dance", "bounce", "sequence", "curried", "transactions", "springs", "keyframes", "interrupt", "transitions", "stress",
                "spin", "controllers", "scrolling", "layers", "lists", "grid",
            ])
        // Thirty frames each at most; every scene has steady ticks, and they take time.
        #expect(
            scenes.allSatisfy { Int($0.2).map { $0 > 0 } == true && (Int($0.2) ?? 0) + (Int($0.5) ?? 0) <= 30 && Int($0.3) != 0 },
            "\(run.standardOutput)")
    }

    @Test(
        "bench render prints the square scene beside SDL, the rounded one beside the square, the blur, rings and 3-D cards beside cairo, each demo scene, then the motion overlays"
    )
    func benchRender() throws {
        let run = try runAnimview(["bench", "render", "--count", "5", "--frames", "2"])

        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let square = #/render N=5 ms_per_frame=([\d.]+) sdl_from_c_ms=([\d.]+) overhead=[+-]\d+%/#
        let rounded = #/render rounded N=5 corner_radius=8 ms_per_frame=([\d.]+) vs_square=[+-]\d+%/#
        #expect(lines.count > 2 && lines[0].wholeMatch(of: square) != nil && lines[1].wholeMatch(of: rounded) != nil, "\(lines)")
        let times = [
            lines[0].wholeMatch(of: square).flatMap { Double($0.output.1) },
            lines[1].wholeMatch(of: rounded).flatMap { Double($0.output.1) },
        ]
        #expect(times.allSatisfy { ($0 ?? 0) > 0 }, "\(lines)")
        let blur =
            #/render blur area=640x400 sigma=15 ms_per_frame=([\d.]+) without_ms=([\d.]+) blur_ms=(-?[\d.]+) ns_per_pixel=(-?[\d.]+)/#
        #expect(lines.count > 3 && lines[2].wholeMatch(of: blur) != nil, "\(lines)")
        // Core Animation beside cairo from C: progress rings, then perspective cards.
        let rings = #/render rings N=5 ms_per_frame=([\d.]+) floor_ms=([\d.]+) ratio=([\d.]+)/#
        let cards = #/render cards3d N=5 ms_per_frame=([\d.]+) floor_ms=([\d.]+) ratio=([\d.]+)/#
        #expect(lines.count > 5 && lines[3].wholeMatch(of: rings) != nil && lines[4].wholeMatch(of: cards) != nil, "\(lines)")
        let floors = [
            lines[3].wholeMatch(of: rings).flatMap { Double($0.output.2) }, lines[4].wholeMatch(of: cards).flatMap { Double($0.output.2) },
        ]
        #expect(floors.allSatisfy { ($0 ?? 0) > 0 }, "\(lines)")
        // The table flicked: it scrolled, with no more cells made than a few beyond the rows in sight.
        let table =
            #/render table rows=10000 ms_per_frame=[\d.]+ at_rest_ms=[\d.]+ ratio=[\d.]+ cells_made=(\d+) rows_in_sight=(\d+) scrolled_pt=(\d+)/#
        let flicked = lines.count > 5 ? lines[5].wholeMatch(of: table).map { [Int($0.output.1), Int($0.output.2), Int($0.output.3)] } : nil
        #expect(flicked.map { ($0[0] ?? .max) <= ($0[1] ?? 0) + 4 && ($0[2] ?? 0) > 0 } == true, "\(lines)")
        #expect(lines.dropFirst(6).dropLast(2).allSatisfy { $0.hasPrefix("render scene=") }, "\(lines)")
        // Then the motion overlays: onion skin on the stress scene beside its plain frames, and the graph pane's cost.
        let onion = #/render overlay=onion ghosts=10 N=2000 ms_per_frame=([\d.]+) plain_ms=([\d.]+) ratio=([\d.]+)/#
        let graph = #/render overlay=graph properties=20 ms_per_frame=([\d.]+)/#
        #expect(lines.count > 8 && lines[lines.count - 2].wholeMatch(of: onion) != nil, "\(lines)")
        #expect(lines.last?.wholeMatch(of: graph) != nil, "\(lines)")
    }

    @Test("bad arguments get a clear message and a non-zero exit")
    func badArguments() throws {
        let run = try runAnimview(["bench", "engine", "--count", "0"])

        #expect(run.status != 0)
        #expect(run.standardError.contains("Each --count must be between 1 and 1000000."))
        let demo = try runAnimview(["demo", "--text", "--fps=-3"])
        #expect(demo.status != 0)
        #expect(demo.standardError.contains("--fps must be above 0 and at most 1000 frames per second"))
    }
}
