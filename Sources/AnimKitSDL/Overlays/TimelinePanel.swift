import AnimKit
import Foundation

/// The timeline under the scene: a ruler in seconds, a playhead, and a bar for every animator the scene runs.
///
/// Each bar spans its animator's live time, its start delay shaded, ticks at its
/// keyframes and a marker where it completed; an animator started by another's
/// completion sits on the row under its parent, indented. Plain views, like the
/// other overlays, never animated.
@MainActor
package final class TimelinePanel {
    static let height: CGFloat = 150
    static let labelWidth: CGFloat = 230
    static let rowHeight: CGFloat = 16
    static let rulerHeight: CGFloat = 26

    let view = OverlayStyle.box(OverlayStyle.panel)
    /// Holds the rows' names, cut at the column's edge so a long one never runs over the bars.
    private let names = OverlayStyle.box(.clear)
    /// Holds the ruler, the bars and the playhead over the track area, cut at its edges when zoomed in.
    private let lane = OverlayStyle.box(.clear)
    private let playhead = OverlayStyle.box(.systemRed)
    private let readout = OverlayStyle.label(OverlayStyle.small, color: .white, alignment: .right)
    private let more = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText)
    private var ticks: [View] = []
    private var tickLabels: [Label] = []
    private var rowViews: [View] = []
    /// The rows shown: the span drawn on each, top to bottom.
    private(set) var shownSerials: [Int] = []
    /// How long the scene drawn is.
    private var length: TimeInterval { window.total }
    /// The stretch of the scene the ruler shows (``zoom(notches:aroundX:)``).
    private(set) var window = TimelineWindow(total: 0)
    /// The timeline drawn, kept to redraw its rows when they scroll.
    package private(set) var timeline: SceneTimeline?
    /// How many rows the wheel scrolled past, above the first row shown.
    private(set) var firstRow = 0
    /// Rows per notch of the wheel.
    static let rowsPerNotch = 3

    /// Where time runs, left to right, in the panel's coordinates.
    var trackArea: CGRect {
        CGRect(
            x: TimelinePanel.labelWidth, y: 0, width: Swift.max(view.bounds.width - TimelinePanel.labelWidth - 16, 1),
            height: view.bounds.height)
    }

    package init() {}

    /// The ruler's labels as shown, left to right.
    package var rulerLabels: [String] { tickLabels.filter { !$0.isHidden }.compactMap(\.text) }

    package func layout(in frame: CGRect) {
        view.frame = frame
        names.clipsToBounds = true
        names.frame = CGRect(x: 0, y: 0, width: TimelinePanel.labelWidth - 6, height: frame.height)
        lane.clipsToBounds = true
        lane.frame = trackArea
        lane.addSubview(playhead)
        for part in [names, lane, more, readout] { view.addSubview(part) }
        readout.frame = CGRect(x: 8, y: 5, width: TimelinePanel.labelWidth - 16, height: 16)
        more.frame = CGRect(x: 8, y: frame.height - 18, width: TimelinePanel.labelWidth, height: 16)
        // Laid out again (a resized window): the ruler and the rows redrawn for the new size, as many rows as now fit.
        if let timeline {
            firstRow = Swift.min(firstRow, Swift.max(timeline.spans.count - capacity, 0))
            show(timeline, keepingScroll: true)
        }
    }

    /// The scene time under panel x-coordinate `x`, clamped to the stretch shown.
    func time(atX x: CGFloat) -> TimeInterval {
        window.time(atFraction: Double((x - trackArea.minX) / trackArea.width))
    }

    /// Zooms the ruler in (negative `notches`) or out around panel x-coordinate `x`.
    func zoom(notches: Int, aroundX x: CGFloat) {
        guard let timeline else { return }
        window.zoom(notches: notches, aroundFraction: Double((x - trackArea.minX) / trackArea.width))
        show(timeline, keepingScroll: true)
    }

    /// Zooms the ruler in (negative `notches`) or out around `time` where it is shown, else around its middle.
    func zoom(notches: Int, aroundTime time: TimeInterval) {
        let fraction = window.fraction(of: time)
        zoom(notches: notches, aroundX: trackArea.minX + trackArea.width * CGFloat((0...1).contains(fraction) ? fraction : 0.5))
    }

    /// Shows the stretch and the rows shown before the scene was replaced (`stretch`, `firstRow`), as near as they fit.
    func keep(_ stretch: TimelineWindow, firstRow: Int, showing new: SceneTimeline? = nil) {
        guard let timeline = new ?? timeline else { return }
        window = TimelineWindow(total: timeline.length, keeping: stretch)
        self.firstRow = Swift.min(firstRow, Swift.max(timeline.spans.count - capacity, 0))
        show(timeline, keepingScroll: true)
    }

    /// A playhead dragged past either end of a zoomed ruler takes it along, a notch per move of the pointer.
    func dragPast(x: CGFloat) {
        if x > trackArea.maxX { pan(notches: 1) } else if x < trackArea.minX { pan(notches: -1) }
    }

    /// Moves the zoomed ruler along by `notches` of the wheel.
    func pan(notches: Int) {
        guard let timeline else { return }
        let before = window
        window.pan(notches: notches)
        if window != before { show(timeline, keepingScroll: true) }
    }

    /// The animator whose row lies under `point` (panel coordinates), by serial.
    func serial(at point: CGPoint) -> Int? {
        let row = Int((point.y - TimelinePanel.rulerHeight) / TimelinePanel.rowHeight)
        guard point.y >= TimelinePanel.rulerHeight, row >= 0, row < shownSerials.count else { return nil }
        return shownSerials[row]
    }

    /// Drops the label before the last when the last, set left of its tick at the lane's end, would run into it
    /// ("4 s4.5 s"): the end of the ruler says more than the mark before it.
    private func clearRoomForTheLastLabel() {
        guard tickLabels.count > 1, let last = tickLabels.last, last.textAlignment == .right else { return }
        let before = tickLabels[tickLabels.count - 2]
        let lastStarts = last.frame.maxX - last.sizeThatFits(.zero).width
        if before.frame.minX + before.sizeThatFits(.zero).width + 6 > lastStarts { before.isHidden = true }
    }

    /// Seconds of scene time a point of the lane stands for, at the ruler's zoom.
    var secondsPerPoint: Double { window.span / Double(trackArea.width) }

    /// The x-coordinate of `time` in the panel (outside the lane for times the zoomed ruler does not show).
    func panelX(of time: TimeInterval) -> CGFloat { trackArea.minX + x(time) }

    /// The middle of `serial`'s row, down the panel, if the row is shown.
    func rowMiddle(of serial: Int) -> CGFloat? {
        shownSerials.firstIndex(of: serial).map { TimelinePanel.rulerHeight + (CGFloat($0) + 0.5) * TimelinePanel.rowHeight }
    }

    /// The x-coordinate of `time` in the lane (outside it for times the zoomed ruler does not show).
    private func x(_ time: TimeInterval) -> CGFloat {
        lane.bounds.width * CGFloat(window.fraction(of: time))
    }

    /// Moves the rows `notches` turns of the wheel on (back when negative), keeping the last rows in view.
    func scroll(notches: Int) {
        guard let timeline else { return }
        let first = Swift.min(Swift.max(firstRow + notches * TimelinePanel.rowsPerNotch, 0), Swift.max(timeline.spans.count - capacity, 0))
        guard first != firstRow else { return }
        firstRow = first
        show(timeline, keepingScroll: true)
    }

    /// How many rows fit under the ruler (none in a panel laid out too short for one).
    private var capacity: Int { Swift.max(Int((view.bounds.height - TimelinePanel.rulerHeight - 18) / TimelinePanel.rowHeight), 0) }

    /// Draws `timeline`: the ruler for its length and a row per span, from the top unless `keepingScroll`.
    package func show(_ timeline: SceneTimeline, keepingScroll: Bool = false) {
        self.timeline = timeline
        if !keepingScroll {
            firstRow = 0
            window = TimelineWindow(total: timeline.length)
        }
        for part in ticks + tickLabels + rowViews + names.subviews { part.removeFromSuperview() }
        ticks = []
        tickLabels = []
        rowViews = []
        let step = TimelinePanel.tickStep(for: window.span)
        let decimals = Swift.max(0, Int(-log10(step).rounded(.down)))
        var mark = (window.start / step).rounded(.up) * step
        while mark <= window.start + window.span + 1e-9 {
            let tick = OverlayStyle.box(OverlayStyle.panelLine)
            tick.frame = CGRect(x: x(mark), y: 16, width: 1, height: lane.bounds.height - 16)
            // A label too wide for the room right of its tick (the last mark's) sits left of it, so the lane's edge never
            // cuts it; the others sit right of theirs, so two never overlap.
            let label = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText)
            label.text = TimelinePanel.secondsLabel(mark, decimals: decimals)
            let fitsRight = x(mark) + 3 + label.sizeThatFits(.zero).width <= lane.bounds.width
            label.textAlignment = fitsRight ? .left : .right
            label.frame = CGRect(x: fitsRight ? x(mark) + 3 : x(mark) - 63, y: 2, width: 60, height: 14)
            ticks.append(tick)
            tickLabels.append(label)
            mark += step
        }
        clearRoomForTheLastLabel()
        let rows = timeline.rows(from: firstRow, count: capacity)
        shownSerials = rows.map(\.span.serial)
        for (index, row) in rows.enumerated() { rowViews += rowParts(row.span, depth: row.depth, index: index) }
        more.text = OverlayStyle.hiddenRows(above: firstRow, below: timeline.rowCount - firstRow - rows.count)
        for part in ticks + tickLabels { lane.insertSubview(part, at: 0) }
        for part in rowViews { lane.insertSubview(part, at: lane.subviews.count - 1) }
    }

    private func rowParts(_ span: AnimatorSpan, depth: Int, index: Int) -> [View] {
        let y = TimelinePanel.rulerHeight + CGFloat(index) * TimelinePanel.rowHeight
        let label = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.text)
        label.text = String(repeating: "  ", count: depth) + (depth > 0 ? "↳ " : "") + "\(span.tag)  \(span.label)"
        label.frame = CGRect(x: 8, y: y, width: TimelinePanel.labelWidth - 12, height: TimelinePanel.rowHeight - 2)
        names.addSubview(label)
        let motionStart = span.start + span.delay, end = span.end ?? length
        let delay = OverlayStyle.box(OverlayStyle.accent.withAlphaComponent(0.3), radius: 2)
        delay.frame = CGRect(x: x(span.start), y: y + 3, width: Swift.max(x(motionStart) - x(span.start), 0), height: 10)
        let bar = OverlayStyle.box(OverlayStyle.accent, radius: 2)
        bar.frame = CGRect(x: x(motionStart), y: y + 3, width: Swift.max(x(end) - x(motionStart), 2), height: 10)
        var parts = [delay, bar]
        // Each keyframe the code added: its start a white tick over the bar's upper half, its end a paler one under the
        // lower half (two handles where one keyframe ends as the next starts). Keyframes of Core Animation: their starts.
        for window in span.keyframeWindows ?? [] {
            let start = OverlayStyle.box(.white)
            start.frame = CGRect(x: x(window.start) - 0.5, y: y + 2, width: 1.5, height: 7)
            let end = OverlayStyle.box(UIColor.white.withAlphaComponent(0.6))
            end.frame = CGRect(x: x(window.end) - 0.5, y: y + 9, width: 1.5, height: 6)
            parts += [start, end]
        }
        for keyframe in span.keyframeWindows == nil ? span.keyframes : [] {
            let tick = OverlayStyle.box(.white)
            tick.frame = CGRect(x: x(keyframe) - 0.5, y: y + 2, width: 1.5, height: 12)
            parts.append(tick)
        }
        if let completed = span.end {
            let marker = OverlayStyle.box(.systemGreen, radius: 1)
            marker.frame = CGRect(x: x(completed) - 2, y: y + 1, width: 4, height: 14)
            parts.append(marker)
        }
        return parts
    }

    /// Moves the playhead to `time` and says where it is; a zoomed ruler pages on to keep it in view.
    func update(time: TimeInterval, loopMode: String) {
        if window.follow(time), let timeline { show(timeline, keepingScroll: true) }
        playhead.frame = CGRect(x: x(time) - 1, y: 0, width: 2, height: lane.bounds.height)
        readout.text = String(format: "%.2f / %.2f s · %@", time, length, loopMode)
    }

    /// A ruler mark's label: as many decimals as the step needs, none that are zero ("0 s", "2.5 s", "12.25 s").
    static func secondsLabel(_ seconds: TimeInterval, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", seconds)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + " s"
    }

    /// A ruler step giving about ten ticks over `length`: 1, 2 or 5 times a power of ten.
    static func tickStep(for length: TimeInterval) -> TimeInterval {
        guard length > 0, length.isFinite else { return 1 }
        let raw = length / 10
        let power = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where raw <= factor * power { return factor * power }
        return 10 * power
    }
}
