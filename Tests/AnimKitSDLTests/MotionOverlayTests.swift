import AnimKit
import Foundation
import Testing

@testable import AnimKitSDL

/// Motion trails and onion skins drawn over headless frames (`--overlay trail,onion`), and the words of their options.
@MainActor
@Suite("Motion trails and onion skins over headless frames", .serialized)
struct MotionOverlayTests {
    /// A 20-point box sliding linearly along y = 60 from x = 30 to 270 in 1 s, on white.
    static func slide() -> ScenePlayback.Built {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        canvas.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 20, y: 50, width: 20, height: 20))
        box.accessibilityIdentifier = "box"
        box.backgroundColor = .black
        canvas.addSubview(box)
        return ScenePlayback.Built(canvas: canvas) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.center.x = 270 }
        }
    }

    /// The same box hopping through four keyframes of a 1 s `animateKeyframes`: x = 30, 90, 150, 210, 270 at their
    /// ends (0.25 s, 0.5 s, 0.75 s, 1 s).
    static func hops() -> ScenePlayback.Built {
        let built = slide()
        let box = built.canvas.subviews[0]
        return ScenePlayback.Built(canvas: built.canvas) {
            UIView.animateKeyframes(withDuration: 1, delay: 0) {
                for (index, x) in [90, 150, 210, 270].enumerated() {
                    UIView.addKeyframe(withRelativeStartTime: Double(index) * 0.25, relativeDuration: 0.25) { box.center.x = CGFloat(x) }
                }
            }
        }
    }

    private func frame(
        at time: TimeInterval, overlays: OverlayRequest, scene: @escaping @MainActor () -> ScenePlayback.Built = slide
    ) throws -> OffscreenHost {
        try OffscreenHost.prepareText()
        let playback = try ScenePlayback(framesPerSecond: 60, make: scene)
        defer { playback.end() }
        let host = try OffscreenHost(root: playback.built.canvas)
        try overlays.install(on: host, playback: playback)
        try playback.seek(to: time)
        try host.render()
        return host
    }

    @Test("the trail runs where the box went and goes; ghosts before the frame are blue, after it green; none drawn, none there")
    func drawn() throws {
        var overlays = try OverlayRequest.parse(overlay: "trail,onion", select: nil, ghosts: "2", ghostSpacing: "6")
        let host = try frame(at: 0.5, overlays: overlays)
        // The box is at x = 150 (140…160), drawn there: following it looked through a replica of the scene, which left
        // this one, and the canvas the host draws, where they were.
        #expect(host.pixel(x: 150, y: 66) == Pixel(0, 0, 0), "\(host.pixel(x: 150, y: 66))")
        // The trail (orange, 80 %) crosses x = 60 and x = 250 on y = 60.
        for x in [60, 250] {
            let trail = host.pixel(x: x, y: 60)
            #expect(trail.red > 240 && trail.green > 120 && trail.green < 200 && trail.blue < 120, "\(x): \(trail)")
        }
        // Ghosts 6 frames (0.1 s) apart: the nearer past one at x = 126 (116…136), the nearer future one at 174 (164…184).
        let past = host.pixel(x: 121, y: 52), future = host.pixel(x: 179, y: 52)
        #expect(past.blue > past.red + 10 && past.blue > past.green, "\(past)")
        #expect(future.green > future.red + 10 && future.green > future.blue, "\(future)")
        // Two ghosts a side: the further past one at x = 102 (92…112), fainter than the nearer.
        let further = host.pixel(x: 97, y: 52)
        #expect(further.blue > further.red && Int(further.red) > Int(past.red), "\(further) against \(past)")
        // Without --overlay: white there, and the frame is the plain one, byte for byte.
        overlays = OverlayRequest()
        let plain = try frame(at: 0.5, overlays: overlays)
        #expect(
            plain.overlay == nil && plain.pixel(x: 60, y: 60) == Pixel(255, 255, 255) && plain.pixel(x: 121, y: 52) == Pixel(255, 255, 255))
        #expect(plain.pixel(x: 150, y: 60) == Pixel(0, 0, 0))
    }

    @Test("ghosts at keyframes stand where each keyframe starts, at animators' ends where the animator starts and ends")
    func placements() throws {
        // At 0.6 s the box is between the keyframes starting at 0.5 s (x = 150) and 0.75 s (x = 210), past 150 + 2.
        let atKeyframes = try frame(
            at: 0.6,
            overlays: try OverlayRequest.parse(overlay: "onion", select: nil, ghosts: "1", ghostSpacing: nil, ghostsAt: "keyframes"),
            scene: Self.hops)
        let past = atKeyframes.pixel(x: 144, y: 52), future = atKeyframes.pixel(x: 214, y: 52)
        #expect(past.blue > past.red + 10 && future.green > future.red + 10, "\(past) \(future)")
        let atEnds = try frame(
            at: 0.6, overlays: try OverlayRequest.parse(overlay: "onion", select: nil, ghosts: "1", ghostSpacing: nil, ghostsAt: "ends"),
            scene: Self.hops)
        let start = atEnds.pixel(x: 30, y: 52), end = atEnds.pixel(x: 270, y: 52)
        #expect(start.blue > start.red + 10 && end.green > end.red + 10, "\(start) \(end)")
        // By frames (three apart) nothing stands at the keyframes' places.
        let byFrames = try frame(
            at: 0.6, overlays: try OverlayRequest.parse(overlay: "onion", select: nil, ghosts: "1", ghostSpacing: nil), scene: Self.hops)
        #expect(byFrames.pixel(x: 214, y: 52) == Pixel(255, 255, 255) && byFrames.pixel(x: 30, y: 52) == Pixel(255, 255, 255))
        #expect(throws: HeadlessPreviewError("--ghosts-at takes frames, keyframes or ends, not beats")) {
            try OverlayRequest.parse(overlay: "onion", select: nil, ghosts: nil, ghostSpacing: nil, ghostsAt: "beats")
        }
    }

    @Test("the graph pane along the foot: a row for x (the only property that moves), its curves, the playhead at 0.5 s")
    func graphPane() throws {
        let host = try frame(at: 0.5, overlays: try OverlayRequest.parse(overlay: "graph", select: "box", ghosts: nil, ghostSpacing: nil))
        let overlay = try #require(host.overlay as? MotionOverlay)
        #expect(overlay.graph?.channels.map(\.name) == ["x"] && overlay.graph?.view == "box")
        // Named with what moves it, as the timeline names the animator, and the line that made it (this file's line 20).
        #expect(
            overlay.graph?.channels.first?.animators == ["box · UIView.animate (MotionOverlayTests.swift:20)"],
            "\(overlay.graph?.channels.first?.animators ?? [])")
        // The pane's plot maps back to scene time: its left edge is 0 s, its right edge the scene's end (1 s).
        #expect(overlay.graphTime(at: CGPoint(x: 150, y: 100)) == 0 && overlay.graphTime(at: CGPoint(x: 292, y: 100)) == 1)
        #expect(overlay.graphTime(at: CGPoint(x: 221, y: 100)).map { abs($0 - 0.5) < 0.01 } == true)
        #expect(overlay.graphTime(at: CGPoint(x: 221, y: 20)) == nil && overlay.graphTime(at: CGPoint(x: 40, y: 100)) == nil)
        // One row of 46 points and a margin of 8: the pane covers y = 66…120 of the 120-point frame, dark over white.
        let pane = host.pixel(x: 100, y: 69), above = host.pixel(x: 100, y: 63)
        #expect(pane.red < 60 && above == Pixel(255, 255, 255), "\(pane) \(above)")
        // The scene runs 1 s; the plot spans x = 150…292: the playhead halfway, at 221, red.
        let playhead = host.pixel(x: 221, y: 100)
        #expect(playhead.red > 200 && playhead.green < 120, "\(playhead)")
        // The speed (orange) holds at 240 points a second from start to end: flat across the row's top, at y = 70.
        // Orange over the dark pane, blended at the line's edges: red above green above blue, well apart.
        func isSpeed(_ pixel: Pixel) -> Bool { Int(pixel.red) > Int(pixel.green) + 40 && Int(pixel.green) > Int(pixel.blue) + 40 }
        var columns = 0
        for x in 150...292 where (68..<74).contains(where: { isSpeed(host.pixel(x: x, y: $0)) }) { columns += 1 }
        #expect(columns > 100, "\(columns) columns show the speed at the top")
    }

    @Test("a view --select names that the scene does not have is refused, naming the views it has")
    func unknownView() throws {
        let overlays = try OverlayRequest.parse(overlay: "trail", select: "boxx", ghosts: nil, ghostSpacing: nil)
        #expect(throws: HeadlessPreviewError.self) { _ = try frame(at: 0.5, overlays: overlays) }
        do {
            _ = try frame(at: 0.5, overlays: overlays)
        } catch {
            #expect("\(error)" == "--select: no view is named boxx in this stretch of the scene; the views there are view 0, box")
        }
    }

    @Test("the options: what they take, what goes with what, in one sentence each")
    func options() throws {
        let parsed = try #require(
            try HeadlessPreview.parse([
                "--headless", "--at", "1", "--out", "x.png", "--overlay", "trail,onion", "--ghosts", "5", "--select", "a, b",
            ]))
        #expect(
            parsed.overlays.trails && parsed.overlays.ghosts == 5 && parsed.overlays.ghostSpacing == 3
                && parsed.overlays.names == ["a", "b"])
        #expect(try HeadlessPreview.parse(["--headless", "--at", "1", "--out", "x.png"])?.overlays.isEmpty == true)
        let refusals: [([String], String)] = [
            (["--overlay", "sparkles"], "--overlay takes trail, onion, graph or several (trail,onion,graph), not sparkles"),
            (["--overlay", "trail", "--ghosts", "4"], "--ghosts goes with --overlay onion"),
            (["--overlay", "onion", "--ghosts", "0"], "--ghosts must be a whole number from 1 to 50, not 0"),
            (["--overlay", "onion", "--ghost-spacing", "x"], "--ghost-spacing must be a whole number of frames from 1 to 600, not x"),
            (["--select", "a"], "--select goes with --overlay trail, onion or graph"),
            (["--overlay", "trail", "--select", ","], "--select needs the names of views (accessibility identifiers)"),
        ]
        for (arguments, sentence) in refusals {
            #expect(throws: HeadlessPreviewError(sentence)) {
                try HeadlessPreview.parse(["--headless", "--at", "1", "--out", "x.png"] + arguments)
            }
        }
        #expect(throws: HeadlessPreviewError("--overlay draws over frames and films, not a motion recording")) {
            try HeadlessPreview.parse(["--headless", "--out", "m.jsonl", "--overlay", "trail"])
        }
    }

    @Test("a row's movers: names and lines when they fit, else the lines alone, cut at the front to keep the numbers")
    func moversFit() {
        let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        #expect(MotionGraphView.movers([], fitting: 138, font) == "")
        #expect(MotionGraphView.movers(["a (A.swift:3)"], fitting: 138, font) == "by a (A.swift:3)")
        #expect(MotionGraphView.movers(["box · UIView.animate (Card.swift:14)"], fitting: 138, font) == "by Card.swift:14")
        let cut = MotionGraphView.movers(["box · UIView.animate (KeyframesDemo.swift:41)"], fitting: 100, font)
        #expect(cut.hasPrefix("by …") && cut.hasSuffix(".swift:41") && (cut as NSString).size(withAttributes: font).width <= 100, "\(cut)")
    }

    @Test("a ghost frame is made once: kept while the same paths are handed over again (the window does, every frame)")
    func ghostFramesKept() throws {
        let host = try frame(at: 0.5, overlays: try OverlayRequest.parse(overlay: "onion", select: nil, ghosts: "2", ghostSpacing: "6"))
        let overlay = try #require(host.overlay as? MotionOverlay)
        // Frame 30 drawn: its ghosts at frames 18, 24, 36 and 42.
        #expect(overlay.ghostFrames.keys.sorted() == [18, 24, 36, 42])
        let kept = try #require(overlay.ghostFrames[24])
        let same = overlay.paths
        overlay.paths = same
        host.updateOverlay = { overlay.playhead = 0.6 }
        try host.render()
        #expect(
            overlay.ghostFrames[24] === kept && overlay.ghostFrames.keys.sorted() == [18, 24, 30, 36, 42, 48],
            "\(overlay.ghostFrames.keys.sorted())")
        // The renderer keeps the spans of the ghost frames drawn lately, and lets them go on a frame with none.
        #expect(host.overlayRenderer.keptGhostFrames >= 4)
        overlay.paths = nil
        #expect(overlay.ghostFrames.isEmpty)
        try host.render()
        #expect(host.overlayRenderer.keptGhostFrames == 0)
    }
}
