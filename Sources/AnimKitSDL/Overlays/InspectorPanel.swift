import AnimKit
import Foundation

/// The inspector: every live animator of the scene, its state, fraction, timing and curve; errors; a footer.
@MainActor
final class InspectorPanel {
    /// One animator's row.
    @MainActor
    final class Row {
        let view = OverlayStyle.box(.clear)
        let title = OverlayStyle.label(OverlayStyle.heading)
        let state = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText)
        let barTrack = OverlayStyle.box(OverlayStyle.track, radius: 2)
        let bar = OverlayStyle.box(OverlayStyle.accent, radius: 2)
        let fraction = OverlayStyle.label(OverlayStyle.small, alignment: .right)
        let timing = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText)
        /// Where the code made the animator (`Card.swift:14`); a click prints it whole for an editor.
        let site = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.accent)
        let plot = CurvePlot()
        /// What the call site was last fitted for (``InspectorPanel/fitSite(_:in:)``).
        struct SiteFit: Equatable {
            let site: CallSite?
            let state: String?
            let width: CGFloat
        }
        var siteFit: SiteFit?

        init() {
            for part in [title, state, barTrack, bar, fraction, timing, site, plot.view] { view.addSubview(part) }
        }

        func layout(width: CGFloat) {
            title.frame = CGRect(x: 10, y: 6, width: width - 100, height: 18)
            state.frame = CGRect(x: 10, y: 26, width: width - 100, height: 16)
            barTrack.frame = CGRect(x: 10, y: 48, width: width - 150, height: 6)
            fraction.frame = CGRect(x: width - 136, y: 42, width: 40, height: 16)
            timing.frame = CGRect(x: 10, y: 62, width: width - 100, height: 16)
            plot.view.frame = CGRect(x: width - 86, y: 8, width: 76, height: 70)
        }
    }

    static let rowHeight: CGFloat = 86
    let view = OverlayStyle.box(OverlayStyle.panel)
    private let heading = OverlayStyle.label(OverlayStyle.heading)
    private let more = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText)
    private let errors = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.warning)
    /// The Core Animation animations running, a line each, under the animators.
    private let layerAnimations = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.text)
    private let footer = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText)
    /// The scene's playhead: play state, time of length, loop mode, speed.
    private let status = OverlayStyle.label(OverlayStyle.small, color: .white)
    private var rows: [Row] = []
    /// The animators shown, in row order.
    private(set) var shown: [PropertyAnimator] = []
    /// How many animators the wheel scrolled past, above the first row.
    private(set) var firstRow = 0
    /// How many animators the last update listed.
    private var listed = 0

    init() {
        for part in [heading, more, errors, status, footer, layerAnimations] { view.addSubview(part) }
        layerAnimations.numberOfLines = 0
        // A long scene or animator name is cut at the panel's edge rather than drawn off the window.
        view.clipsToBounds = true
    }

    func layout(in frame: CGRect) {
        view.frame = frame
        heading.frame = CGRect(x: 10, y: 8, width: frame.width - 20, height: 20)
        footer.frame = CGRect(x: 10, y: frame.height - 24, width: frame.width - 20, height: 18)
        status.frame = CGRect(x: 10, y: frame.height - 44, width: frame.width - 20, height: 18)
        errors.frame = CGRect(x: 10, y: frame.height - 116, width: frame.width - 20, height: 68)
        more.frame = CGRect(x: 10, y: frame.height - 116, width: frame.width - 20, height: 16)
    }

    /// How many rows fit above the errors and footer.
    private var capacity: Int { Swift.max(Int((view.bounds.height - 34 - 120) / InspectorPanel.rowHeight), 1) }

    /// Moves the list `rows` animators on (back when negative), keeping the last ones in view.
    func scroll(by rows: Int) {
        firstRow = Swift.min(Swift.max(firstRow + rows, 0), Swift.max(listed - capacity, 0))
    }

    /// Shows the list from its `row`th animator on, as the panel did before (a previewer's state handed over).
    func keep(firstRow row: Int) {
        firstRow = Swift.max(row, 0)
    }

    /// Index of the row under window point `point`, if any.
    func row(at point: CGPoint) -> Int? {
        let local = CGPoint(x: point.x - view.frame.minX, y: point.y - view.frame.minY - 34)
        guard local.x >= 0, local.x <= view.bounds.width, local.y >= 0 else { return nil }
        let index = Int(local.y / InspectorPanel.rowHeight)
        return index < shown.count ? index : nil
    }

    /// The call site shown at window point `point`, if the point is on one: a row's `File.swift:14`.
    func callSite(at point: CGPoint) -> CallSite? {
        guard let index = row(at: point), index < rows.count, let site = shown[index].callSite else { return nil }
        let label = rows[index].site, row = rows[index].view
        let text = label.frame.offsetBy(dx: view.frame.minX + row.frame.minX, dy: view.frame.minY + row.frame.minY)
        return text.insetBy(dx: -4, dy: -4).contains(point) ? site : nil
    }

    /// Shows `animators` (live, creation order), highlighting `selected` and `hovered`.
    func update(
        animators: [PropertyAnimator], selected: PropertyAnimator?, hovered: PropertyAnimator?, engine: AnimationEngine?,
        scrollViews: [ScrollView] = [], statusText: String,
        footerText: String
    ) {
        listed = animators.count
        scroll(by: 0)
        shown = Array(animators.dropFirst(firstRow).prefix(capacity))
        heading.text = "Animators (\(animators.count))"
        more.text = OverlayStyle.hiddenRows(above: firstRow, below: animators.count - firstRow - shown.count)
        while rows.count < shown.count {
            let row = Row()
            rows.append(row)
            view.addSubview(row.view)
        }
        for (index, row) in rows.enumerated() {
            guard index < shown.count else {
                row.view.isHidden = true
                continue
            }
            let animator = shown[index]
            row.view.isHidden = false
            row.view.frame = CGRect(
                x: 0, y: 34 + CGFloat(index) * InspectorPanel.rowHeight, width: view.bounds.width, height: InspectorPanel.rowHeight - 4)
            row.layout(width: view.bounds.width)
            row.view.backgroundColor =
                animator === selected ? OverlayStyle.selection : (animator === hovered ? Color(white: 1, alpha: 0.04) : .clear)
            fill(row, with: animator)
        }
        showDetails(
            scrollViews: scrollViews, layerReports: engine?.layerAnimationReports ?? [], dynamics: engine?.dynamicsReports ?? [],
            below: 34 + CGFloat(shown.count) * InspectorPanel.rowHeight)
        let recent = (engine?.recentErrors ?? []).suffix(3).map(\.call)
        errors.text = recent.isEmpty ? nil : "Errors (\(engine?.errorCount ?? 0)):\n" + recent.reversed().joined(separator: "\n")
        footer.text = footerText
        status.text = statusText
    }

    /// Lists the scroll views (offset, speed, phase), the Core Animation `reports` and the dynamic animators from `top`
    /// down to the errors: as many lines as fit, then how many more.
    private func showDetails(
        scrollViews: [ScrollView], layerReports reports: [(title: String, progress: Double)], dynamics: [(summary: String, state: String)],
        below top: CGFloat
    ) {
        let bottom = view.bounds.height - 120, lineHeight: CGFloat = 16
        let fitting = Swift.max(Int((bottom - top) / lineHeight), 0)
        var lines: [String] = []
        if !dynamics.isEmpty { lines += ["Dynamics (\(dynamics.count))"] + dynamics.flatMap { [Self.cut($0.summary), "    " + $0.state] } }
        if !scrollViews.isEmpty { lines += ["Scroll views (\(scrollViews.count))"] + scrollViews.map { Self.cut($0.inspectionLine) } }
        if !reports.isEmpty {
            lines.append("Core Animation (\(reports.count))")
            // One line each: a long title is cut, not wrapped.
            lines += reports.map { String(format: "%3.0f %%  ", $0.progress * 100) + Self.cut($0.title) }
        }
        guard !lines.isEmpty, fitting > 1 else {
            layerAnimations.text = nil
            return
        }
        if lines.count > fitting { lines = lines.prefix(fitting - 1) + ["+ \(lines.count - fitting + 1) more"] }
        layerAnimations.text = lines.joined(separator: "\n")
        layerAnimations.frame = CGRect(x: 10, y: top + 6, width: view.bounds.width - 20, height: CGFloat(lines.count) * lineHeight)
    }

    /// `text` cut to 44 characters.
    private static func cut(_ text: String) -> String { text.count > 44 ? text.prefix(43) + "…" : text }

    private func fill(_ row: Row, with animator: PropertyAnimator) {
        let names = animator.animatedViews.compactMap(\.accessibilityIdentifier)
        row.title.text = "tag \(animator.tag)  \(animator.name ?? names.first ?? "view")\(names.count > 1 ? " +\(names.count - 1)" : "")"
        let running = animator.state == .active ? (animator.isRunning ? "running" : "paused") : nil
        row.state.text = ([animator.state.description, running, animator.isReversed ? "reversed" : nil] as [String?]).compactMap { $0 }
            .joined(separator: " · ")
        fitSite(animator.callSite, in: row)
        let fraction = animator.repetition.fraction
        row.bar.frame = CGRect(
            x: row.barTrack.frame.minX, y: row.barTrack.frame.minY, width: row.barTrack.frame.width * CGFloat(fraction), height: 6)
        row.fraction.text = String(format: "%.2f", fraction)
        let delay = animator.delay > 0 ? String(format: " · delay %.2f s", animator.delay) : ""
        let legs = animator.repeatLegs
        let repeats = legs >= View.indefiniteRepeatCount ? " × ∞" : (legs > 1 ? String(format: " × %g", legs) : "")
        row.timing.text = String(format: "%@ · %.2f s", animator.curveDescription, animator.duration / legs) + repeats + delay
        let position = animator.isReversed ? 1 - fraction : fraction
        row.plot.update(curve: { animator.curveProgress(atFraction: $0) }, position: position)
    }

    /// After the state, on its line: where the code made the animator, its file's name cut at the front to fit —
    /// measured again only when the site, the state or the row's width changed, not every frame.
    private func fitSite(_ site: CallSite?, in row: Row) {
        let fit = Row.SiteFit(site: site, state: row.state.text, width: row.state.frame.width)
        guard fit != row.siteFit else { return }
        row.siteFit = fit
        let after = row.state.frame.minX + row.state.sizeThatFits(.zero).width + 14, room = row.state.frame.maxX - after
        var shown = site?.shortDescription
        row.site.text = shown
        while let text = shown, row.site.sizeThatFits(.zero).width > room, text.count > 6 {
            shown = "…" + text.dropFirst(text.hasPrefix("…") ? 2 : 1)
            row.site.text = shown
        }
        row.site.frame = CGRect(x: after, y: row.state.frame.minY, width: Swift.max(room, 0), height: row.state.frame.height)
    }
}
