// Compiled with the package's SnapshotTesting trait only (Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
    import AnimKit
    import AnimKitSDL
    import AnimKitTesting
    import Foundation

    /// What a failing film snapshot leaves for its reviewer: the diff film, and a page with what moved otherwise on top and
    /// every frame — reference | actual | where they differ — in a strip to scrub.
    @MainActor
    enum FilmReport {
        /// Writes `diff.png` (reference | actual | where they differ), each of its frames as `frames/N.png` and
        /// `report.html` in a new folder of the artifacts folder; returns the lines that name the diff film and the page (or
        /// say why they could not be written). The actual film is where swift-snapshot-testing writes a failing snapshot.
        static func write(motion: [String], frames: [String], actual: FilmCodec.Film, reference: FilmCodec.Film, tolerance: UInt8)
            -> [String]
        {
            let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            let folder = (artifacts ?? FileManager.default.temporaryDirectory).appendingPathComponent("animview-film-\(UUID().uuidString)")
            do {
                let strip = folder.appendingPathComponent("frames")
                try FileManager.default.createDirectory(at: strip, withIntermediateDirectories: true)
                let diffFilm = SceneFilm.diffFilm(of: actual, from: reference, tolerance: tolerance)
                let diff = folder.appendingPathComponent("diff.png")
                // Encoded once: the frames the page shows one at a time are the diff film's frames.
                let pngs = try FilmCodec.pngFrames(of: diffFilm)
                try FilmCodec.apng(assembling: pngs, framesPerSecond: diffFilm.framesPerSecond).write(to: diff)
                for (index, png) in pngs.enumerated() { try png.write(to: strip.appendingPathComponent("\(index).png")) }
                let differing = SceneFilm.differingFrames(of: actual, from: reference, tolerance: tolerance)
                let report = folder.appendingPathComponent("report.html")
                let page = page(
                    motion: motion, frames: frames, count: diffFilm.frames.count, framesPerSecond: diffFilm.framesPerSecond,
                    differing: differing)
                try page.write(to: report, atomically: true, encoding: .utf8)
                return ["diff film: \(diff.path)", "report: \(report.path)"]
            } catch {
                return ["(the diff film could not be written in \(folder.path): \(error))"]
            }
        }

        private static func escaped(_ line: String) -> String {
            line.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                of: ">", with: "&gt;")
        }

        /// The page: the motion's lines and the frames' lines, then the strip — a large frame, a slider and a row of small
        /// ones (a differing one outlined red); dragging the slider, an arrow key or a click on a small frame shows it.
        static func page(motion: [String], frames: [String], count: Int, framesPerSecond: Double, differing: Set<Int>) -> String {
            let thumbnails = (0..<count).map { index in
                "<img src=\"frames/\(index).png\" data-i=\"\(index)\"\(differing.contains(index) ? " class=\"differs\"" : "") alt=\"frame \(index)\">"
            }
            let marks = differing.sorted().map(String.init).joined(separator: ",")
            return """
                <!doctype html>
                <meta charset="utf-8">
                <title>animview: the film differs</title>
                <style>
                body { font: 14px system-ui; background: #1e1e1e; color: #eee; margin: 1.5em }
                pre { font: 13px ui-monospace, monospace; background: #111; padding: .8em; white-space: pre-wrap }
                #frame { image-rendering: pixelated; max-width: 100%; border: 1px solid #444 }
                #slider { width: 100%; margin: .6em 0 }
                #strip { display: flex; gap: 3px; overflow-x: auto; padding-bottom: .4em }
                #strip img { height: 48px; border: 2px solid transparent; cursor: pointer }
                #strip img.differs { border-color: #d33 }
                #strip img.shown { border-color: #fff }
                </style>
                <h1>The film differs from the reference</h1>
                <h2>What moved</h2>
                <pre>\(motion.map(escaped).joined(separator: "\n"))</pre>
                <h2>Which frames</h2>
                <pre>\(frames.map(escaped).joined(separator: "\n"))</pre>
                <h2>Reference | actual | where they differ</h2>
                <p id="label"></p>
                <img id="frame" alt="the frame shown">
                <input id="slider" type="range" min="0" max="\(Swift.max(count - 1, 0))" value="\(differing.min() ?? 0)">
                <div id="strip">\(thumbnails.joined())</div>
                <p>The whole film: <a href="diff.png">diff.png</a> (an animated PNG: it plays in a browser).</p>
                <script>
                const rate = \(framesPerSecond), differing = new Set([\(marks)]);
                const slider = document.getElementById("slider"), frame = document.getElementById("frame");
                const label = document.getElementById("label"), thumbnails = document.querySelectorAll("#strip img");
                function show(i) {
                  slider.value = i;
                  frame.src = "frames/" + i + ".png";
                  label.textContent = "frame " + i + " at " + (i / rate).toFixed(3) + " s" + (differing.has(i) ? " (differs)" : " (the same)");
                  thumbnails.forEach(t => t.classList.toggle("shown", Number(t.dataset.i) === i));
                }
                slider.addEventListener("input", () => show(Number(slider.value)));
                thumbnails.forEach(t => t.addEventListener("click", () => show(Number(t.dataset.i))));
                document.addEventListener("keydown", e => {
                  if (e.key === "ArrowRight") show(Math.min(Number(slider.value) + 1, Number(slider.max)));
                  if (e.key === "ArrowLeft") show(Math.max(Number(slider.value) - 1, 0));
                });
                show(Number(slider.value));
                </script>

                """
        }
    }
#endif
