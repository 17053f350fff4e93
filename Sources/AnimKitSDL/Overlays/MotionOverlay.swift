import AnimKit
import Foundation

/// Motion trails and onion skins over the canvas (the window's `m` and `o`; `render --overlay trail,onion`).
///
/// A trail is the path a followed view's anchor takes: a line, a dot a frame — close dots are slow, far ones fast —, a
/// ring where a keyframe starts and the anchor now filled white. Onion skin draws ghosts of each followed view's
/// outline before the playhead (blue) and after it (green), fainter the further they are, as animation tools tint
/// past and future frames; the view itself is drawn by the scene in full colour.
@MainActor
package final class MotionOverlay: View {
    /// What is followed; nothing is drawn without it.
    package var paths: MotionPaths? {
        didSet {
            // The window hands the same paths over every frame: the ghost frames kept stay theirs.
            guard paths != oldValue else { return }
            ghostFrames.removeAll()
            setNeedsDisplay()
        }
    }
    /// Ghost frames by frame, kept while the paths stay: the same sample's outlines at every distance it is drawn at.
    var ghostFrames: [Int: GhostOutlines] = [:]
    /// Whether the trails are drawn.
    package var showsTrails = false { didSet { setNeedsDisplay() } }
    /// How many ghosts each side of the playhead (0: no onion skin).
    package var ghosts = 0 { didSet { setNeedsDisplay() } }
    /// How many samples (frames) apart the ghosts are, placed by frame.
    package var ghostSpacing = 1 { didSet { setNeedsDisplay() } }
    /// Where the ghosts are: frames apart, at the keyframes before and after, or where animators start and end.
    package var ghostPlacement = GhostPlacement.frames { didSet { setNeedsDisplay() } }

    /// Where onion skin puts its ghosts.
    package enum GhostPlacement: String, CaseIterable, Sendable {
        /// ``ghostSpacing`` frames apart, each side of the playhead.
        case frames
        /// At the starts of the keyframes that move each view, the nearest before and after the playhead.
        case keyframes
        /// Where the animators that move each view start moving it and end.
        case ends
    }
    /// The scene time the overlay shows.
    package var playhead: TimeInterval = 0 {
        didSet {
            if playhead != oldValue, paths != nil { setNeedsDisplay() }
            graphView.playhead = playhead
        }
    }
    /// The graph pane along the canvas's foot (`nil`: none).
    package var graph: MotionGraph? {
        get { graphView.graph }
        set {
            graphView.graph = newValue
            setNeedsLayout()
        }
    }
    /// Whether the graph pane is asked for (drawn once a graph is recorded).
    package var showsGraph = false
    /// The graph pane's height as a person dragged its top edge to; `nil`: a row a property, at most half the canvas.
    package var graphHeight: CGFloat? { didSet { setNeedsLayout() } }
    private let graphView = MotionGraphView(frame: .zero)

    /// The most ghosts each side.
    package nonisolated static let ghostLimit = 50

    static let trail = Color(red: 1, green: 0.55, blue: 0.1, alpha: 1)
    static let past = Color(red: 0.25, green: 0.5, blue: 1, alpha: 1)
    static let future = Color(red: 0.2, green: 0.8, blue: 0.35, alpha: 1)

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        addSubview(graphView)
    }

    /// The scene time under `point` (the canvas's coordinates) in the graph pane's plot; `nil` elsewhere.
    package func graphTime(at point: CGPoint) -> TimeInterval? {
        guard graph != nil, !graphView.isHidden, graphView.frame.contains(point) else { return nil }
        return graphView.time(atX: point.x - graphView.frame.minX)
    }

    /// The scene time under `x` in the graph pane's plot, wherever the pointer is up or down (a drag that began there).
    package func graphTime(atX x: CGFloat) -> TimeInterval? {
        graphView.time(atX: Swift.max(x - graphView.frame.minX, MotionGraphView.labelWidth))
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        var height = MotionGraphView.height(for: graph, in: bounds.height)
        if graph != nil, let graphHeight { height = Swift.min(Swift.max(graphHeight, MotionGraphView.rowHeight + 8), bounds.height - 20) }
        graphView.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Whether `point` (the canvas's coordinates) lies on the graph pane's top edge, which a drag moves.
    package func isOnGraphEdge(_ point: CGPoint) -> Bool {
        graph != nil && !graphView.isHidden && abs(point.y - graphView.frame.minY) <= 5 && point.x >= 0 && point.x <= bounds.width
    }

    package required init?(coder: NSCoder) { nil }

    /// Whether trails, ghosts or the graph are asked for.
    package var isOn: Bool { showsTrails || ghosts > 0 || showsGraph }

    package override func draw(_ rect: CGRect) {
        guard let paths, let context = UIGraphicsGetCurrentContext(), paths.count > 0 else { return }
        let now = paths.sample(at: playhead)
        drawGhosts(of: paths, now: now, in: context)
        guard showsTrails else { return }
        for path in paths.paths { trail(path, now: now, in: context) }
    }

    /// A trail: its line where the view is in the scene, a dot a sample, rings at keyframes, the anchor now.
    private func trail(_ path: MotionPaths.Path, now: Int, in context: CGContext) {
        context.setStrokeColor(Self.trail.withAlphaComponent(0.8).cgColor)
        context.setLineWidth(1.5)
        context.beginPath()
        var drawing = false
        for anchor in path.anchors {
            guard anchor.x.isFinite, anchor.y.isFinite else {
                drawing = false
                continue
            }
            if drawing { context.addLine(to: anchor) } else { context.move(to: anchor) }
            drawing = true
        }
        context.strokePath()
        context.setFillColor(Self.trail.cgColor)
        for anchor in path.anchors where anchor.x.isFinite && anchor.y.isFinite {
            context.fillEllipse(in: CGRect(x: anchor.x - 1.75, y: anchor.y - 1.75, width: 3.5, height: 3.5))
        }
        context.setStrokeColor(Self.trail.cgColor)
        context.setLineWidth(1.5)
        for index in path.keyframes where index < path.anchors.count {
            guard let anchor = path.anchor(at: index) else { continue }
            context.strokeEllipse(in: CGRect(x: anchor.x - 5, y: anchor.y - 5, width: 10, height: 10))
        }
        guard now < path.anchors.count, let anchor = path.anchor(at: now) else { return }
        let dot = CGRect(x: anchor.x - 4, y: anchor.y - 4, width: 8, height: 8)
        context.setFillColor(Color.white.cgColor)
        context.fillEllipse(in: dot)
        context.strokeEllipse(in: dot)
    }
}
