import Foundation

/// One frame of an animation, as numbers: the time, every live animator, and every view's presentation values (its
/// layer's Core Animation animations included).
///
/// What `animview sample` prints and `--trace` writes, so a CI job can check an
/// animation without pixels. Views are listed parents first, named by their
/// `accessibilityIdentifier` (or `view N`); a scroll view also gives its content offset.
package struct FrameSample: Codable, Equatable, Sendable {
    /// One live animator.
    package struct Animator: Codable, Equatable, Sendable {
        package let tag: Int
        package let state: String
        package let running: Bool
        package let reversed: Bool
        package let fraction: Double
    }

    /// One view's presentation values.
    package struct ViewState: Codable, Equatable, Sendable {
        package let name: String
        package let x: Double, y: Double, width: Double, height: Double
        package let alpha: Double, scale: Double, rotation: Double
        package let color: String
        /// A scroll view's content offset (absent for other views).
        package var offsetX: Double?, offsetY: Double?
    }

    package let frame: Int
    package let time: TimeInterval
    /// The input handled at the start of this frame, when a window recorded it (`"drag 312 532"`, `"key space"`).
    package let events: [String]
    package let animators: [Animator]
    package let views: [ViewState]

    /// Samples `engine`'s live animators (none without one) and the tree under `root` now.
    @MainActor
    package init(frame: Int, time: TimeInterval, engine: AnimationEngine?, root: View?, events: [String] = []) {
        self.frame = frame
        self.time = time
        self.events = events
        animators = (engine?.liveAnimators ?? []).map { animator in
            Animator(
                tag: animator.tag, state: animator.state.description, running: animator.isRunning,
                reversed: animator.isReversed, fraction: animator.fractionComplete)
        }
        views = (root?.subtree ?? []).enumerated().map { index, view in
            var values = view.presentation
            // Core Animation's animations on the view's layer move what is drawn too: its presentation shows them.
            if !view.layer.animationEntries.isEmpty, let shown = view.layer.presentation() {
                values = shown.modelValues
                values.transform = CATransform3DGetAffineTransform(shown.transform)
            }
            let parts = AffineComponents(values.transform)
            var state = ViewState(
                name: Self.name(of: view, at: index), x: Double(values.center.x), y: Double(values.center.y),
                width: Double(values.bounds.width), height: Double(values.bounds.height), alpha: Double(values.alpha),
                scale: parts.scaleX, rotation: parts.rotation, color: values.backgroundColor.description)
            if let scroll = view as? ScrollView {
                (state.offsetX, state.offsetY) = (Double(scroll.contentOffset.x), Double(scroll.contentOffset.y))
            }
            return state
        }
    }

    /// The name each view under `root` has in a sample: its `accessibilityIdentifier`, else `view N` in tree order.
    @MainActor
    package static func viewNames(under root: View?) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        for (view, name) in zip(root?.subtree ?? [], orderedNames(under: root)) { names[ObjectIdentifier(view)] = name }
        return names
    }

    /// The name of each view under `root` in a sample, in tree order (``View/subtree``'s).
    @MainActor
    package static func orderedNames(under root: View?) -> [String] {
        (root?.subtree ?? []).enumerated().map { index, view in name(of: view, at: index) }
    }

    @MainActor
    private static func name(of view: View, at index: Int) -> String {
        view.accessibilityIdentifier ?? "view \(index)"
    }

    /// The sample as one line of JSON (keys sorted).
    package var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Why lines of text are not a recording: the first line that is not a frame (1-based), or none at all.
    package enum LinesError: Error, Equatable {
        case notAFrame(line: Int)
        case empty
    }

    /// The frames of a recording, one ``jsonLine`` a line (blank lines skipped).
    package static func decode(lines text: String) throws(LinesError) -> [FrameSample] {
        let decoder = JSONDecoder()
        var samples: [FrameSample] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            guard let sample = try? decoder.decode(FrameSample.self, from: Data(line.utf8)) else { throw .notAFrame(line: index + 1) }
            samples.append(sample)
        }
        guard !samples.isEmpty else { throw .empty }
        return samples
    }

    /// The header for ``csvRows``.
    package static let csvHeader = "frame,time,kind,id,state_or_name,fraction_or_x,y,width,height,alpha,scale,rotation,color"

    /// One CSV row per animator and per view.
    package var csvRows: [String] {
        let time = String(format: "%.6f", self.time)
        let animatorRows = animators.map { a in
            "\(frame),\(time),animator,\(a.tag),\(a.state)\(a.running ? "+running" : "")\(a.reversed ? "+reversed" : ""),\(String(format: "%.6f", a.fraction)),,,,,,,"
        }
        let viewRows = views.map { v in
            let numbers = [v.x, v.y, v.width, v.height, v.alpha, v.scale, v.rotation].map { String(format: "%.4f", $0) }.joined(
                separator: ",")
            return "\(frame),\(time),view,,\(v.name.replacingOccurrences(of: ",", with: " ")),\(numbers),\(v.color)"
        }
        return animatorRows + viewRows
    }
}
