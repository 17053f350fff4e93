import AnimKit
import AnimKitSDL
import Foundation

/// The scene `animview bench play` edits, and how to tell a frame that shows each edit: a probe view whose place and
/// colour come from literals and whose width grows by a line per body edit, and a card moved by an animation whose
/// duration is a literal.
struct BenchScene {
    /// A test of a frame's scene: whether it shows the edit.
    typealias Expectation = (FrameSample) -> Bool

    private var probeX = 100
    private var red = 0.10
    private var duration = 10.0
    private var addedLines: [String] = []

    /// The file's text now.
    var source: String {
        """
        import AnimKit
        import PlaygroundSupport

        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        canvas.backgroundColor = .white
        let probe = UIView(frame: CGRect(x: 0, y: 40, width: 60, height: 60))
        probe.accessibilityIdentifier = "probe"
        probe.backgroundColor = UIColor(red: \(String(format: "%.2f", red)), green: 0.4, blue: 0.8, alpha: 1)
        probe.center.x = \(probeX)
        canvas.addSubview(probe)
        \(addedLines.joined(separator: "\n"))
        let card = UIView(frame: CGRect(x: 10, y: 180, width: 60, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemOrange
        canvas.addSubview(card)
        UIView.animate(withDuration: \(String(format: "%.1f", duration)), delay: 0, options: [.curveLinear]) { card.center.x = 340 }
        PlaygroundPage.current.liveView = canvas

        """
    }

    /// Changes a literal — in turn the probe's place, its colour's red, the card's duration — and says how to see it.
    mutating func literalEdit(_ index: Int) -> Expectation {
        switch index % 3 {
        case 0:
            probeX += 7
            let x = Double(probeX)
            return { $0.view("probe")?.x == x }
        case 1:
            red = red >= 0.9 ? 0.1 : red + 0.05
            let color = Color(red: CGFloat((red * 100).rounded() / 100), green: 0.4, blue: 0.8, alpha: 1).description
            return { $0.view("probe")?.color == color }
        default:
            let old = duration
            duration = duration >= 19 ? 10 : duration + 0.5
            let new = duration
            // The card runs from x = 40 to 340, linearly: where it is at the frame's time tells which duration moved it —
            // from the first frame after the start on (at 0.017 s the two places are 0.02 points apart, at 0 none).
            let place = { (time: Double, duration: Double) in 40 + 300 * Swift.min(time / duration, 1) }
            return { sample in
                guard let x = sample.view("card")?.x else { return false }
                return abs(x - place(sample.time, new)) < 0.01 && abs(x - place(sample.time, old)) > 0.01
            }
        }
    }

    /// Adds a line that makes the probe a point wider, and says how to see it.
    mutating func bodyEdit() -> Expectation {
        addedLines.append(
            addedLines.count.isMultiple(of: 2) ? "probe.bounds.size.width += 1" : "probe.bounds.size.width = probe.bounds.size.width + 1")
        let width = Double(60 + addedLines.count)
        return { $0.view("probe")?.width == width }
    }
}

extension FrameSample {
    /// The view named `name` as the frame showed it.
    func view(_ name: String) -> ViewState? {
        views.first { $0.name == name }
    }
}

/// Reads the previewer's frame log as it grows: one line a frame, its wall-clock time and the scene as JSON.
struct FrameLogReader {
    let url: URL
    private var offset: UInt64 = 0
    private var partial = Data()
    /// Wakes the reader when the log grows (it is made by the previewer, after the reader).
    private var watcher: FileWatcher?

    init(url: URL) {
        self.url = url
    }

    /// The first frame from here on that `test` accepts, with the wall-clock time it was shown; `nil` after `seconds`.
    mutating func wait(seconds: TimeInterval, until test: BenchScene.Expectation) throws -> (sample: FrameSample, wall: Double)? {
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        let decoder = JSONDecoder()
        while ProcessInfo.processInfo.systemUptime < deadline {
            if let stop = StopSignals.pending { throw Interrupted(signal: stop, progress: "the benchmark stopped") }
            for line in newLines() {
                guard let space = line.firstIndex(of: " "), let wall = Double(line[..<space]),
                    let sample = try? decoder.decode(FrameSample.self, from: Data(line[line.index(after: space)...].utf8)), test(sample)
                else { continue }
                return (sample, wall)
            }
            // Woken the moment a line is written; a poll a millisecond apart until the log exists.
            if watcher == nil, FileManager.default.fileExists(atPath: url.path) { watcher = FileWatcher(files: [url], settle: 0) }
            if let watcher { _ = watcher.waitForChange(timeout: 0.05) } else { usleep(1000) }
        }
        return nil
    }

    private mutating func newLines() -> [String] {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        let data = (try? handle.readToEnd()) ?? Data()
        offset += UInt64(data.count)
        partial.append(data)
        guard let end = partial.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let text = String(decoding: partial[...end], as: UTF8.self)
        partial.removeSubrange(...end)
        return text.split(separator: "\n").map(String.init)
    }
}
